import { auditActionKey, auditFieldKey } from '@afx/domain';
import { useAdminTranslation } from '../useAdminTranslation';

export type AdminEntity = 'organisation' | 'api_client' | 'service_endpoint' | 'user';

/** How the history drawer and the audit log name an entity type's actions and changed fields. */
export function useHistoryLabels(entity: AdminEntity) {
  const { tm } = useAdminTranslation();
  return {
    actionLabel: (action: string): string => {
      const key = auditActionKey(entity, action);
      return key ? tm(key) : action;
    },
    fieldLabel: (field: string): string => {
      const key = auditFieldKey(field);
      return key ? tm(key) : field;
    },
  };
}
