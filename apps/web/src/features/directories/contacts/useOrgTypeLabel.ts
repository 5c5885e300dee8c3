import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';

/** The name of an organisation type ('issuer', 'cyber_police', ...); an unknown type as it is. */
export function useOrgTypeLabel(): (type: string) => string {
  const { t } = useDirectoriesTranslation();
  const types: Readonly<Record<string, string>> = t('contacts.orgTypes', { returnObjects: true });
  return (type) => types[type] ?? type;
}
