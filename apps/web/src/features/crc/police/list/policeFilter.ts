import { fieldErrorsOf, makeCrimeCheckFilterSchema, type CrimeCheckFilter } from '@afx/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, type DateRangeValue } from '../../../../components/date-range';
import type { AddressFields } from '../../../../components/list';

/**
 * The police list's applied filter as the address holds it
 * (?q.recipient_number=…&q.status=4,5&q.request_date_from=01.11.2026): the statuses as one text.
 */
export interface PoliceAddressFilter {
  id?: string;
  recipient_number?: string;
  status?: string;
  request_date_from?: string;
  request_date_to?: string;
}

export const POLICE_ADDRESS_FIELDS: AddressFields<PoliceAddressFilter> = {
  id: 'text',
  recipient_number: 'text',
  status: 'text',
  request_date_from: 'text',
  request_date_to: 'text',
};

/** The filter /police/request/list takes (the contract's subset of the list filter). */
export type PoliceRequestFilter = Partial<
  Pick<CrimeCheckFilter, 'id' | 'recipient_number' | 'status' | 'request_date_from' | 'request_date_to'>
>;

/** '4,5' → [4, 5]; anything that is not a whole positive number is dropped. */
export function statusesOf(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

const statusText = (ids: readonly number[]): string | undefined =>
  ids.length > 0 ? ids.join(',') : undefined;

/**
 * What the list is asked for: each value the domain's filter schema would refuse (a mistyped
 * address) dropped, and only the request id when one is given (it clears the others).
 */
export function toRequestFilter(address: PoliceAddressFilter): PoliceRequestFilter {
  const candidate: Record<string, unknown> = {};
  for (const name of Object.keys(POLICE_ADDRESS_FIELDS) as (keyof PoliceAddressFilter)[]) {
    const value = name === 'status' ? statusesOf(address.status) : address[name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    candidate[name] = value;
  }
  for (const error of fieldErrorsOf(makeCrimeCheckFilterSchema(), candidate)) {
    const field = error.field.split('.')[0];
    if (field) delete candidate[field];
  }
  const filter = candidate as PoliceRequestFilter;
  return filter.id ? { id: filter.id } : filter;
}

/** The filter box's form values. */
export interface PoliceFilterValues {
  id?: string;
  recipient_number?: string;
  status?: number[];
  date_range?: DateRangeValue;
}

function parseDate(text: string | undefined): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const date = dayjs(`${match[3]}-${match[2]}-${match[1]}`);
  return date.isValid() && date.format(DATE_FORMAT) === text ? date : null;
}

/** The box's values for an applied filter; a date range only when both ends are real and in order. */
export function filterValuesOf(filter: PoliceAddressFilter): PoliceFilterValues {
  const from = parseDate(filter.request_date_from);
  const to = parseDate(filter.request_date_to);
  return {
    id: filter.id,
    recipient_number: filter.recipient_number,
    status: statusesOf(filter.status),
    date_range: from && to && !to.isBefore(from) ? [from.startOf('day'), to.endOf('day')] : null,
  };
}

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** The filter a search applies, only its set fields: a request id alone, else every value. */
export function addressFilterOf(values: PoliceFilterValues): PoliceAddressFilter {
  const requestId = text(values.id);
  if (requestId) return { id: requestId };
  const range = values.date_range;
  const filter: PoliceAddressFilter = {
    recipient_number: text(values.recipient_number),
    status: statusText(values.status ?? []),
    request_date_from: range ? range[0].format(DATE_FORMAT) : undefined,
    request_date_to: range ? range[1].format(DATE_FORMAT) : undefined,
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as PoliceAddressFilter;
}
