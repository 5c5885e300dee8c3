import { useAdminTranslation } from '../useAdminTranslation';

export type AdminEntity = 'organisation' | 'api_client' | 'service_endpoint' | 'user';

/** How the history drawer and the audit log name an entity type's actions and changed fields. */
export function useHistoryLabels(entity: AdminEntity) {
  const { t } = useAdminTranslation();
  const actions: Readonly<Record<string, string>> = t(`history.actions.${entity}`, { returnObjects: true });
  const fields: Readonly<Record<string, string>> = t('history.fields', { returnObjects: true });
  return {
    actionLabel: (action: string): string => actions[action] ?? action,
    fieldLabel: (field: string): string => fields[field] ?? field,
  };
}
