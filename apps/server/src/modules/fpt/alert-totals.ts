import { FPT_STATUS_TABLE, type OrgScope, daysInMonth, isFinalFptStatus } from '@afx/domain';
import { and, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/pool.js';
import type { AlertFilter, ListSide, StatusTotal } from './repository.js';
import { fptAlertTotals as totals } from './tables.js';

/** The filter fields the running totals can answer: the Kyiv days and the recipient bank. */
const ANSWERED_BY_TOTALS = new Set([
  'request_date_from',
  'request_date_to',
  'recipient_issuer_org_id',
  'status',
]);

/**
 * Whether the list's counters can come from the running totals: the list asks for no more than a
 * scope, a range of Kyiv days and a recipient bank (the web's first page, with or without dates).
 * Any other filter (a number, a person, an incident) counts the alerts themselves.
 */
export function answeredByTotals(filter: AlertFilter & { status: number[] }): boolean {
  return Object.entries(filter).every(
    ([key, value]) => ANSWERED_BY_TOTALS.has(key) || value === undefined || value === null,
  );
}

/** The statuses of an open alert (final_at empty): those a next status may follow. */
const OPEN_STATUS_IDS = FPT_STATUS_TABLE.map((status) => status.id).filter((id) => !isFinalFptStatus(id));

const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
function nextMonthStart(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
const isLastDayOfMonth = (iso: string) =>
  Number(iso.slice(8, 10)) === daysInMonth(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));

/**
 * The rows that add up to a range of Kyiv days (yyyy-MM-dd, either end open): month rows for the
 * whole months inside it, day rows for the days before the first and after the last of them.
 */
export function periodConditions(from: string | undefined, to: string | undefined): SQL | undefined {
  // The first and the last whole month (their first days); an open end takes every month.
  const firstMonth = from === undefined ? undefined : from.endsWith('-01') ? from : nextMonthStart(from);
  const afterLastMonth =
    to === undefined ? undefined : isLastDayOfMonth(to) ? nextMonthStart(to) : monthStart(to);
  const day = eq(totals.period, 'day');
  const daysBetween = (start: string | undefined, end: string | undefined) =>
    and(
      day,
      start ? gte(totals.periodStart, start) : undefined,
      end ? lte(totals.periodStart, end) : undefined,
    );
  if (firstMonth !== undefined && afterLastMonth !== undefined && firstMonth >= afterLastMonth)
    return daysBetween(from, to);
  const months = and(
    eq(totals.period, 'month'),
    firstMonth ? gte(totals.periodStart, firstMonth) : undefined,
    afterLastMonth ? lt(totals.periodStart, afterLastMonth) : undefined,
  );
  return or(
    months,
    from && firstMonth !== from
      ? and(daysBetween(from, undefined), lt(totals.periodStart, firstMonth!))
      : undefined,
    to && afterLastMonth ? daysBetween(afterLastMonth, to) : undefined,
  );
}

function totalsConditions(side: ListSide, scope: OrgScope, filter: AlertFilter): SQL | undefined {
  return and(
    scope.kind === 'own'
      ? eq(side === 'outbound' ? totals.creatorOrgId : totals.recipientOrgId, scope.orgId)
      : undefined,
    // The inbound lists show alerts with a recipient bank; 0 stands for none.
    side === 'inbound' ? ne(totals.recipientOrgId, 0) : undefined,
    filter.recipient_issuer_org_id ? eq(totals.recipientOrgId, filter.recipient_issuer_org_id) : undefined,
    periodConditions(filter.request_date_from, filter.request_date_to),
  );
}

/** Counts and money per status and currency from the running totals, as statusTotals answers them. */
export async function alertTotals(
  db: Executor,
  side: ListSide,
  scope: OrgScope,
  filter: AlertFilter,
): Promise<StatusTotal[]> {
  return db
    .select({
      status_id: totals.statusId,
      currency_code: sql<string | null>`nullif(${totals.currencyCode}, '')`,
      count: sql<number>`sum(${totals.alerts})::int`,
      total: sql<string | null>`case when sum(${totals.priced}) > 0 then sum(${totals.total})::text end`,
    })
    .from(totals)
    .where(totalsConditions(side, scope, filter))
    .groupBy(totals.statusId, totals.currencyCode)
    .having(sql`sum(${totals.alerts}) > 0`);
}

/** How many alerts of the scope and days are open (not in a final status). */
export async function openAlertCount(
  db: Executor,
  side: ListSide,
  scope: OrgScope,
  filter: AlertFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${totals.alerts}), 0)::int` })
    .from(totals)
    .where(and(totalsConditions(side, scope, filter), inArray(totals.statusId, OPEN_STATUS_IDS)));
  return row?.n ?? 0;
}
