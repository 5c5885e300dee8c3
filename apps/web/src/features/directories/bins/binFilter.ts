import type { AddressFields } from '../../../components/list';
import { flagFilterValue, type FlagFilter } from '../shared/FlagFilterSelect';
import type { BinFilter } from './binApi';

/** The BIN list's filter form (spec 3 §2.2). */
export interface BinFilterValues {
  bin: string;
  ica: string;
  org_id: number | null;
  prepaid: FlagFilter;
  token: FlagFilter;
}

export const EMPTY_BIN_FILTER: BinFilterValues = {
  bin: '',
  ica: '',
  org_id: null,
  prepaid: 'any',
  token: 'any',
};

const FLAGS: readonly FlagFilter[] = ['any', 'yes', 'no'];

/** The form's fields as the address holds them. */
export const BIN_ADDRESS_FIELDS: AddressFields<BinFilterValues> = {
  bin: 'text',
  ica: 'text',
  org_id: 'number',
  prepaid: FLAGS,
  token: FLAGS,
};

/** The /list filter: empty fields are left out, unset flags are null (any). */
export function toBinFilter(values: BinFilterValues): BinFilter {
  return {
    ...(values.bin ? { bin: values.bin } : {}),
    ...(values.ica ? { ica: values.ica } : {}),
    ...(values.org_id ? { org_id: values.org_id } : {}),
    prepaid: flagFilterValue(values.prepaid),
    token: flagFilterValue(values.token),
  };
}
