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

/**
 * What a date picker reads from typing: the four-digit-year forms the domain's normalizeLooseDate
 * accepts (dateRange.test.ts keeps the two in step), dd.MM.yyyy first, as shown. A picker parses
 * with formats, not a function, and rewrites its text as soon as one matches: a two-digit year
 * (01.12.25) or a one-digit day after the year (2025-11-2) would be read before the person has
 * typed the rest, so those are left to the single DateField, which reads on leaving.
 */
export const TYPED_DATE_FORMATS: readonly string[] = [
  DATE_FORMAT,
  'D.M.YYYY',
  'YYYY-MM-DD',
  'YYYY.MM.DD',
  'YYYY/MM/DD',
  'DD-MM-YYYY',
  'DD/MM/YYYY',
  'DD MM YYYY',
  'DDMMYYYY',
];

/** The spec's default: `days` back to today (30 unless set). */
export function defaultRange(days: number = DEFAULT_DATE_RANGE_DAYS, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.subtract(days, 'day').startOf('day'), today.endOf('day')];
}

/** The range as YYYY-MM-DD ends, or null when there is none. */
export function toDateRangeFilter(value: DateRangeValue): DateRangeFilterValue | null {
  return value ? { from: value[0].format('YYYY-MM-DD'), to: value[1].format('YYYY-MM-DD') } : null;
}

/**
 * A filter's applied range as the box shows it ('01.11.2026'–'30.11.2026', kept in the address):
 * whole days, only when both ends are real dates in order.
 */
export function rangeOfFilterDates(from: string | undefined, to: string | undefined): DateRangeValue {
  const start = parseFilterDate(from);
  const end = parseFilterDate(to);
  return start && end && !end.isBefore(start) ? [start.startOf('day'), end.endOf('day')] : null;
}

function parseFilterDate(text: string | undefined): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const date = dayjs(`${match[3]}-${match[2]}-${match[1]}`);
  return date.isValid() && date.format(DATE_FORMAT) === text ? date : null;
}
