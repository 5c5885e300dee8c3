import { effectiveAcquirerIdFilter } from '@afx/domain';
import type { AddressFields } from '../../../components/list';
import type { AcquirerIdFilter } from './acquirerApi';

export interface AcquirerFilterValues {
  acquirer_id: string;
  org_id: number | null;
}

export const EMPTY_ACQUIRER_FILTER: AcquirerFilterValues = { acquirer_id: '', org_id: null };

/** The form's fields as the address holds them. */
export const ACQUIRER_ADDRESS_FIELDS: AddressFields<AcquirerFilterValues> = {
  acquirer_id: 'text',
  org_id: 'number',
};

/** The /list filter; a typed ID searches every organisation (the name filter is disabled then). */
export function toAcquirerFilter(values: AcquirerFilterValues): AcquirerIdFilter {
  const filter = effectiveAcquirerIdFilter({
    acquirer_id: values.acquirer_id || undefined,
    org_id: values.org_id ?? undefined,
  });
  return {
    ...(filter.acquirer_id ? { acquirer_id: filter.acquirer_id } : {}),
    ...(filter.org_id ? { org_id: filter.org_id } : {}),
  };
}
