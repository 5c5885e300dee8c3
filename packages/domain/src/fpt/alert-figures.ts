import { toMinorUnits, formatMinorUnits } from '../amount.js';
import { DEFAULT_CURRENCY_CODE } from '../currency.js';
import { type DateTime, parseDateTime } from '../dates.js';
import { isFinalFptStatus, isFptStatusId } from './status-table.js';

/** What an alert's list row shows of its incoming transactions (spec 2 §3.1). */
export type FptTransactionSummary = {
  /** The earliest transaction's wall-clock time (Kyiv), null without dated rows. */
  readonly firstTime: DateTime | null;
  readonly count: number;
  /** The total, 2 decimals; null when no row has an amount. */
  readonly total: string | null;
  /** The list's one currency (§5.1 guarantees one), null when no row names it. */
  readonly currency: string | null;
};

const timeKey = (t: DateTime): number =>
  ((((t.year * 100 + t.month) * 100 + t.day) * 100 + t.hour) * 100 + t.minute) * 100 + t.second;

/** "transaction time, transaction count, total amount with currency" of an alert's list row. */
export function fptTransactionSummary(
  list: readonly { readonly date_time?: string; readonly amount?: string; readonly currency_code?: string }[],
): FptTransactionSummary {
  let firstTime: DateTime | null = null;
  let minor = 0;
  let anyAmount = false;
  let currency: string | null = null;
  for (const tran of list) {
    const time = tran.date_time ? parseDateTime(tran.date_time) : null;
    if (time && (firstTime === null || timeKey(time) < timeKey(firstTime))) firstTime = time;
    const amount = tran.amount === undefined ? null : toMinorUnits(tran.amount);
    if (amount !== null) {
      minor += amount;
      anyAmount = true;
    }
    currency ??= tran.currency_code ?? null;
  }
  return { firstTime, count: list.length, total: anyAmount ? formatMinorUnits(minor) : null, currency };
}

/** The counter buttons' money is in hryvnia (spec 2 §2.2). */
export const FPT_MONEY_CURRENCY = DEFAULT_CURRENCY_CODE;

/**
 * A counter group's money from its totals per currency: the sum when every alert is in UAH (0.00 for
 * an empty group), null ('?') as soon as one is in another currency or has none.
 */
export function fptGroupMoney(
  totals: readonly { readonly currency_code: string | null; readonly total: string | null }[],
): string | null {
  let minor = 0;
  for (const line of totals) {
    if (line.currency_code !== FPT_MONEY_CURRENCY) return null;
    minor += line.total === null ? 0 : (toMinorUnits(line.total) ?? 0);
  }
  return formatMinorUnits(minor);
}

/** The SLA thresholds of an inbound alert (configuration: FPT_SLA_TAKE_MINUTES, FPT_SLA_FINAL_HOURS). */
export type FptSlaThresholds = { readonly takeMinutes: number; readonly finalHours: number };

const minutesBetween = (from: Date, to: Date): number =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

/**
 * The SLA clock of an alert: minutes to being taken into processing and to a final status (so far,
 * while not yet). An open alert is overdue when it was not taken within the take threshold or is
 * not final within the final one; a closed alert no longer is. The list's overdue count says the
 * same in SQL (fpt repository `overdue`).
 */
export function fptSla(
  alert: { readonly requestDt: Date; readonly takenAt: Date | null; readonly finalAt: Date | null },
  thresholds: FptSlaThresholds,
  now: Date,
): { take_minutes: number; final_minutes: number; overdue: boolean } {
  // An alert closed without being taken (withdrawn) stops the take clock at its close.
  const take = minutesBetween(alert.requestDt, alert.takenAt ?? alert.finalAt ?? now);
  const final = minutesBetween(alert.requestDt, alert.finalAt ?? now);
  const open = alert.finalAt === null;
  const takeLate = alert.takenAt === null && take > thresholds.takeMinutes;
  const finalLate = final > thresholds.finalHours * 60;
  return { take_minutes: take, final_minutes: final, overdue: open && (takeLate || finalLate) };
}

/**
 * Both sides may write to each other while the alert is open; a closed alert (withdrawn, answered
 * finally, forwarded: the chain goes on in its children) takes no more messages.
 */
export function fptAlertTakesMessages(statusId: number): boolean {
  return isFptStatusId(statusId) && !isFinalFptStatus(statusId);
}

/** The history's event types (spec 2 §3.9) by the history action that wrote the entry. */
export const FPT_EVENT_TYPES = { create: 0, message: 1, status: 2, delivery_error: 3 } as const;
export type FptHistoryAction = keyof typeof FPT_EVENT_TYPES;

export function fptEventType(action: string): number {
  return action in FPT_EVENT_TYPES ? FPT_EVENT_TYPES[action as FptHistoryAction] : FPT_EVENT_TYPES.create;
}
