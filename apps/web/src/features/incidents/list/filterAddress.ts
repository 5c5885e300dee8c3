import { INCIDENT_FILTER_LIMITS, INCIDENT_SORT_FIELDS } from '@afx/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { AddressFields } from '../../../components/list';
import { DATE_FORMAT } from '../../../components/date-range';
import type { IncidentListFilter } from '../api/incidentTypes';
import { sanitizeAsTyped, type TextFilterName } from './filterFields';
import type { IncidentFilterValues } from './filterValues';

const TEXT_FILTERS = Object.keys(INCIDENT_FILTER_LIMITS) as TextFilterName[];

/** The incident filter as the address holds it (?q.fullname=…&q.event_date_from=01.11.2026). */
export const INCIDENT_ADDRESS_FIELDS: AddressFields<IncidentListFilter> = {
  ...Object.fromEntries(TEXT_FILTERS.map((name) => [name, 'text'])),
  self_only: 'flag',
  creator_org_id: 'number',
  creator_user_id: 'number',
  event_date_from: 'text',
  event_date_to: 'text',
};

export const INCIDENT_ADDRESS_SORT_FIELDS: readonly string[] = INCIDENT_SORT_FIELDS;

/** A dd.MM.yyyy date that exists, or null. */
function parseDate(text: string | undefined, end: 'start' | 'end'): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const date = dayjs(`${match[3]}-${match[2]}-${match[1]}`);
  if (!date.isValid() || date.format(DATE_FORMAT) !== text) return null;
  return end === 'start' ? date.startOf('day') : date.endOf('day');
}

/**
 * The filter box's values for an applied filter (from the address): text cleaned and cut as if
 * typed, a date range only when both ends are real dates in order.
 */
export function filterValuesOf(filter: IncidentListFilter): IncidentFilterValues {
  const values: IncidentFilterValues = { self_only: filter.self_only === true };
  for (const name of TEXT_FILTERS) {
    const value = filter[name];
    if (value) values[name] = sanitizeAsTyped(name, value).slice(0, INCIDENT_FILTER_LIMITS[name]);
  }
  if (filter.creator_org_id) values.creator_org_id = filter.creator_org_id;
  if (filter.creator_user_id) values.creator_user_id = filter.creator_user_id;
  const from = parseDate(filter.event_date_from, 'start');
  const to = parseDate(filter.event_date_to, 'end');
  values.event_date_range = from && to && !to.isBefore(from) ? [from, to] : null;
  return values;
}
