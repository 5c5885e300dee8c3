import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  checkPeriod,
  checkPeriodFormat,
  formatKopecks,
  invoiceNumber,
  invoiceTotals,
  invoiceTransition,
  invoiceActionsFrom,
  membershipLine,
  parseHryvnias,
  periodDays,
  previousPeriod,
  tariffOn,
  tariffSetSchema,
  invoiceCancelSchema,
  usageLines,
  type TariffStep,
  type UsageDay,
} from './invoice.js';

const TARIFFS: TariffStep[] = [
  { price: 1200, effective_from: '2026-01-01' },
  { price: 1500, effective_from: '2026-10-16' },
];

describe('usage lines: each use priced by the tariff in force on its day', () => {
  const cases: { name: string; usage: UsageDay[]; lines: [number, number, number][]; unpriced: number }[] = [
    { name: 'no usage, no lines', usage: [], lines: [], unpriced: 0 },
    {
      name: 'one tariff all month',
      usage: [
        { day: '2026-09-01', quantity: 1 },
        { day: '2026-09-30', quantity: 2 },
      ],
      lines: [[3, 1200, 3600]],
      unpriced: 0,
    },
    {
      name: 'a change mid-month: two lines for one service',
      usage: [
        { day: '2026-10-01', quantity: 1 },
        { day: '2026-10-15', quantity: 1 },
        { day: '2026-10-16', quantity: 1 },
        { day: '2026-10-31', quantity: 4 },
      ],
      lines: [
        [2, 1200, 2400],
        [5, 1500, 7500],
      ],
      unpriced: 0,
    },
    {
      name: 'uses before the first tariff are not billed',
      usage: [
        { day: '2025-12-31', quantity: 3 },
        { day: '2026-01-01', quantity: 1 },
      ],
      lines: [[1, 1200, 1200]],
      unpriced: 3,
    },
  ];
  it.each(cases)('$name', ({ usage, lines, unpriced }) => {
    const result = usageLines('mcs', usage, TARIFFS);
    expect(result.lines.map((l) => [l.quantity, l.price, l.amount])).toEqual(lines);
    expect(result.unpriced).toBe(unpriced);
  });
});

describe('totals and VAT (rounded half up to the kopeck)', () => {
  it.each([
    { amounts: [3600], vat: 20, net: 3600, vatAmount: 720, total: 4320 },
    { amounts: [2400, 7500], vat: 20, net: 9900, vatAmount: 1980, total: 11880 },
    { amounts: [1], vat: 20, net: 1, vatAmount: 0, total: 1 },
    { amounts: [3], vat: 20, net: 3, vatAmount: 1, total: 4 },
    { amounts: [1000], vat: 0, net: 1000, vatAmount: 0, total: 1000 },
    { amounts: [1001], vat: 7, net: 1001, vatAmount: 70, total: 1071 },
  ])('$amounts at $vat%', ({ amounts, vat, net, vatAmount, total }) => {
    const lines = amounts.map((amount) => ({
      service: 'mcs' as const,
      quantity: 1,
      price: amount,
      amount,
      price_from: '2026-01-01',
    }));
    expect(invoiceTotals(lines, vat)).toEqual({ net, vat_percent: vat, vat: vatAmount, total });
  });
});

describe('the tariff in force', () => {
  it.each([
    ['2025-12-31', null],
    ['2026-01-01', 1200],
    ['2026-10-15', 1200],
    ['2026-10-16', 1500],
    ['2027-01-01', 1500],
  ])('%s → %s', (day, price) => expect(tariffOn(TARIFFS, day)?.price ?? null).toBe(price));

  it('the membership fee is the one in force on the first day of the month', () => {
    const fees = [
      { price: 500000, effective_from: '2026-01-01' },
      { price: 600000, effective_from: '2026-10-15' },
    ];
    expect(membershipLine('2026-10', fees)?.amount).toBe(500000);
    expect(membershipLine('2026-11', fees)?.amount).toBe(600000);
    expect(membershipLine('2025-12', fees)).toBeNull();
  });
});

