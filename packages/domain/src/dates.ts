import type { MessageKey } from './messages/index.js';

/** The UI shows dates in Kyiv time (ARCHITECTURE "Time"), so "today" and "the future" are Kyiv's. */
export const KYIV_TIME_ZONE = 'Europe/Kyiv';

export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };
export type DateTime = CalendarDate & {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

const pad2 = (value: number): string => String(value).padStart(2, '0');
const pad4 = (value: number): string => String(value).padStart(4, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A date that exists in the calendar (no 31.02, no 29.02 in a common year). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function isRealTime(hour: number, minute: number, second: number): boolean {
  return hour <= 23 && minute <= 59 && second <= 59;
}

function dateOf(year: number, month: number, day: number): CalendarDate | null {
  const date = { year, month, day };
  return isRealDate(date) ? date : null;
}

function dateTimeOf(
  date: CalendarDate | null,
  hour: number,
  minute: number,
  second: number,
): DateTime | null {
  return date && isRealTime(hour, minute, second) ? { ...date, hour, minute, second } : null;
}

/** Strict dd.MM.yyyy, a real calendar date. */
export function parseDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return match ? dateOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

export function formatDate(date: CalendarDate): string {
  return `${pad2(date.day)}.${pad2(date.month)}.${pad4(date.year)}`;
}

/** Strict dd.MM.yyyy HH:mm:ss ("datetime format dd.mm.yyyy hh:mm:ss"). */
export function parseDateTime(value: string): DateTime | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const date = dateOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return dateTimeOf(date, Number(match[4]), Number(match[5]), Number(match[6]));
}

export function formatDateTime(value: DateTime): string {
  return `${formatDate(value)} ${pad2(value.hour)}:${pad2(value.minute)}:${pad2(value.second)}`;
}

/** dd.MM.yyyy → yyyy-MM-dd (the database's date form); null when not a date. */
export function toIsoDate(value: string): string | null {
  const date = parseDate(value);
  return date ? `${pad4(date.year)}-${pad2(date.month)}-${pad2(date.day)}` : null;
}

/** yyyy-MM-dd → dd.MM.yyyy; null when not a date. */
export function fromIsoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? dateOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  return date ? formatDate(date) : null;
}

function dateKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

function dateTimeKey(value: DateTime): number {
  return dateKey(value) * 1000000 + value.hour * 10000 + value.minute * 100 + value.second;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(dateKey(a) - dateKey(b));
}

// Building an Intl.DateTimeFormat costs about 0.2 ms, using one a few microseconds: a paste of
// 100 rows asks "is it in the future?" for every row.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The last instant read, kept: every row of a list asks about the same "now". */
let lastWallClock: { readonly time: number; readonly timeZone: string; readonly value: DateTime } | null =
  null;

