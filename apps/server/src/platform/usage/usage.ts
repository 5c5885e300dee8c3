import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/pool.js';
import { type BilledService, serviceUsage } from './tables.js';

export type UsageEntry = {
  orgId: number;
  service: BilledService;
  userId: number | null;
  userName: string;
  ref: string;
  description: string;
  quantity?: number;
  /** Defaults to now; demo data and tests back-date. */
  at?: Date;
};

/** Records a billable use; call it inside the transaction that records the answer. */
export async function recordUsage(tx: Executor, entry: UsageEntry): Promise<void> {
  await tx.insert(serviceUsage).values({ ...entry, quantity: entry.quantity ?? 1 });
}

/** The period [from, to) of an invoice. */
export type UsagePeriod = { from: Date; to: Date };

/** The quantity each organisation used of a service in the period. */
export async function usageTotals(
  db: Executor,
  service: BilledService,
  period: UsagePeriod,
): Promise<{ orgId: number; quantity: number }[]> {
  return db
    .select({
      orgId: serviceUsage.orgId,
      quantity: sql<number>`sum(${serviceUsage.quantity})::int`,
    })
    .from(serviceUsage)
    .where(
      and(
        eq(serviceUsage.service, service),
        gte(serviceUsage.at, period.from),
        lt(serviceUsage.at, period.to),
      ),
    )
    .groupBy(serviceUsage.orgId);
}

/** Every use of one organisation in the period, oldest first (the usage behind an invoice). */
export async function usageRows(db: Executor, orgId: number, service: BilledService, period: UsagePeriod) {
  return db
    .select()
    .from(serviceUsage)
    .where(
      and(
        eq(serviceUsage.orgId, orgId),
        eq(serviceUsage.service, service),
        gte(serviceUsage.at, period.from),
        lt(serviceUsage.at, period.to),
      ),
    )
    .orderBy(asc(serviceUsage.at), asc(serviceUsage.id));
}
