import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { captureLog } from '../../../test/log-capture.js';
import { transaction } from '../db/after-commit.js';
import { localBus } from '../events/local-bus.js';
import type { Envelope } from '../events/types.js';
import { type BadgeCounter, BadgeRegistry, pushBadgeCount } from './counter-push.js';
import { OutboxWorker } from './worker.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** A badge whose count is whatever `counts` holds when the worker asks, each ask recorded. */
function fakeBadge(counts: Map<number, number>) {
  const asked: number[] = [];
  const badge: BadgeCounter = {
    counter: 'fpt',
    lockClass: 990_001,
    codes: { own: 'U1006', all: 'E1006' },
    count: async (_tx, orgId) => {
      asked.push(orgId);
      return { own: counts.get(orgId) ?? 0, all: [...counts.values()].reduce((a, b) => a + b, 0) };
    },
  };
  return { badge, asked };
}

function workerFor(badges: BadgeRegistry) {
  const bus = localBus<Envelope>();
  const sent: Envelope[] = [];
  bus.subscribe((message) => sent.push(message));
  const worker = new OutboxWorker(
    ctx.database.db,
    {
      email: async () => undefined,
      live_event: async () => undefined,
      webhook: async () => undefined,
      badge: badges.deliverer(ctx.database.db, bus),
    },
    captureLog().log,
    { batchSize: 50, retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 3 } },
  );
  return { worker, sent };
}

describe('the badges, counted by the outbox worker after the change commits', () => {
  it('counts a bank once for the changes claimed together, and sends its staff and the E staff the counts', async () => {
    const counts = new Map([
      [101, 0],
      [102, 0],
    ]);
    const { badge, asked } = fakeBadge(counts);
    const badges = new BadgeRegistry();
    badges.register(badge);
    // Five alerts to bank 101 and one to bank 102, each in its own transaction, none counted there.
    for (const orgId of [101, 101, 101, 102, 101, 101]) {
      await transaction(ctx.database.db, (tx) => pushBadgeCount(tx, badge, orgId));
      counts.set(orgId, counts.get(orgId)! + 1);
    }
    expect(asked).toEqual([]);

    const { worker, sent } = workerFor(badges);
    expect(await worker.drain()).toEqual({ delivered: 6, retrying: 0, failed: 0 });
    expect(asked).toEqual([101, 102]);
    expect(sent).toEqual([
      { to: { orgId: 101, codes: ['U1006'] }, event: { type: 'counter', counter: 'fpt', new_count: 5 } },
      { to: { all: true, codes: ['E1006'] }, event: { type: 'counter', counter: 'fpt', new_count: 6 } },
      { to: { orgId: 102, codes: ['U1006'] }, event: { type: 'counter', counter: 'fpt', new_count: 1 } },
      { to: { all: true, codes: ['E1006'] }, event: { type: 'counter', counter: 'fpt', new_count: 6 } },
    ]);
  });

  it('asks for nothing when the change has no recipient bank, and nothing when it rolled back', async () => {
    const { badge } = fakeBadge(new Map());
    const before = await ctx.database.pool.query(
      `select count(*)::int as n from outbox where kind = 'badge'`,
    );
    await transaction(ctx.database.db, (tx) => pushBadgeCount(tx, badge, null));
    await expect(
      transaction(ctx.database.db, async (tx) => {
        await pushBadgeCount(tx, badge, 101);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await ctx.database.pool.query(`select count(*)::int as n from outbox where kind = 'badge'`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('keeps a badge nobody registered for a retry, with the reason, instead of losing it', async () => {
    const { badge } = fakeBadge(new Map());
    const [id] = await transaction(ctx.database.db, async (tx) => {
      await pushBadgeCount(tx, { ...badge, counter: 'crc' }, 103);
      const { rows } = await tx.execute<{ id: number }>(
        sql`select max(id)::int as id from outbox where kind = 'badge'`,
      );
      return [rows[0]!.id];
    });
    const { worker, sent } = workerFor(new BadgeRegistry());
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(sent).toEqual([]);
    const { rows } = await ctx.database.pool.query(`select last_error from outbox where id = $1`, [id]);
    expect(rows[0].last_error).toBe("no badge 'crc' is registered");
  });
});
