import type { AddressFields } from '../../../components/list';
import type { ApiClientFilter } from '../api/types';
import { compact, flagOf, textOf, triStateOf, type TriState } from '../shared/adminText';

/** The API client list's filter in the address (?q.text=core&q.org_id=2&q.active=true). */
export const API_CLIENT_ADDRESS_FIELDS: AddressFields<ApiClientFilter> = {
  text: 'text',
  org_id: 'number',
  active: 'flag',
};

export interface ApiClientFilterValues {
  text?: string;
  org_id?: number | null;
  active?: TriState;
}

export const apiClientFilterValuesOf = (filter: ApiClientFilter): ApiClientFilterValues => ({
  text: filter.text,
  org_id: filter.org_id ?? null,
  active: triStateOf(filter.active),
});

export const apiClientFilterOf = (values: ApiClientFilterValues): ApiClientFilter =>
  compact({ text: textOf(values.text), org_id: values.org_id ?? undefined, active: flagOf(values.active) });
