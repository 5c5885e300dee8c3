import { describe, expect, it } from 'vitest';
import {
  compileDatePattern,
  compileDateTimePattern,
  compileTimePattern,
  type DatePattern,
  readDateTime,
} from './date-time.js';

function patterns(dataFormat: string, timeFormat: string, separator = ' ') {
  const date = compileDatePattern(dataFormat) as DatePattern;
  const time = compileTimePattern(timeFormat) as DatePattern;
  return { date, time, combined: compileDateTimePattern(date, time, separator) };
}

describe('one date-time cell', () => {
  it.each([
    ['DD.MM.YYYY', 'HH:mm:ss', ' ', '25.11.2026 14:03:11', '25.11.2026 14:03:11'],
    ['DD.MM.YYYY', 'HH:mm:ss', ' ', '5.11.2026  9:03:11', '05.11.2026 09:03:11'],
    ['dd.mm.yyyy', 'hh:mm:ss', ' ', '25.11.2026 14:03:11', '25.11.2026 14:03:11'],
    ['YYYY-MM-DD', 'HH:mm:ss', 'T', '2026-11-25T14:03:11', '25.11.2026 14:03:11'],
    ['DD/MM/YY', 'HH:mm', ' ', '25/11/26 14:03', '25.11.2026 14:03:00'],
    ['MM/DD/YYYY', 'HH:mm', ' ', '11/25/2026 14:03', '25.11.2026 14:03:00'],
    ['DD-MM-YYYY', 'HH:mm', ',', '25-11-2026, 14:03', '25.11.2026 14:03:00'],
    ['YYYYMMDD', 'HHmmss', ' ', '20261125 140311', '25.11.2026 14:03:11'],
    ['YYYYMMDD', 'HHmm', '_', '20261125_1403', '25.11.2026 14:03:00'],
    ['YY.MM.DD', 'HH:mm', ' ', '26.11.25 14:03', '25.11.2026 14:03:00'],
    ['MM/DD/YYYY', 'hh:mm A', ' ', '11/25/2026 02:03 PM', '25.11.2026 14:03:00'],
    ['MM/DD/YYYY', 'h:mm a', ' ', '11/25/2026 12:30 am', '25.11.2026 00:30:00'],
    ['DD.MM.YYYY', 'HH:mm tt', ' ', '25.11.2026 11:59 PM', '25.11.2026 23:59:00'],
  ])('%s%s%s reads %s', (dataFormat, timeFormat, separator, cell, expected) => {
    expect(readDateTime(patterns(dataFormat, timeFormat, separator), { dateTime: cell })).toBe(expected);
  });

  it.each([
    ['DD.MM.YYYY', 'HH:mm:ss', '25.11.2026 02:03:11 PM'],
    ['DD.MM.YYYY', 'HH:mm:ss', '25.11.2026 14:03'],
    ['DD.MM.YYYY', 'HH:mm:ss', '2026-11-25 14:03:11'],
    ['DD.MM.YYYY', 'HH:mm:ss', '25.11.26 14:03:11'],
    ['YYYYMMDD', 'HHmmss', '2026112 140311'],
    ['MM/DD/YYYY', 'hh:mm A', '11/25/2026 13:03 PM'],
    ['MM/DD/YYYY', 'hh:mm A', '11/25/2026 00:03 AM'],
    ['MM/DD/YYYY', 'hh:mm A', '11/25/2026 02:03'],
  ])('%s %s refuses %s', (dataFormat, timeFormat, cell) => {
    expect(readDateTime(patterns(dataFormat, timeFormat), { dateTime: cell })).toBeNull();
  });

  it('writes a matching but impossible moment out as read, for the transaction rule to refuse', () => {
    expect(readDateTime(patterns('DD.MM.YYYY', 'HH:mm'), { dateTime: '31.02.2026 25:61' })).toBe(
      '31.02.2026 25:61:00',
    );
  });
});

describe('separate date and time cells', () => {
  it('reads each cell by its own pattern', () => {
    expect(readDateTime(patterns('DD.MM.YYYY', 'HH:mm:ss'), { date: '25.11.2026', time: '14:03:11' })).toBe(
      '25.11.2026 14:03:11',
    );
  });

  it('refuses a time cell that does not match', () => {
    expect(
      readDateTime(patterns('DD.MM.YYYY', 'HH:mm:ss'), { date: '25.11.2026', time: '14.03.11' }),
    ).toBeNull();
  });

  it('reads midnight without a time cell', () => {
    expect(readDateTime(patterns('DD.MM.YYYY', 'HH:mm:ss'), { date: '25.11.2026' })).toBe(
      '25.11.2026 00:00:00',
    );
  });
});

describe('patterns a format cannot be read by', () => {
  it.each(['DD.MM', 'MM.YYYY', 'DDD.MM.YYYY', 'DD.MM.YYY'])('date %s', (dataFormat) => {
    expect(compileDatePattern(dataFormat)).toBeNull();
  });

  it.each(['HH', 'mm:ss', 'HHH:mm'])('time %s', (timeFormat) => {
    expect(compileTimePattern(timeFormat)).toBeNull();
  });
});
