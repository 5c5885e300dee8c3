import { isIncidentDetailField } from '@afx/domain';
import { useCallback } from 'react';
import { useIncidentsTranslation } from './useIncidentsTranslation';

/** The label of an incident field by its name ('category_domain_id' too); the name when unknown. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useIncidentsTranslation();
  return useCallback(
    (field: string) => {
      if (field === 'category_domain_id') return t('fields.category_domain_id');
      return isIncidentDetailField(field) ? t(`fields.${field}`) : field;
    },
    [t],
  );
}
