import { describe, expect, it } from 'vitest';
import {
  instantOfWallClock,
  addDays,
  checkDateTime,
  checkPastDate,
  checkTransactionDateTime,
  defaultDateRange,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantToMinute,
  fromIsoDate,
  normalizeLooseDate,
  rewriteDateForm,
  normalizeTransactionDateTime,
  parseDate,
  toIsoDate,
  todayIn,
  isoCalendarDate,
} from './dates.js';

// 15 June 2024, 12:00 in Kyiv (UTC+3 in summer).
const NOW = new Date('2024-06-15T09:00:00Z');

describe('parseDate — strict dd.MM.yyyy, real calendar dates', () => {
  it.each([
    ['15.06.2024', { year: 2024, month: 6, day: 15 }],
    ['29.02.2024', { year: 2024, month: 2, day: 29 }],
    ['31.12.1999', { year: 1999, month: 12, day: 31 }],
    ['31.02.2024', null],
    ['29.02.2023', null],
    ['31.04.2024', null],
    ['00.01.2024', null],
    ['01.13.2024', null],
    ['1.6.2024', null],
    ['15/06/2024', null],
    ['2024-06-15', null],
    ['15.06.24', null],
    ['', null],
  ])('%j → %o', (value, expected) => {
    expect(parseDate(value)).toEqual(expected);
  });
});

describe('checkPastDate — event_date and erdr_date: "dd.MM.yyyy, not in the future"', () => {
  it.each([
    ['today', '15.06.2024', null],
    ['yesterday', '14.06.2024', null],
    ['tomorrow', '16.06.2024', 'date_in_future'],
    ['next year', '15.06.2025', 'date_in_future'],
    ['"31.02.2024": the form is right, the day does not exist', '31.02.2024', 'date_not_exists'],
    ['"29.02.2026": no leap day in a common year', '29.02.2026', 'date_not_exists'],
    ['"15.13.2024": no thirteenth month', '15.13.2024', 'date_not_exists'],
    ['wrong separators', '15-06-2024', 'date_format'],
    ['no date at all', '15.06', 'date_format'],
  ])('%s: %s → %s', (_name, value, expected) => {
    expect(checkPastDate(value, NOW)).toBe(expected);
  });

  it('uses the Kyiv calendar: at 23:30 UTC it is already tomorrow in Kyiv', () => {
    const lateEvening = new Date('2024-06-15T21:30:00Z');
    expect(checkPastDate('16.06.2024', lateEvening)).toBeNull();
    expect(checkPastDate('17.06.2024', lateEvening)).toBe('date_in_future');
  });
});

describe('FPT transaction date_time — "YYYY.MM.DD, DD.MM.YYYY, DD.MM.YY (each also with - or / separators), all with HH:mm:ss"', () => {
  it.each([
    ['2024.06.01 10:20:30', '01.06.2024 10:20:30'],
    ['2024-06-01 10:20:30', '01.06.2024 10:20:30'],
    ['2024/06/01 10:20:30', '01.06.2024 10:20:30'],
    ['01.06.2024 10:20:30', '01.06.2024 10:20:30'],
    ['01-06-2024 10:20:30', '01.06.2024 10:20:30'],
    ['01/06/2024 10:20:30', '01.06.2024 10:20:30'],
    ['01.06.24 10:20:30', '01.06.2024 10:20:30'],
    ['01-06-24 00:00:00', '01.06.2024 00:00:00'],
    ['01/06/24 23:59:59', '01.06.2024 23:59:59'],
    ['  01.06.2024   10:20:30 ', '01.06.2024 10:20:30'],
    ['01.06.2024', null],
    ['01.06.2024 10:20', null],
    ['01.06/2024 10:20:30', null],
    ['2024.06.01T10:20:30', null],
    ['31.02.2024 10:20:30', null],
    ['01.06.2024 24:00:00', null],
    ['01.06.2024 10:60:00', null],
    ['06.01.2024 10:20:30 extra', null],
  ])('%j → %s', (value, expected) => {
    expect(normalizeTransactionDateTime(value)).toBe(expected);
  });

  it.each([
    ['"required field"', '', 'required_field'],
    ['"invalid value"', '2024.13.01 10:00:00', 'invalid_value'],
    ['a second ago in Kyiv', '15.06.2024 11:59:59', null],
    ['now in Kyiv', '15.06.2024 12:00:00', null],
    ['"date must not be in the future"', '15.06.2024 12:00:01', 'date_in_future'],
    ['tomorrow', '16.06.24 00:00:00', 'date_in_future'],
  ])('%s: %j → %s', (_name, value, expected) => {
    expect(checkTransactionDateTime(value, NOW)).toBe(expected);
  });
});

