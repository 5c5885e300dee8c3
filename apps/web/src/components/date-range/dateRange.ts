import { DEFAULT_DATE_RANGE_DAYS } from '@afx/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** The picker's value: both ends, or nothing. */
export type DateRangeValue = [Dayjs, Dayjs] | null;

/** A range as list filters send it. */
export interface DateRangeFilterValue {
  from: string;
  to: string;
}

/** dd.MM.yyyy, as the whole portal shows dates. */
export const DATE_FORMAT = 'DD.MM.YYYY';

/** The spec's default: `days` back to today (30 unless set). */
export function defaultRange(days: number = DEFAULT_DATE_RANGE_DAYS, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.subtract(days, 'day').startOf('day'), today.endOf('day')];
}

/** The range as YYYY-MM-DD ends, or null when there is none. */
export function toDateRangeFilter(value: DateRangeValue): DateRangeFilterValue | null {
  return value ? { from: value[0].format('YYYY-MM-DD'), to: value[1].format('YYYY-MM-DD') } : null;
}
