import { describe, expect, it } from 'vitest';
import { dayToUnixSeconds, formatDayMonth, formatFullDay } from '../../components/chart/chartDays';
import { parseDashboardInfo } from './dashboardInfo';
import { formatCount } from './formatCount';
import { summariseTrend } from './trendSummary';

describe('parseDashboardInfo', () => {
  it('keeps counts and turns anything else into "unknown"', () => {
    const info = parseDashboardInfo({ users: 5, api_users: null, organisations: '6', bins: Number.NaN });
    expect(info.counters.users).toBe(5);
    expect(info.counters.api_users).toBeNull();
    expect(info.counters.organisations).toBeNull();
    expect(info.counters.bins).toBeNull();
    expect(info.counters.crc_requests_today).toBeNull();
    expect(info.incidentTrend).toBeNull();
  });

  it('keeps the well-formed trend points', () => {
    const info = parseDashboardInfo({
      incident_trend: [{ date: '2026-11-20', count: 2 }, { date: '2026-11-21' }, 'x'],
    });
    expect(info.incidentTrend).toEqual([{ date: '2026-11-20', count: 2 }]);
  });
});

describe('formatCount', () => {
  it.each([
    [1234567, 'en', '1,234,567'],
    [0, 'uk', '0'],
    [null, 'uk', '—'],
    [undefined, 'en', '—'],
  ])('%j in %s → %s', (value, language, expected) => {
    expect(formatCount(value, language).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('summariseTrend', () => {
  it('adds the days up and names the latest busiest day', () => {
    expect(
      summariseTrend([
        { date: '2026-11-19', count: 4 },
        { date: '2026-11-20', count: 1 },
        { date: '2026-11-21', count: 4 },
      ]),
    ).toEqual({ days: 3, total: 9, max: 4, busiestDate: '21.11.2026' });
  });

  it('has nothing to say about an empty trend', () => {
    expect(summariseTrend([])).toBeNull();
  });
});

describe('chart data', () => {
  it('places each day at its UTC midnight and labels it with its own date', () => {
    const day = dayToUnixSeconds('2026-01-31');
    expect(day).toBe(Date.UTC(2026, 0, 31) / 1000);
    expect(formatDayMonth(day)).toBe('31.01');
    expect(formatFullDay(day)).toBe('31.01.2026');
  });
});