describe('checkDateTime — "datetime format dd.mm.yyyy hh:mm:ss"', () => {
  it.each([
    ['15.06.2024 10:20:30', null],
    ['15.06.2024 10:20', 'datetime_format'],
    ['2024.06.15 10:20:30', 'datetime_format'],
    ['30.02.2024 10:20:30', 'datetime_format'],
  ])('%j → %s', (value, expected) => {
    expect(checkDateTime(value)).toBe(expected);
  });
});

describe('card-blocking date — "normalised from several separators and formats on change"', () => {
  it.each([
    ['01.06.2024', '01.06.2024'],
    ['1.6.2024', '01.06.2024'],
    ['01-06-2024', '01.06.2024'],
    ['01/06/24', '01.06.2024'],
    ['01 06 2024', '01.06.2024'],
    ['2024-06-01', '01.06.2024'],
    ['01062024', '01.06.2024'],
    ['31.02.2024', null],
    ['June 1', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(normalizeLooseDate(value)).toBe(expected);
  });
});

describe('a typed date in any accepted form, written dd.MM.yyyy for the check to judge', () => {
  it.each([
    ['2026-11-20', '20.11.2026'],
    ['01.01.26', '01.01.2026'],
    ['1.6.2024', '01.06.2024'],
    ['20112026', '20.11.2026'],
    [' 20.11.2026 ', '20.11.2026'],
    // The day is checked afterwards ('no such date'), not lost as a wrong form.
    ['31.02.2026', '31.02.2026'],
    ['2026-02-31', '31.02.2026'],
    ['June 1', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(rewriteDateForm(value)).toBe(expected);
  });
});

describe('conversions and ranges', () => {
  it.each([
    ['15.06.2024', '2024-06-15'],
    ['31.02.2024', null],
  ])('toIsoDate(%s) → %s', (value, expected) => {
    expect(toIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2024-06-15', '15.06.2024'],
    ['2024-02-30', null],
    ['15.06.2024', null],
  ])('fromIsoDate(%s) → %s', (value, expected) => {
    expect(fromIsoDate(value)).toBe(expected);
  });

  it('formats instants in Kyiv time', () => {
    expect(formatInstantDate(new Date('2024-06-30T22:30:00Z'))).toBe('01.07.2024');
    expect(formatInstantDateTime(new Date('2024-01-10T22:30:05Z'))).toBe('11.01.2024 00:30:05');
    // Summer time (UTC+3) and to the minute.
    expect(formatInstantToMinute(new Date('2024-07-10T21:59:59Z'))).toBe('11.07.2024 00:59');
  });

  it('todayIn follows the time zone', () => {
    expect(todayIn(new Date('2024-06-30T22:30:00Z'))).toEqual({ year: 2024, month: 7, day: 1 });
    expect(todayIn(new Date('2024-06-30T22:30:00Z'), 'UTC')).toEqual({ year: 2024, month: 6, day: 30 });
  });

  it.each([
    [{ year: 2024, month: 3, day: 1 }, -1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2024, month: 12, day: 31 }, 1, { year: 2025, month: 1, day: 1 }],
  ])('addDays(%o, %s) → %o', (date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });

  it('"Default date range 30 days back"', () => {
    expect(defaultDateRange(NOW)).toEqual({ from: '16.05.2024', to: '15.06.2024' });
    expect(defaultDateRange(NOW, 7)).toEqual({ from: '08.06.2024', to: '15.06.2024' });
  });
});

describe('instantOfWallClock: a Kyiv wall-clock time as its moment', () => {
  it.each([
    [
      'winter, UTC+2',
      { year: 2025, month: 1, day: 15, hour: 10, minute: 0, second: 0 },
      '2025-01-15T08:00:00.000Z',
    ],
    [
      'summer, UTC+3',
      { year: 2025, month: 7, day: 15, hour: 10, minute: 0, second: 0 },
      '2025-07-15T07:00:00.000Z',
    ],
    [
      'just past midnight',
      { year: 2025, month: 3, day: 1, hour: 0, minute: 30, second: 5 },
      '2025-02-28T22:30:05.000Z',
    ],
  ])('%s', (_name, time, iso) => {
    expect(instantOfWallClock(time).toISOString()).toBe(iso);
  });
});

describe('isoCalendarDate — the yyyy-MM-dd the list filters and SQL compare', () => {
  it.each([
    [{ year: 2026, month: 1, day: 5 }, '2026-01-05'],
    [{ year: 2026, month: 12, day: 31 }, '2026-12-31'],
    [{ year: 999, month: 3, day: 9 }, '0999-03-09'],
  ])('%o → %s', (date, iso) => {
    expect(isoCalendarDate(date)).toBe(iso);
  });
});
