import type { AddressFields } from '../../../components/list';
import type { AtmFilter } from './atmApi';

/** The ATM list's filter form (spec 3 §2.3). */
export interface AtmFilterValues {
  term_id: string;
  org_id: number | null;
  acq_id: string;
  location_id: string | null;
  location_address: string;
}

export const EMPTY_ATM_FILTER: AtmFilterValues = {
  term_id: '',
  org_id: null,
  acq_id: '',
  location_id: null,
  location_address: '',
};

/** The form's fields as the address holds them. */
export const ATM_ADDRESS_FIELDS: AddressFields<AtmFilterValues> = {
  term_id: 'text',
  org_id: 'number',
  acq_id: 'text',
  location_id: 'text',
  location_address: 'text',
};

/** The /list filter: empty fields are left out. */
export function toAtmFilter(values: AtmFilterValues): AtmFilter {
  const address = values.location_address.trim();
  return {
    ...(values.term_id ? { term_id: values.term_id } : {}),
    ...(values.org_id ? { org_id: values.org_id } : {}),
    ...(values.acq_id ? { acq_id: values.acq_id } : {}),
    ...(values.location_id ? { location_id: values.location_id } : {}),
    ...(address ? { location_address: address } : {}),
  };
}
