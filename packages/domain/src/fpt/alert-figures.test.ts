import { describe, expect, it } from 'vitest';
import {
  fptAlertTakesMessages,
  fptEventType,
  fptGroupMoney,
  fptSla,
  fptTransactionSummary,
} from './alert-figures.js';

describe('fptTransactionSummary', () => {
  it.each([
    [
      'the earliest time, the count, the total and the currency',
      [
        { date_time: '02.01.2025 10:00:00', amount: '300.50', currency_code: '980' },
        { date_time: '01.01.2025 23:59:59', amount: '200', currency_code: '980' },
      ],
      {
        firstTime: { year: 2025, month: 1, day: 1, hour: 23, minute: 59, second: 59 },
        count: 2,
        total: '500.50',
        currency: '980',
      },
    ],
    ['no rows', [], { firstTime: null, count: 0, total: null, currency: null }],
    [
      'rows without amounts',
      [{ date_time: '01.01.2025 10:00:00' }],
      {
        firstTime: { year: 2025, month: 1, day: 1, hour: 10, minute: 0, second: 0 },
        count: 1,
        total: null,
        currency: null,
      },
    ],
  ])('%s', (_name, list, expected) => {
    expect(fptTransactionSummary(list)).toEqual(expected);
  });
});

describe('fptGroupMoney: hryvnia only, "?" for a mixed group', () => {
  it.each([
    ['an empty group', [], '0.00'],
    [
      'UAH alone',
      [
        { currency_code: '980', total: '100.10' },
        { currency_code: '980', total: '0.90' },
      ],
      '101.00',
    ],
    [
      'one dollar alert',
      [
        { currency_code: '980', total: '100' },
        { currency_code: '840', total: '5' },
      ],
      null,
    ],
    ['an alert without a currency', [{ currency_code: null, total: null }], null],
  ])('%s', (_name, totals, money) => {
    expect(fptGroupMoney(totals)).toBe(money);
  });
});

describe('fptSla', () => {
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
  const limits = { takeMinutes: 15, finalHours: 24 };
  it.each([
    [
      'new, within the take threshold',
      { takenAt: null, finalAt: null },
      at(15),
      { take_minutes: 15, final_minutes: 15, overdue: false },
    ],
    [
      'new, past the take threshold',
      { takenAt: null, finalAt: null },
      at(16),
      { take_minutes: 16, final_minutes: 16, overdue: true },
    ],
    [
      'taken in time, still open',
      { takenAt: at(10), finalAt: null },
      at(60),
      { take_minutes: 10, final_minutes: 60, overdue: false },
    ],
    [
      'taken, open past 24 hours',
      { takenAt: at(10), finalAt: null },
      at(24 * 60 + 1),
      { take_minutes: 10, final_minutes: 1441, overdue: true },
    ],
    [
      'closed late is no longer overdue',
      { takenAt: at(30), finalAt: at(3000) },
      at(5000),
      { take_minutes: 30, final_minutes: 3000, overdue: false },
    ],
    [
      'withdrawn before being taken',
      { takenAt: null, finalAt: at(5) },
      at(500),
      { take_minutes: 5, final_minutes: 5, overdue: false },
    ],
  ])('%s', (_name, times, now, expected) => {
    expect(fptSla({ requestDt: at(0), ...times }, limits, now)).toEqual(expected);
  });
});

describe('fptAlertTakesMessages: while the alert is open', () => {
  it.each([
    [1, true],
    [3, true],
    [8, true],
    [2, false],
    [10, false],
    [12, false],
    [99, false],
  ])('status %i → %s', (status, open) => {
    expect(fptAlertTakesMessages(status)).toBe(open);
  });
});

describe('fptEventType: history actions to the timeline types of spec 2 §3.9', () => {
  it.each([
    ['create', 0],
    ['message', 1],
    ['status', 2],
    ['delivery_error', 3],
    ['incident', 0],
  ])('%s → %i', (action, type) => {
    expect(fptEventType(action)).toBe(type);
  });
});
