import { setTimeout as sleep } from 'node:timers/promises';
import type { Envelope } from '../src/platform/events/types.js';
import type { TestContext } from './harness.js';

/**
 * Counts and pushes the badges the changes so far asked for, as the outbox worker does, without
 * delivering anything else; answers the counter events the app's bus carried, in the order sent.
 */
export async function pushPendingBadges(ctx: TestContext): Promise<Envelope[]> {
  const sent: Envelope[] = [];
  const unsubscribe = ctx.app.events.subscribe((message) => {
    if (message.event.type === 'counter') sent.push(message);
  });
  try {
    const { rows } = await ctx.database.pool.query<{
      id: number;
      payload: { counter: 'fpt' | 'crc'; orgId: number };
    }>(
      `select id, payload from outbox where kind = 'badge' and delivered_at is null and failed_at is null order by id`,
    );
    const deliver = ctx.app.badges.deliverer(ctx.database.db, ctx.app.events);
    for (const row of rows) {
      await deliver(row.payload, { id: row.id, kind: 'badge', payload: row.payload, attempts: 1 });
      await ctx.database.pool.query('update outbox set delivered_at = now() where id = $1', [row.id]);
    }
    // Two events a badge (the bank's count, and every bank's); on PostgreSQL they come back by NOTIFY.
    for (let waited = 0; sent.length < rows.length * 2 && waited < 10_000; waited += 20) await sleep(20);
    return sent;
  } finally {
    unsubscribe();
  }
}

/** The count the last of `events` gave the badge seen by `to`. */
export function lastCount(events: readonly Envelope[], to: object): number | undefined {
  const matching = events.filter((e) => JSON.stringify(e.to) === JSON.stringify(to));
  const event = matching.at(-1)?.event;
  return event?.type === 'counter' ? event.new_count : undefined;
}
