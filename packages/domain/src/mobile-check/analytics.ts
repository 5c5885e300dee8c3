import { fromIsoDate } from '../dates.js';
import type { Locale, MessageKey } from '../messages/index.js';
import { translate } from '../messages/index.js';
import { objectOf, oneOf } from '../zod-rules.js';
import { CALL_FORWARDING_KEYS, SIM_CHANGED_KEYS } from './answers.js';
import { mcsAnalyticsFilterSchema } from './check.js';
import { MCS_OPERATOR_NAMES } from './operators.js';
import { MCS_STATUS_KEYS } from './statuses.js';

/** The analytics' charts: per day, per operator, per SIM result, per call-forwarding result. */
export const MCS_ANALYTICS_CHARTS = ['day', 'operator', 'sim_changed', 'call_forwarding'] as const;
export type McsAnalyticsChart = (typeof MCS_ANALYTICS_CHARTS)[number];

/** Each chart's title, also the name of its sheet in the export. */
export const MCS_ANALYTICS_CHART_TITLES = {
  day: 'mcs_analytics_per_day',
  operator: 'mcs_analytics_per_operator',
  sim_changed: 'mcs_analytics_per_sim',
  call_forwarding: 'mcs_analytics_per_cf',
} as const satisfies Record<McsAnalyticsChart, MessageKey>;

/**
 * `/analytics/export`: the screen's filter, the format, and one chart's table (else all of them).
 * Decision 0044 "Analytics export".
 */
export const mcsAnalyticsExportSchema = objectOf({
  filter: mcsAnalyticsFilterSchema,
  format: oneOf(['xlsx', 'csv']),
  chart: oneOf(MCS_ANALYTICS_CHARTS).nullish(),
});

const isKeyOf = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(map, key);

/**
 * A chart's key in words, the same on the screen and in the export: an operator's name, a SIM or
 * call-forwarding answer, or the status of a check without an answer (which the analytics count
 * under its status); a day (yyyy-MM-dd) as the portal writes dates, dd.MM.yyyy.
 */
export function mcsAnalyticsLabel(chart: McsAnalyticsChart, key: string, locale: Locale): string {
  if (chart === 'day') return fromIsoDate(key) ?? key;
  if (chart === 'operator') return isKeyOf(MCS_OPERATOR_NAMES, key) ? MCS_OPERATOR_NAMES[key] : key;
  if (chart === 'sim_changed' && isKeyOf(SIM_CHANGED_KEYS, key))
    return translate(SIM_CHANGED_KEYS[key], locale);
  if (chart === 'call_forwarding' && isKeyOf(CALL_FORWARDING_KEYS, key))
    return translate(CALL_FORWARDING_KEYS[key], locale);
  if (isKeyOf(MCS_STATUS_KEYS, key)) return translate(MCS_STATUS_KEYS[key], locale);
  return key;
}