/** The wall-clock date and time of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string = KYIV_TIME_ZONE): DateTime {
  const time = instant.getTime();
  if (lastWallClock?.time === time && lastWallClock.timeZone === timeZone) return lastWallClock.value;
  const value = readWallClock(instant, timeZone);
  lastWallClock = { time, timeZone, value };
  return value;
}

function readWallClock(instant: Date, timeZone: string): DateTime {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? '0');
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The instant a wall-clock time names in a time zone (a transaction's Kyiv time → its moment). */
export function instantOfWallClock(time: DateTime, timeZone: string = KYIV_TIME_ZONE): Date {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offsetAt = (instant: number): number => {
    const w = wallClock(new Date(instant), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - instant;
  };
  // The zone's offset at the first guess, then at the corrected instant (across a DST change).
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}

export function todayIn(now: Date, timeZone: string = KYIV_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClock(now, timeZone);
  return { year, month, day };
}

/** A calendar date as yyyy-MM-dd, the form SQL and the list filters compare. */
export function isoCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An instant shown as dd.MM.yyyy in Kyiv. */
export function formatInstantDate(instant: Date, timeZone: string = KYIV_TIME_ZONE): string {
  return formatDate(wallClock(instant, timeZone));
}

/** An instant shown as dd.MM.yyyy HH:mm:ss in Kyiv. */
export function formatInstantDateTime(instant: Date, timeZone: string = KYIV_TIME_ZONE): string {
  return formatDateTime(wallClock(instant, timeZone));
}

/** An instant shown as dd.MM.yyyy HH:mm in Kyiv (a notification's time: seconds say nothing there). */
export function formatInstantToMinute(instant: Date, timeZone: string = KYIV_TIME_ZONE): string {
  return formatInstantDateTime(instant, timeZone).slice(0, -3);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Date-range filter shortcuts in days (spec 1 §9, spec 2 §9). */
export const DATE_RANGE_SHORTCUTS = { week: 7, month: 30, three_months: 90 } as const;
export const DEFAULT_DATE_RANGE_DAYS = 30;

/** The default filter range: from 30 days back to today, as dd.MM.yyyy. */
export function defaultDateRange(
  now: Date,
  days: number = DEFAULT_DATE_RANGE_DAYS,
): { readonly from: string; readonly to: string } {
  const today = todayIn(now);
  return { from: formatDate(addDays(today, -days)), to: formatDate(today) };
}

/**
 * dd.MM.yyyy, a real date, not after today in Kyiv. A right form naming a day the calendar lacks
 * (31.02, 29.02 of a common year, month 13) is 'no such date', not a wrong format.
 */
export function checkPastDate(value: string, now: Date = new Date()): MessageKey | null {
  const date = parseDate(value);
  if (!date) return /^\d{2}\.\d{2}\.\d{4}$/.test(value) ? 'date_not_exists' : 'date_format';
  return compareDates(date, todayIn(now)) > 0 ? 'date_in_future' : null;
}

/** dd.MM.yyyy HH:mm:ss, a real moment. */
export function checkDateTime(value: string): MessageKey | null {
  return parseDateTime(value) ? null : 'datetime_format';
}

const SEP = '([-./])';
const TIME = ' (\\d{2}):(\\d{2}):(\\d{2})$';
const YEAR_FIRST = new RegExp(`^(\\d{4})${SEP}(\\d{2})\\2(\\d{2})${TIME}`);
const DAY_FIRST = new RegExp(`^(\\d{2})${SEP}(\\d{2})\\2(\\d{4})${TIME}`);
const DAY_FIRST_SHORT_YEAR = new RegExp(`^(\\d{2})${SEP}(\\d{2})\\2(\\d{2})${TIME}`);

/**
 * FPT transaction date_time (spec 2 §5.1): YYYY.MM.DD, DD.MM.YYYY or DD.MM.YY, each with '.', '-'
 * or '/' (the same separator twice), then HH:mm:ss. A two-digit year is 20YY: transactions are
 * recent, and a later year is caught by the not-in-the-future check.
 */
export function parseTransactionDateTime(value: string): DateTime | null {
  const text = value.trim().replace(/\s+/g, ' ');
  let match = YEAR_FIRST.exec(text);
  if (match) {
    const date = dateOf(Number(match[1]), Number(match[3]), Number(match[4]));
    return dateTimeOf(date, Number(match[5]), Number(match[6]), Number(match[7]));
  }
  match = DAY_FIRST.exec(text) ?? DAY_FIRST_SHORT_YEAR.exec(text);
  if (!match) return null;
  const yearText = match[4] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const date = dateOf(year, Number(match[3]), Number(match[1]));
  return dateTimeOf(date, Number(match[5]), Number(match[6]), Number(match[7]));
}

/** Any accepted transaction date form → dd.MM.yyyy HH:mm:ss; null when not accepted. */
export function normalizeTransactionDateTime(value: string): string | null {
  const parsed = parseTransactionDateTime(value);
  return parsed ? formatDateTime(parsed) : null;
}

/** Messages 'required field', 'invalid value', 'date must not be in the future' (spec 2 §5.1). */
export function checkTransactionDateTime(value: string, now: Date = new Date()): MessageKey | null {
  if (value.trim() === '') return 'required_field';
  const parsed = parseTransactionDateTime(value);
  if (!parsed) return 'invalid_value';
  return dateTimeKey(parsed) > dateTimeKey(wallClock(now)) ? 'date_in_future' : null;
}

/** The day, month and year a typed date names, in any accepted form; not checked against the calendar. */
function looseDateParts(value: string): CalendarDate | null {
  const text = value.trim();
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (compact) return { year: Number(compact[3]), month: Number(compact[2]), day: Number(compact[1]) };
  const yearFirst = /^(\d{4})[-./ ](\d{1,2})[-./ ](\d{1,2})$/.exec(text);
  if (yearFirst)
    return { year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
  const dayFirst = /^(\d{1,2})[-./ ,](\d{1,2})[-./ ,](\d{2}|\d{4})$/.exec(text);
  if (!dayFirst) return null;
  const yearText = dayFirst[3] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { year, month: Number(dayFirst[2]), day: Number(dayFirst[1]) };
}

/**
 * A typed date in any accepted form (d.m.yyyy, dd-mm-yy, dd/mm/yyyy, dd mm yyyy, yyyy-mm-dd,
 * ddmmyyyy) written as dd.MM.yyyy, whether or not the calendar has that day: '2026-02-31' becomes
 * '31.02.2026', so checkPastDate says 'no such date' rather than 'wrong format'. A two-digit year
 * is 20YY. Null when the text is no date form.
 */
export function rewriteDateForm(value: string): string | null {
  const parts = looseDateParts(value);
  return parts ? formatDate(parts) : null;
}

/**
 * Card-blocking date input (spec 3 §5: "normalised from several separators and formats"): d.m.yyyy,
 * dd-mm-yy, dd/mm/yyyy, dd mm yyyy, yyyy-mm-dd and ddmmyyyy become dd.MM.yyyy. Null when the text
 * is no real date, so the caller keeps what was typed and the check reports it.
 */
export function normalizeLooseDate(value: string): string | null {
  const parts = looseDateParts(value);
  return parts && isRealDate(parts) ? formatDate(parts) : null;
}
