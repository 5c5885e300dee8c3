import type { McsOperator } from '@afx/domain';
import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  type DateRangeValue,
  defaultRange,
  rangeOfFilterDates,
} from '../../components/date-range';

/** The analytics' filter as the server takes it (yyyy-MM-dd days). */
export interface AnalyticsFilter {
  date_from: string;
  date_to: string;
  org_id?: number;
  operator?: string;
}

/** The form's values: the period as the portal's date range, organisation and operator. */
export interface AnalyticsFilterValues {
  period: DateRangeValue;
  org?: number | null;
  operator?: McsOperator | 'other' | null;
}

const SERVER_DAY = 'YYYY-MM-DD';

/**
 * The filter kept in the address as the portal's other screens keep a period
 * (?from=01.11.2026&to=27.11.2026&org=3&operator=kyivstar): a missing or broken period is the last
 * 30 days; the organisation counts only for E1004.
 */
export function analyticsFilterOf(params: URLSearchParams, extended: boolean): AnalyticsFilter {
  const [from, to] =
    rangeOfFilterDates(params.get('from') ?? undefined, params.get('to') ?? undefined) ?? defaultRange();
  const filter: AnalyticsFilter = { date_from: from.format(SERVER_DAY), date_to: to.format(SERVER_DAY) };
  const org = Number(params.get('org'));
  if (extended && Number.isInteger(org) && org > 0) filter.org_id = org;
  const operator = params.get('operator');
  if (operator) filter.operator = operator;
  return filter;
}

/** The form's values of the filter in force: its period as whole days, organisation and operator. */
export const analyticsValuesOf = (filter: AnalyticsFilter): AnalyticsFilterValues => ({
  period: [dayjs(filter.date_from).startOf('day'), dayjs(filter.date_to).endOf('day')],
  org: filter.org_id ?? null,
  operator: (filter.operator as AnalyticsFilterValues['operator']) ?? null,
});

/** The form's values as the address keeps them; a cleared period leaves the default. */
export function analyticsParamsOf(values: AnalyticsFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.period) {
    params.set('from', values.period[0].format(DATE_FORMAT));
    params.set('to', values.period[1].format(DATE_FORMAT));
  }
  if (values.org) params.set('org', String(values.org));
  if (values.operator) params.set('operator', values.operator);
  return params;
}
