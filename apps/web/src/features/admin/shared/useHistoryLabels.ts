import { auditActionName, auditFieldName } from '@afx/domain';
import { useAdminTranslation } from '../useAdminTranslation';

export type AdminEntity = 'organisation' | 'api_client' | 'service_endpoint' | 'user';

/**
 * How the history drawers and the audit log name actions and changed fields: an entry's action by
 * its own entity type (`entity`, or the one each call names), in the domain's words.
 */
export function useHistoryLabels(entity?: AdminEntity) {
  const { locale } = useAdminTranslation();
  return {
    actionLabel: (action: string, entityType: string | null | undefined = entity): string =>
      auditActionName(entityType, action, locale),
    fieldLabel: (field: string): string => auditFieldName(field, locale),
  };
}
