import { sql } from 'drizzle-orm';
import type { Executor } from '../db/pool.js';
import { enqueueOutbox } from './outbox.js';

/** A service's new-items badge: its counter name, its U and E codes, and how it counts. */
export type BadgeCounter = {
  counter: 'fpt' | 'crc';
  /** The advisory lock class that orders the changes for one organisation. */
  lockClass: number;
  /** Who sees one organisation's count (U) and every organisation's (E). */
  codes: { own: string; all: string };
  /** The two counts in one statement: one organisation's and every organisation's. */
  count: (tx: Executor, orgId: number) => Promise<{ own: number; all: number }>;
};

/**
 * A badge (FPT new alerts, Crime Check new requests) takes its new value from live events sent once
 * the change commits: the organisation's U staff get its count, E staff the count of all. Changes for
 * one organisation take a lock until they commit, so each counts the ones committed before it and the
 * last event carries the true value; the worker publishes live events in the order they were written.
 */
export async function pushBadgeCount(tx: Executor, badge: BadgeCounter, orgId: number | null): Promise<void> {
  if (orgId === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${badge.lockClass}, ${orgId})`);
  const { own, all } = await badge.count(tx, orgId);
  const event = (new_count: number) => ({ type: 'counter' as const, counter: badge.counter, new_count });
  await enqueueOutbox(tx, [
    { kind: 'live_event', payload: { to: { orgId, codes: [badge.codes.own] }, event: event(own) } },
    { kind: 'live_event', payload: { to: { all: true, codes: [badge.codes.all] }, event: event(all) } },
  ]);
}
