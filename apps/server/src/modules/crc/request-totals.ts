import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/pool.js';
import type { RequestFilter } from './repository.js';
import { crcRequestTotals as totals } from './tables.js';

/** The filter fields the running totals can answer: the Kyiv days, the statuses and the bank. */
const ANSWERED_BY_TOTALS = new Set<keyof RequestFilter>([
  'request_date_from',
  'request_date_to',
  'status',
  'recipient_issuer_id',
]);

/**
 * Whether a bank list's total can come from the running totals: the filter holds no more than a
 * range of Kyiv days, statuses and a recipient bank (the web's first page, with or without dates).
 * Any other field (an id, a number, a person, an incident, a text) counts the requests themselves.
 */
export function answeredByTotals(filter: RequestFilter): boolean {
  return Object.entries(filter).every(
    ([key, value]) =>
      ANSWERED_BY_TOTALS.has(key as keyof RequestFilter) ||
      value === undefined ||
      value === null ||
      (Array.isArray(value) && value.length === 0),
  );
}

/**
 * How many requests of the bank side's scope (a bank, or every one: null) the filter finds, added up
 * from the running totals. Days are yyyy-MM-dd, as the list's filter reads them.
 */
export async function requestTotal(
  db: Executor,
  recipientOrgId: number | null,
  filter: RequestFilter,
): Promise<number> {
  const bank = recipientOrgId ?? filter.recipient_issuer_id;
  const where: (SQL | undefined)[] = [
    bank ? eq(totals.recipientOrgId, bank) : undefined,
    filter.request_date_from ? gte(totals.kyivDay, filter.request_date_from) : undefined,
    filter.request_date_to ? lte(totals.kyivDay, filter.request_date_to) : undefined,
    filter.status && filter.status.length > 0 ? inArray(totals.statusId, [...filter.status]) : undefined,
  ];
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${totals.requests}), 0)::int` })
    .from(totals)
    .where(and(...where));
  return row?.n ?? 0;
}
