import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../platform/db/pool.js';
import { wakeOutboxWorkers } from '../platform/outbox/wake.js';
import type { GatewayService } from './tables.js';

/** Whose packets: one organisation's (a U code sees its own), or every organisation's (null: E code). */
export type PacketScope = { service: GatewayService; orgId: number | null };

const failedPacketsOf = ({ service, orgId }: PacketScope) => sql`
  kind = 'webhook' and service = ${service} and failed_at is not null and delivered_at is null
  and (${orgId}::int is null or org_id = ${orgId}::int)`;

/**
 * The scope's packets the worker gave up on: `fixable` ones a retry can cure (Reset transport sends
 * them again), `total` with those the receiver refused (spec 2 §2.2: the button's "fixable/total").
 */
export async function failedPacketCounts(
  db: Executor,
  scope: PacketScope,
): Promise<{ fixable: number; total: number }> {
  const { rows } = await db.execute<{ fixable: number; total: number }>(sql`
    select (count(*) filter (where last_error_fixable))::int as fixable, count(*)::int as total
      from outbox where ${failedPacketsOf(scope)}`);
  return rows[0] ?? { fixable: 0, total: 0 };
}

/**
 * Reset transport: the scope's failed fixable packets start over (no attempts counted, due now) and
 * this process's worker is woken; the ones the receiver refused stay failed, since the same content
 * would be refused again. Answers how many go again.
 */
export async function resetFailedPackets(db: Db, scope: PacketScope): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update outbox set attempts = 0, failed_at = null, next_attempt_at = now()
     where ${failedPacketsOf(scope)} and last_error_fixable
    returning id`);
  if (rows.length > 0) wakeOutboxWorkers();
  return rows.length;
}
