import type { AuditEntityType } from '../api/types';
import { useAdminTranslation } from '../useAdminTranslation';

/** An action's name: the entity type's own word for it, else the first type that names it, else the code. */
export function useActionLabel(): (action: string, entityType?: string | null) => string {
  const { t } = useAdminTranslation();
  const byType = t('history.actions', { returnObjects: true }) as Readonly<
    Record<AuditEntityType, Readonly<Record<string, string>>>
  >;
  return (action, entityType) => {
    const own = entityType ? byType[entityType as AuditEntityType]?.[action] : undefined;
    return own ?? Object.values(byType).find((actions) => actions[action])?.[action] ?? action;
  };
}
