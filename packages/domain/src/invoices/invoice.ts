import { z } from 'zod';
import { type CalendarDate, daysInMonth, parseDate, toIsoDate } from '../dates.js';
import type { MessageKey } from '../messages/index.js';
import { listQuerySchema } from '../list-query.js';
import {
  idNumber,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  requiredText,
  typeError,
} from '../zod-rules.js';

// The member services' invoices (issue 16, /ecs): the kinds, the statuses and their transitions,
// the tariffs in force and the amounts, all pure. Amounts are whole kopecks.

/** mcs: mobile checks; chv: card-blocking information requests; ema: the membership fee. */
export const INVOICE_KINDS = ['mcs', 'chv', 'ema'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The kinds billed from the usage ledger, one line per price in force. */
export const USAGE_INVOICE_KINDS = ['mcs', 'chv'] as const satisfies readonly InvoiceKind[];
export type UsageInvoiceKind = (typeof USAGE_INVOICE_KINDS)[number];
export const isUsageKind = (kind: InvoiceKind): kind is UsageInvoiceKind => kind !== 'ema';

/** The page of each kind (packages/domain routes.ts). */
export const INVOICE_KIND_PATHS = {
  mcs: '/ecs/mcs-invoice',
  chv: '/ecs/chv-invoice',
  ema: '/ecs/ema-invoice',
} as const satisfies Record<InvoiceKind, string>;

export const INVOICE_KIND_KEYS = {
  mcs: 'invoice_kind_mcs',
  chv: 'invoice_kind_chv',
  ema: 'invoice_kind_ema',
} as const satisfies Record<InvoiceKind, MessageKey>;

export const INVOICE_STATUSES = ['issued', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_KEYS = {
  issued: 'invoice_status_issued',
  paid: 'invoice_status_paid',
  cancelled: 'invoice_status_cancelled',
} as const satisfies Record<InvoiceStatus, MessageKey>;

/** The administrator's actions on an invoice and the status each leads to. */
export const INVOICE_ACTIONS = ['mark_paid', 'cancel'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** The transitions: from a status, the actions allowed and where they lead. Paid and cancelled are final. */
export const INVOICE_TRANSITIONS: Readonly<
  Record<InvoiceStatus, Partial<Record<InvoiceAction, InvoiceStatus>>>
> = {
  issued: { mark_paid: 'paid', cancel: 'cancelled' },
  paid: {},
  cancelled: {},
};

/** Why an action is refused from a status (409), keyed by the status it would leave. */
const REFUSAL_KEYS = {
  issued: 'invoice_transition_refused',
  paid: 'invoice_already_paid',
  cancelled: 'invoice_already_cancelled',
} as const satisfies Record<InvoiceStatus, MessageKey>;

/** The status after the action, or the message key of the refusal. */
export function invoiceTransition(
  from: InvoiceStatus,
  action: InvoiceAction,
): { ok: true; to: InvoiceStatus } | { ok: false; key: MessageKey } {
  const to = INVOICE_TRANSITIONS[from][action];
  return to ? { ok: true, to } : { ok: false, key: REFUSAL_KEYS[from] };
}

export const invoiceActionsFrom = (status: InvoiceStatus): InvoiceAction[] =>
  INVOICE_ACTIONS.filter((action) => INVOICE_TRANSITIONS[status][action] !== undefined);

// ---- Periods: a calendar month, 'yyyy-MM', in Kyiv time. ----

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type Period = { year: number; month: number };

export function parsePeriod(value: string): Period | null {
  const match = PERIOD.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export const formatPeriod = ({ year, month }: Period): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month before the one holding `today` (the scheduled run's period). */
export function previousPeriod(today: CalendarDate): string {
  return today.month === 1
    ? formatPeriod({ year: today.year - 1, month: 12 })
    : formatPeriod({ year: today.year, month: today.month - 1 });
}

/** The first and last day of a period, yyyy-MM-dd. */
export function periodDays(period: string): { first: string; last: string } {
  const p = parsePeriod(period);
  if (!p) throw new Error(`not a period: ${period}`);
  const prefix = formatPeriod(p);
  return {
    first: `${prefix}-01`,
    last: `${prefix}-${String(daysInMonth(p.year, p.month)).padStart(2, '0')}`,
  };
}

/** A month written yyyy-MM (the list's filter, the form beside it), else why not. */
export const checkPeriodFormat = (value: string): MessageKey | null =>
  parsePeriod(value) ? null : 'invoice_period_invalid';

/** A period no later than the month holding `today`: an invoice is not built for the future. */
export function checkPeriod(value: string, today: CalendarDate): MessageKey | null {
  const p = parsePeriod(value);
  if (!p) return 'invoice_period_invalid';
  return p.year * 12 + p.month > today.year * 12 + today.month ? 'invoice_period_future' : null;
}

/** MCS-2026-10-0007: the kind, the period and the sequence within the kind and period. */
export function invoiceNumber(kind: InvoiceKind, period: string, sequence: number): string {
  return `${kind.toUpperCase()}-${period}-${String(sequence).padStart(4, '0')}`;
}

// ---- Tariffs and amounts ----

/** A price in force from a day (yyyy-MM-dd) until the next tariff's day. */
export type TariffStep = { price: number; effective_from: string };

/** The tariff in force on a day (yyyy-MM-dd): the latest effective on or before it; none before the first. */
export function tariffOn(tariffs: readonly TariffStep[], day: string): TariffStep | null {
  let found: TariffStep | null = null;
  for (const t of tariffs) {
    if (t.effective_from <= day && (!found || t.effective_from > found.effective_from)) found = t;
  }
  return found;
}

/** One use as the invoice reads it: its Kyiv day (yyyy-MM-dd) and quantity. */
export type UsageDay = { day: string; quantity: number };

/** A line of an invoice: the quantity at one price (the tariff effective from `price_from`). */
export type InvoiceLine = {
  service: InvoiceKind;
  quantity: number;
  price: number;
  amount: number;
  price_from: string;
};

/**
 * The usage lines of a service: each use priced by the tariff in force on its day, one line per
 * tariff (a change mid-month gives two lines), in the tariffs' order. Uses before the first tariff
 * are not billed; they are answered as `unpriced`.
 */
export function usageLines(
  service: UsageInvoiceKind,
  usage: readonly UsageDay[],
  tariffs: readonly TariffStep[],
): { lines: InvoiceLine[]; unpriced: number } {
  const byTariff = new Map<string, InvoiceLine>();
  let unpriced = 0;
  for (const use of usage) {
    const tariff = tariffOn(tariffs, use.day);
    if (!tariff) {
      unpriced += use.quantity;
      continue;
    }
    const line = byTariff.get(tariff.effective_from) ?? {
      service,
      quantity: 0,
      price: tariff.price,
      amount: 0,
      price_from: tariff.effective_from,
    };
    line.quantity += use.quantity;
    line.amount = line.quantity * line.price;
    byTariff.set(tariff.effective_from, line);
  }
  const lines = [...byTariff.values()].sort((a, b) => a.price_from.localeCompare(b.price_from));
  return { lines, unpriced };
}

/** The membership fee's line: the fee in force on the period's first day (a change applies from the next month). */
export function membershipLine(period: string, fees: readonly TariffStep[]): InvoiceLine | null {
  const fee = tariffOn(fees, periodDays(period).first);
  return fee
    ? { service: 'ema', quantity: 1, price: fee.price, amount: fee.price, price_from: fee.effective_from }
    : null;
}

/** VAT on the net amount, rounded half up to the kopeck. */
export const vatOf = (net: number, percent: number): number => Math.round((net * percent) / 100);

export type InvoiceTotals = { net: number; vat_percent: number; vat: number; total: number };

export function invoiceTotals(lines: readonly InvoiceLine[], vatPercent: number): InvoiceTotals {
  const net = lines.reduce((sum, line) => sum + line.amount, 0);
  const vat = vatOf(net, vatPercent);
  return { net, vat_percent: vatPercent, vat, total: net + vat };
}

/** Kopecks as hryvnias for people: 1 234,56 (uk, ru) or 1,234.56 (en). */
export function formatKopecks(kopecks: number, locale: 'uk' | 'en' | 'ru' = 'uk'): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const whole = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  const group = locale === 'en' ? ',' : '\u00a0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${locale === 'en' ? '.' : ','}${cents}`;
}

/** Hryvnias as typed (12, 12.5, 12,50) → kopecks; null when not a non-negative amount with ≤ 2 decimals. */
export function parseHryvnias(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

// ---- Requests ----

export const INVOICE_CANCEL_REASON_MAX = 500;
export const INVOICE_PRICE_MAX = 100_000_000_00;

const periodText = () => optionalText(checkPeriodFormat);

/** The list's filter: a period range (yyyy-MM), a status; an organisation for E1003 (ignored for U1003). */
export const invoiceFilterSchema = objectOf({
  period_from: periodText(),
  period_to: periodText(),
  status: oneOf(INVOICE_STATUSES).nullish(),
  org_id: optionalIdNumber(),
  number: optionalText(undefined, { max: 40 }),
})
  .nullish()
  .transform((filter) => filter ?? ({} as NonNullable<typeof filter>));
export type InvoiceFilter = z.output<typeof invoiceFilterSchema>;

/** The columns the invoice list sorts by. */
export const INVOICE_SORT_FIELDS = ['period', 'issued_at', 'number', 'total'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/**
 * /invoice/list: { kind, filter, page_number, page_size, sort_field, sort_order }, newest period
 * first unless sorted. The kind stays at the top level, where outside systems send it (exchange.md).
 */
export const invoiceListQuerySchema = listQuerySchema(
  invoiceFilterSchema,
  INVOICE_SORT_FIELDS,
  { field: 'period', order: 'descend' },
  { kind: oneOf(INVOICE_KINDS) },
);
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const invoiceIdSchema = objectOf({ id: idNumber() });

/** /invoice/generate: a month, and optionally one kind and one organisation. */
export const invoiceGenerateSchema = objectOf({
  period: requiredText(checkPeriodFormat),
  kind: oneOf(INVOICE_KINDS).nullish(),
  org_id: optionalIdNumber(),
});
export type InvoiceGenerate = z.output<typeof invoiceGenerateSchema>;

/** /invoice/mark_paid: the day it was paid (dd.MM.yyyy), today when absent. */
export const invoiceMarkPaidSchema = objectOf({
  id: idNumber(),
  paid_date: optionalText((value) => (parseDate(value) ? null : 'date_format')),
});

/** /invoice/cancel: the reason is required. */
export const invoiceCancelSchema = objectOf({
  id: idNumber(),
  reason: requiredText(undefined, {
    max: INVOICE_CANCEL_REASON_MAX,
    requiredKey: 'invoice_cancel_reason_required',
  }),
});

/** /tariff/set: a price (kopecks) for a service from a day; the membership fee names its organisation. */
export const tariffSetSchema = objectOf({
  service: oneOf(INVOICE_KINDS),
  org_id: optionalIdNumber(),
  price: z
    .int({ error: typeError })
    .min(0, { error: 'invoice_price_invalid' })
    .max(INVOICE_PRICE_MAX, { error: 'invoice_price_invalid' }),
  effective_from: requiredText((value) => (parseDate(value) ? null : 'date_format')),
}).superRefine((value, ctx) => {
  if (value.service === 'ema' && !value.org_id)
    ctx.addIssue({ code: 'custom', path: ['org_id'], message: 'invoice_fee_org_required' });
  if (value.service !== 'ema' && value.org_id)
    ctx.addIssue({ code: 'custom', path: ['org_id'], message: 'invoice_tariff_no_org' });
});
export type TariffSet = z.output<typeof tariffSetSchema>;

/** dd.MM.yyyy → yyyy-MM-dd for a validated date. */
export const isoDay = (value: string): string => toIsoDate(value) ?? value;
