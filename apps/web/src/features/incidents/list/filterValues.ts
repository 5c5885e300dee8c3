import { INCIDENT_FILTER_LIMITS } from '@afx/domain';
import { DATE_FORMAT, defaultRange, type DateRangeValue } from '../../../components/date-range';
import type { IncidentListFilter } from '../api/incidentTypes';
import { sanitizeForSearch, type TextFilterName } from './filterFields';

/** The filter box's form values. */
export type IncidentFilterValues = { [K in TextFilterName]?: string } & {
  self_only?: boolean;
  creator_org_id?: number | null;
  creator_user_id?: number | null;
  event_date_range?: DateRangeValue;
};

const TEXT_FILTERS = Object.keys(INCIDENT_FILTER_LIMITS) as TextFilterName[];
/** Text filters only E1000 may use (spec 1 §6). */
const EXTENDED_TEXT_FILTERS: ReadonlySet<TextFilterName> = new Set(['id']);

/** Every field cleared. */
export function blankFilterValues(): IncidentFilterValues {
  return {
    ...Object.fromEntries(TEXT_FILTERS.map((name) => [name, undefined])),
    self_only: false,
    creator_org_id: null,
    creator_user_id: null,
    event_date_range: null,
  };
}

/** The box as it opens: every field empty; for E1000 the event-date range 30 days back. */
export function initialFilterValues(extended: boolean): IncidentFilterValues {
  return extended ? { self_only: false, event_date_range: defaultRange() } : { self_only: false };
}

/**
 * The filter sent to /incident/list: "own only" alone when ticked; otherwise every cleaned,
 * non-empty value, and the E1000 filters only for E1000 (the server drops them anyway).
 */
export function toListFilter(values: IncidentFilterValues, extended: boolean): IncidentListFilter {
  if (values.self_only) return { self_only: true };
  const filter: IncidentListFilter = {};
  for (const name of TEXT_FILTERS) {
    if (EXTENDED_TEXT_FILTERS.has(name) && !extended) continue;
    const value = sanitizeForSearch(name, values[name] ?? '');
    if (value !== '') filter[name] = value;
  }
  if (!extended) return filter;
  if (values.creator_org_id) filter.creator_org_id = values.creator_org_id;
  if (values.creator_user_id) filter.creator_user_id = values.creator_user_id;
  // The domain's filter takes dd.MM.yyyy ends (checkPastDate), as the list shows dates.
  const range = values.event_date_range;
  if (range) {
    filter.event_date_from = range[0].format(DATE_FORMAT);
    filter.event_date_to = range[1].format(DATE_FORMAT);
  }
  return filter;
}
