import type { AddressFields } from '../../components/list';

/** The setup page's filter: the issuer whose formats are listed, and any status or active only. */
export interface FormatFilterValues {
  issuer_id: number | null;
  any_status: boolean;
}

export const FORMAT_ADDRESS_FIELDS: AddressFields<FormatFilterValues> = {
  issuer_id: 'number',
  any_status: 'flag',
};

/** The list is sorted by title on the server; the address names it so a link reads the same. */
export const FORMAT_SORT = { field: 'title', order: 'ascend' } as const;
export const FORMAT_SORT_FIELDS = ['title'] as const;
