import {
  effectiveAlertFilter,
  fieldErrorsOf,
  makeInboundFilterSchema,
  makeOutboundFilterSchema,
  type InboundFilter,
} from '@afx/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { AddressFields } from '../../../../components/list';
import {
  DATE_FORMAT,
  defaultRange,
  rangeOfFilterDates,
  type DateRangeValue,
} from '../../../../components/date-range';
import type { AlertDirection } from '../../api/alertApi';

/**
 * The applied filter as the address holds it (?q.status=1,3&q.request_date_from=01.11.2026): the
 * statuses as one comma-separated text, since the address keeps one value a field.
 */
export interface AlertAddressFilter {
  id?: string;
  sender_number?: string;
  recipient_number?: string;
  status?: string;
  recipient_issuer_org_id?: number;
  creator_id?: number;
  prevented_fraud?: boolean;
  request_date_from?: string;
  request_date_to?: string;
  sender_org_id?: number;
  last_user_id?: number;
  incident_created?: boolean;
}

/** The filter /outbound/list or /inbound/list takes (the inbound one is the wider). */
export type AlertRequestFilter = Partial<InboundFilter>;

const COMMON_FIELDS: AddressFields<AlertAddressFilter> = {
  id: 'text',
  sender_number: 'text',
  recipient_number: 'text',
  status: 'text',
  prevented_fraud: 'flag',
  request_date_from: 'text',
  request_date_to: 'text',
};

/** Outbound filters by recipient issuer and creator; inbound by sender issuer, last user, incident. */
export const ALERT_ADDRESS_FIELDS: Record<AlertDirection, AddressFields<AlertAddressFilter>> = {
  outbound: { ...COMMON_FIELDS, recipient_issuer_org_id: 'number', creator_id: 'number' },
  inbound: { ...COMMON_FIELDS, sender_org_id: 'number', last_user_id: 'number', incident_created: 'flag' },
};

/** The list as it opens: alerts of the last 30 days (spec 2 §9). */
export function initialAlertFilter(today: Dayjs = dayjs()): AlertAddressFilter {
  const [from, to] = defaultRange(undefined, today);
  return { request_date_from: from.format(DATE_FORMAT), request_date_to: to.format(DATE_FORMAT) };
}

/** '1,3' → [1, 3]; anything that is not a whole positive number is dropped. */
export function statusesOf(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .filter((part) => /^\d{1,4}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

export const statusText = (ids: readonly number[]): string | undefined =>
  ids.length > 0 ? ids.join(',') : undefined;

/**
 * What the list is asked for: the direction's fields, each value the domain's filter schema would
 * refuse (a mistyped address) dropped, and only the alert id when one is given.
 */
export function toRequestFilter(direction: AlertDirection, address: AlertAddressFilter): AlertRequestFilter {
  const candidate: Record<string, unknown> = {};
  for (const name of Object.keys(ALERT_ADDRESS_FIELDS[direction]) as (keyof AlertAddressFilter)[]) {
    const value = name === 'status' ? statusesOf(address.status) : address[name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    candidate[name] = value;
  }
  const schema = direction === 'outbound' ? makeOutboundFilterSchema() : makeInboundFilterSchema();
  for (const error of fieldErrorsOf(schema, candidate)) {
    const field = error.field.split('.')[0];
    if (field) delete candidate[field];
  }
  return effectiveAlertFilter(candidate as AlertRequestFilter);
}

/** The filter box's form values. */
export interface AlertFilterValues {
  id?: string;
  sender_number?: string;
  recipient_number?: string;
  status?: number[];
  recipient_issuer_org_id?: number | null;
  creator_id?: number | null;
  prevented_fraud?: TriState;
  date_range?: DateRangeValue;
  sender_org_id?: number | null;
  last_user_id?: number | null;
  incident_created?: TriState;
}

export type TriState = 'any' | 'yes' | 'no';

const triStateOf = (flag: boolean | undefined): TriState =>
  flag === true ? 'yes' : flag === false ? 'no' : 'any';
const flagOf = (value: TriState | undefined): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/** The box's values for an applied filter; a date range only when both ends are real and in order. */
export function filterValuesOf(filter: AlertAddressFilter): AlertFilterValues {
  return {
    id: filter.id,
    sender_number: filter.sender_number,
    recipient_number: filter.recipient_number,
    status: statusesOf(filter.status),
    recipient_issuer_org_id: filter.recipient_issuer_org_id ?? null,
    creator_id: filter.creator_id ?? null,
    prevented_fraud: triStateOf(filter.prevented_fraud),
    date_range: rangeOfFilterDates(filter.request_date_from, filter.request_date_to),
    sender_org_id: filter.sender_org_id ?? null,
    last_user_id: filter.last_user_id ?? null,
    incident_created: triStateOf(filter.incident_created),
  };
}

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;
const id = (value: number | null | undefined): number | undefined => value ?? undefined;

/** The filter a search applies: an alert id alone (it disables the other filters), else every value. */
export function addressFilterOf(values: AlertFilterValues): AlertAddressFilter {
  const alertId = text(values.id);
  if (alertId) return { id: alertId };
  const range = values.date_range;
  return {
    sender_number: text(values.sender_number),
    recipient_number: text(values.recipient_number),
    status: statusText(values.status ?? []),
    recipient_issuer_org_id: id(values.recipient_issuer_org_id),
    creator_id: id(values.creator_id),
    prevented_fraud: flagOf(values.prevented_fraud),
    request_date_from: range ? range[0].format(DATE_FORMAT) : undefined,
    request_date_to: range ? range[1].format(DATE_FORMAT) : undefined,
    sender_org_id: id(values.sender_org_id),
    last_user_id: id(values.last_user_id),
    incident_created: flagOf(values.incident_created),
  };
}

/** Only the set fields, so that the address and the "did it change" check see the same filter. */
export function compactFilter(filter: AlertAddressFilter): AlertAddressFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as AlertAddressFilter;
}