describe('status transitions', () => {
  it.each([
    ['issued', 'mark_paid', 'paid'],
    ['issued', 'cancel', 'cancelled'],
    ['paid', 'mark_paid', 'invoice_already_paid'],
    ['paid', 'cancel', 'invoice_already_paid'],
    ['cancelled', 'mark_paid', 'invoice_already_cancelled'],
    ['cancelled', 'cancel', 'invoice_already_cancelled'],
  ] as const)('%s + %s → %s', (from, action, outcome) => {
    const result = invoiceTransition(from, action);
    expect(result.ok ? result.to : result.key).toBe(outcome);
  });
  it('only an issued invoice has actions', () => {
    expect(invoiceActionsFrom('issued')).toEqual(['mark_paid', 'cancel']);
    expect(invoiceActionsFrom('paid')).toEqual([]);
  });
});

describe('periods, numbers and money', () => {
  it.each([
    [{ year: 2026, month: 1, day: 1 }, '2025-12'],
    [{ year: 2026, month: 11, day: 1 }, '2026-10'],
    [{ year: 2026, month: 11, day: 30 }, '2026-10'],
  ])('previous period of %o is %s', (today, period) => expect(previousPeriod(today)).toBe(period));
  it('period days', () => {
    expect(periodDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
  it.each([
    ['2026-11', null],
    ['2026-12', 'invoice_period_future'],
    ['2026-13', 'invoice_period_invalid'],
    ['11.2026', 'invoice_period_invalid'],
  ])('period %s → %s', (value, key) =>
    expect(checkPeriod(value, { year: 2026, month: 11, day: 28 })).toBe(key),
  );
  it.each([
    ['2099-12', null],
    ['2026-00', 'invoice_period_invalid'],
    ['2026-1', 'invoice_period_invalid'],
  ])('period format %s → %s', (value, key) => expect(checkPeriodFormat(value)).toBe(key));
  it('numbers', () => expect(invoiceNumber('mcs', '2026-10', 7)).toBe('MCS-2026-10-0007'));
  it.each([
    [123456, 'uk', '1\u00a0234,56'],
    [123456, 'en', '1,234.56'],
    [5, 'uk', '0,05'],
    [120000000, 'en', '1,200,000.00'],
  ] as const)('%i kopecks in %s', (k, locale, text) => expect(formatKopecks(k, locale)).toBe(text));
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,05', 1205],
    ['-1', null],
    ['1.234', null],
  ])('parse %s', (text, kopecks) => expect(parseHryvnias(text)).toBe(kopecks));
});

describe('requests', () => {
  it('a membership fee names its organisation; a service tariff does not', () => {
    const fee = fieldErrorsOf(tariffSetSchema, { service: 'ema', price: 100, effective_from: '01.01.2026' });
    expect(fee.map((e) => [e.field, e.key])).toEqual([['org_id', 'invoice_fee_org_required']]);
    const tariff = fieldErrorsOf(tariffSetSchema, {
      service: 'mcs',
      org_id: 3,
      price: 100,
      effective_from: '01.01.2026',
    });
    expect(tariff.map((e) => [e.field, e.key])).toEqual([['org_id', 'invoice_tariff_no_org']]);
    const bad = fieldErrorsOf(tariffSetSchema, { service: 'chv', price: -1, effective_from: '2026-01-01' });
    expect(bad.map((e) => [e.field, e.key])).toEqual([
      ['price', 'invoice_price_invalid'],
      ['effective_from', 'date_format'],
    ]);
  });
  it('cancelling needs a reason', () => {
    expect(fieldErrorsOf(invoiceCancelSchema, { id: 1, reason: '' }).map((e) => e.key)).toEqual([
      'invoice_cancel_reason_required',
    ]);
  });
});
