import { sql } from 'drizzle-orm';
import { transaction } from '../db/after-commit.js';
import type { Db, Executor } from '../db/pool.js';
import type { EventBus, PushedEvent } from '../events/types.js';
import { enqueueOutbox } from './outbox.js';
import type { DelivererOf } from './worker.js';

export type BadgeName = Extract<PushedEvent, { type: 'counter' }>['counter'];

/** A service's new-items badge: its counter name, its U and E codes, and how it counts. */
export type BadgeCounter = {
  counter: BadgeName;
  /** The advisory lock class that orders the counts pushed for one organisation. */
  lockClass: number;
  /** Who sees one organisation's count (U) and every organisation's (E). */
  codes: { own: string; all: string };
  /** The two counts in one statement: one organisation's and every organisation's. */
  count: (tx: Executor, orgId: number) => Promise<{ own: number; all: number }>;
};

/**
 * A badge (FPT new alerts, Crime Check new requests) moved for an organisation: the change's
 * transaction says only that. The outbox worker counts once the change has committed and pushes the
 * counts (BadgeRegistry), so the change itself takes no lock and counts nothing: fifty alerts to one
 * bank commit side by side, and the worker counts them once per batch.
 */
export async function pushBadgeCount(tx: Executor, badge: BadgeCounter, orgId: number | null): Promise<void> {
  if (orgId === null) return;
  await enqueueOutbox(tx, [{ kind: 'badge', payload: { counter: badge.counter, orgId } }]);
}

/** The badges the modules count (each registers its own when mounted), and their deliverer. */
export class BadgeRegistry {
  private readonly badges = new Map<BadgeName, BadgeCounter>();

  register(badge: BadgeCounter): void {
    this.badges.set(badge.counter, badge);
  }

  /**
   * Counts after the change committed and pushes the organisation's U staff its count, E staff the
   * count of all. Counting and sending share one transaction under the badge's lock for the
   * organisation, and the events go out when it commits: whichever process counts later sends later,
   * so the last event a page gets carries the true value.
   */
  deliverer(db: Db, events: EventBus): DelivererOf<'badge'> {
    return async ({ counter, orgId }) => {
      const badge = this.badges.get(counter);
      if (!badge) throw new Error(`no badge '${counter}' is registered`);
      await transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${badge.lockClass}, ${orgId})`);
        const { own, all } = await badge.count(tx, orgId);
        const event = (new_count: number) => ({ type: 'counter' as const, counter, new_count });
        await events.publishIn(tx, { to: { orgId, codes: [badge.codes.own] }, event: event(own) });
        await events.publishIn(tx, { to: { all: true, codes: [badge.codes.all] }, event: event(all) });
      });
    };
  }
}
