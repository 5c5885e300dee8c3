import {
  CRIME_CHECK_INCIDENT_STATUS_IDS,
  effectiveCrimeCheckFilter,
  fieldErrorsOf,
  makeCrimeCheckFilterSchema,
  type CrimeCheckFilter,
} from '@afx/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { AddressFields } from '../../../components/list';
import {
  DATE_FORMAT,
  defaultRange,
  rangeOfFilterDates,
  type DateRangeValue,
} from '../../../components/date-range';
import { statusesOf, statusText } from '../../fpt';

/**
 * The applied filter as the address holds it (?q.status=4,5&q.request_date_from=01.11.2026): the
 * statuses as one comma-separated text, since the address keeps one value a field.
 */
export interface CrcAddressFilter {
  id?: string;
  recipient_number?: string;
  sender_number?: string;
  sender_issuer_id?: number;
  recipient_issuer_id?: number;
  status?: string;
  incident_created?: boolean;
  last_user_id?: number;
  request_date_from?: string;
  request_date_to?: string;
  reg_number?: string;
  notes?: string;
  url?: string;
}

export const CRC_ADDRESS_FIELDS: AddressFields<CrcAddressFilter> = {
  id: 'text',
  recipient_number: 'text',
  sender_number: 'text',
  sender_issuer_id: 'number',
  recipient_issuer_id: 'number',
  status: 'text',
  incident_created: 'flag',
  last_user_id: 'number',
  request_date_from: 'text',
  request_date_to: 'text',
  reg_number: 'text',
  notes: 'text',
  url: 'text',
};

/** The filter /alert/list takes. */
export type CrcRequestFilter = Partial<CrimeCheckFilter>;

/** The list as it opens: requests of the last 30 days (spec 2 §9). */
export function initialCrcFilter(today: Dayjs = dayjs()): CrcAddressFilter {
  const [from, to] = defaultRange(undefined, today);
  return { request_date_from: from.format(DATE_FORMAT), request_date_to: to.format(DATE_FORMAT) };
}

/**
 * What the list is asked for: each value the domain's filter schema would refuse (a mistyped
 * address) dropped, then the domain's own reading (a request id alone; without E22 no status 1
 * and no recipient issuer).
 */
export function toRequestFilter(address: CrcAddressFilter, hasE22: boolean): CrcRequestFilter {
  const candidate: Record<string, unknown> = {};
  for (const name of Object.keys(CRC_ADDRESS_FIELDS) as (keyof CrcAddressFilter)[]) {
    const value = name === 'status' ? statusesOf(address.status) : address[name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    candidate[name] = value;
  }
  const schema = makeCrimeCheckFilterSchema();
  for (const error of fieldErrorsOf(schema, candidate)) {
    const field = error.field.split('.')[0];
    if (field) delete candidate[field];
  }
  const effective = effectiveCrimeCheckFilter({ status: [], ...candidate } as unknown as CrimeCheckFilter, {
    hasE22,
  });
  // An empty status list is no filter: the address and the request then say the same.
  const { status, ...rest } = effective;
  return status && status.length > 0 ? { ...rest, status } : rest;
}

export type TriState = 'any' | 'yes' | 'no';

/** The filter box's form values. */
export interface CrcFilterValues {
  id?: string;
  recipient_number?: string;
  sender_number?: string;
  sender_issuer_id?: number | null;
  recipient_issuer_id?: number | null;
  status?: number[];
  incident_created?: TriState;
  last_user_id?: number | null;
  date_range?: DateRangeValue;
  reg_number?: string;
  notes?: string;
  url?: string;
}

const triStateOf = (flag: boolean | undefined): TriState =>
  flag === true ? 'yes' : flag === false ? 'no' : 'any';
const flagOf = (value: TriState | undefined): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/** The box's values for an applied filter. */
export function filterValuesOf(filter: CrcAddressFilter): CrcFilterValues {
  return {
    id: filter.id,
    recipient_number: filter.recipient_number,
    sender_number: filter.sender_number,
    sender_issuer_id: filter.sender_issuer_id ?? null,
    recipient_issuer_id: filter.recipient_issuer_id ?? null,
    status: statusesOf(filter.status),
    incident_created: triStateOf(filter.incident_created),
    last_user_id: filter.last_user_id ?? null,
    date_range: rangeOfFilterDates(filter.request_date_from, filter.request_date_to),
    reg_number: filter.reg_number,
    notes: filter.notes,
    url: filter.url,
  };
}

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;
const id = (value: number | null | undefined): number | undefined => value ?? undefined;

/** The filter a search applies: a request id alone (it clears and disables the others), else every value. */
export function addressFilterOf(values: CrcFilterValues): CrcAddressFilter {
  const requestId = text(values.id);
  if (requestId) return { id: requestId };
  const range = values.date_range;
  return compactFilter({
    recipient_number: text(values.recipient_number),
    sender_number: text(values.sender_number),
    sender_issuer_id: id(values.sender_issuer_id),
    recipient_issuer_id: id(values.recipient_issuer_id),
    status: statusText(values.status ?? []),
    incident_created: flagOf(values.incident_created),
    last_user_id: id(values.last_user_id),
    request_date_from: range ? range[0].format(DATE_FORMAT) : undefined,
    request_date_to: range ? range[1].format(DATE_FORMAT) : undefined,
    reg_number: text(values.reg_number),
    notes: text(values.notes),
    url: text(values.url),
  });
}

/**
 * "The incident filter sets the status filter to 6": a request with an incident is a replied one,
 * so 'present' or 'absent' narrows the statuses to 6; 'any' leaves them.
 */
export function statusesForIncidentFilter(value: TriState, statuses: readonly number[]): number[] {
  return value === 'any' ? [...statuses] : [...CRIME_CHECK_INCIDENT_STATUS_IDS];
}

/** Only the set fields, so that the address and the "did it change" check see the same filter. */
export function compactFilter(filter: CrcAddressFilter): CrcAddressFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as CrcAddressFilter;
}
