import { auditActionKey } from '@afx/domain';
import { useAdminTranslation } from '../useAdminTranslation';

/** An action's name: the entity type's own word for it, else the first type that names it, else the code. */
export function useActionLabel(): (action: string, entityType?: string | null) => string {
  const { tm } = useAdminTranslation();
  return (action, entityType) => {
    const key = auditActionKey(entityType, action);
    return key ? tm(key) : action;
  };
}
