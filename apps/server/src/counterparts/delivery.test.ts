/**
 * Packets to an organisation's system, end to end: enqueued in a transaction, delivered by the outbox
 * worker as signed Standard Webhooks to a receiver on a loopback port, retried, failed, reset.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { as, orgIdOf, postAs, testContext } from '../../test/harness.js';
import { captureLog } from '../../test/log-capture.js';
import { transaction } from '../platform/db/after-commit.js';
import { type Deliverers, OutboxWorker, type OutboxWorkerOptions } from '../platform/outbox/worker.js';
import { failedPacketCounts, enqueuePacket, recordPacketGivenUp, resetFailedPackets } from './index.js';
import { newWebhookSecret } from './sandbox/endpoints.js';
import {
  type Answer,
  type Receipt,
  type TestReceiver,
  closedPort,
  startTestReceiver,
} from './test-receiver.js';
import { pruneGatewayCalls } from './housekeeping.js';
import { webhookDeliverer } from './webhook-delivery.js';

const ctx = testContext();
let alpha: number;
let beta: number;
const secret = newWebhookSecret();
let receiver: TestReceiver;

beforeAll(async () => {
  alpha = await orgIdOf(ctx, 'Bank Alpha');
  beta = await orgIdOf(ctx, 'Bank Beta');
});
beforeEach(async () => {
  // Each test counts only its own packets and calls.
  await ctx.database.pool.query(`delete from outbox where kind = 'webhook'`);
  await ctx.database.pool.query('delete from gateway_calls');
  receiver = await startTestReceiver(secret);
  await pointBetaAt(receiver.url);
});
afterEach(async () => receiver.close());

/** Bank Beta's FPT system is at `url`, with the test's secret. */
const pointBetaAt = (url: string, active = true) =>
  ctx.database.pool.query(
    `update service_endpoints set url = $1, secret = $2, active = $3 where org_id = $4 and service = 'fpt'`,
    [url, secret, active, beta],
  );

/** Bank Alpha's action sends Bank Beta a packet; `data.answer` tells the test receiver what to say. */
async function sendPacket(data: Record<string, unknown> = {}): Promise<string> {
  await transaction(ctx.database.db, (tx) =>
    enqueuePacket(tx, { byOrgId: alpha, toOrgId: beta, service: 'fpt', type: 'fpt.alert.created', data }),
  );
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `select payload->>'webhook_id' as id from outbox where kind = 'webhook' order by id desc limit 1`,
  );
  return rows[0]!.id;
}

const answerFromData = (receipt: Receipt, attempt: number): Answer => {
  const answers = receipt.body?.data.answers as Answer[] | undefined;
  return answers?.[Math.min(attempt, answers.length) - 1] ?? 200;
};

function webhookWorker(
  options: Partial<OutboxWorkerOptions> = {},
  // Generous for a loaded machine; the timeout test shortens it.
  deliver = webhookDeliverer(ctx.database.db, { deadlineMs: 5_000 }),
) {
  const deliverers: Deliverers = {
    email: async () => undefined,
    live_event: async () => undefined,
    badge: async () => undefined,
    webhook: deliver,
  };
  return new OutboxWorker(ctx.database.db, deliverers, captureLog().log, {
    pollMs: 20,
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 4 },
    ...options,
  });
}

type PacketRow = { attempts: number; delivered: boolean; failed: boolean; fixable: boolean | null };

async function packetState(webhookId: string): Promise<PacketRow> {
  const { rows } = await ctx.database.pool.query<PacketRow>(
    `select attempts, delivered_at is not null as delivered, failed_at is not null as failed,
            last_error_fixable as fixable
       from outbox where payload->>'webhook_id' = $1`,
    [webhookId],
  );
  return rows[0]!;
}

async function callsOf(webhookId: string): Promise<{ result: string; http_status: number | null }[]> {
  const { rows } = await ctx.database.pool.query<{ result: string; http_status: number | null }>(
    `select result, http_status from gateway_calls where webhook_id = $1 order by id`,
    [webhookId],
  );
  return rows;
}

/** Runs a started worker until `done` holds. */
async function runUntil(worker: OutboxWorker, done: () => Promise<unknown>, timeout = 5_000) {
  worker.start();
  try {
    await vi.waitFor(async () => expect(await done()).toBeTruthy(), { timeout, interval: 20 });
  } finally {
    await worker.stop();
  }
}

describe('signed packets to an organisation system', () => {
  it('delivers a packet the receiver verifies with the endpoint secret, and logs the call', async () => {
    const id = await sendPacket({ id: 'alert-1', recipient_number: '4111111111111111' });
    expect(await webhookWorker().drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    expect(receiver.receipts).toHaveLength(1);
    const [receipt] = receiver.receipts;
    expect(receipt).toMatchObject({ webhookId: id, verified: true });
    expect(receipt!.body).toMatchObject({
      type: 'fpt.alert.created',
      data: { id: 'alert-1', recipient_number: '4111111111111111' },
    });
    expect(id).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(await packetState(id)).toMatchObject({ attempts: 1, delivered: true });
    const { rows } = await ctx.database.pool.query(
      `select direction, org_id, service, kind, result, http_status, duration_ms from gateway_calls`,
    );
    expect(rows).toEqual([
      {
        direction: 'out',
        org_id: beta,
        service: 'fpt',
        kind: 'fpt.alert.created',
        result: 'delivered',
        http_status: 200,
        duration_ms: expect.any(Number) as number,
      },
    ]);
  });

  it('is refused by a receiver that holds another secret', async () => {
    await receiver.close();
    receiver = await startTestReceiver(newWebhookSecret());
    await pointBetaAt(receiver.url);
    const id = await sendPacket();
    expect(await webhookWorker().drain()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(receiver.receipts).toEqual([expect.objectContaining({ webhookId: id, verified: false })]);
    // The test receiver answers a bad signature 401: the content is refused, not fixable.
    expect(await packetState(id)).toMatchObject({ failed: true, fixable: false });
  });

  it('queues nothing for an organisation without an active system', async () => {
    await pointBetaAt(receiver.url, false);
    const sent = await transaction(ctx.database.db, (tx) =>
      enqueuePacket(tx, {
        byOrgId: alpha,
        toOrgId: beta,
        service: 'fpt',
        type: 'fpt.alert.created',
        data: {},
      }),
    );
    expect(sent).toBeNull();
    const { rows } = await ctx.database.pool.query(`select 1 from outbox where kind = 'webhook'`);
    expect(rows).toHaveLength(0);
  });

  it('retries a 500 with a doubling backoff, with the same webhook id every time', async () => {
    receiver.answerWith(answerFromData);
    const id = await sendPacket({ answers: [500, 503, 200] });
    await runUntil(webhookWorker(), async () => (await packetState(id)).delivered);

    const attempts = receiver.receipts.filter((r) => r.webhookId === id);
    expect(attempts).toHaveLength(3);
    expect(attempts.every((r) => r.verified)).toBe(true);
    // Waits of at least 100 ms, then 200 ms (retry policy: first 100, doubled).
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(95);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(195);
    expect(await packetState(id)).toMatchObject({ attempts: 3, delivered: true, failed: false });
    expect(receiver.processed).toEqual([id]);
    expect((await callsOf(id)).map((c) => `${c.result} ${c.http_status}`)).toEqual([
      'failed 500',
      'failed 503',
      'delivered 200',
    ]);
  });

  it('retries a receiver that does not answer within the deadline (timeout is fixable)', async () => {
    receiver.answerWith(answerFromData);
    const id = await sendPacket({ answers: ['hang', 200] });
    const impatient = webhookDeliverer(ctx.database.db, { deadlineMs: 300 });
    await runUntil(webhookWorker({}, impatient), async () => (await packetState(id)).delivered);
    expect(receiver.countOf(id)).toBe(2);
    expect((await callsOf(id)).map((c) => c.result)).toEqual(['unreachable', 'delivered']);
  });

  it('retries a refused connection, then fails the packet as fixable after the last attempt', async () => {
    await pointBetaAt(`http://127.0.0.1:${await closedPort()}/hooks`);
    const id = await sendPacket();
    await runUntil(webhookWorker(), async () => (await packetState(id)).failed);
    expect(await packetState(id)).toMatchObject({ attempts: 4, failed: true, fixable: true });
    expect((await callsOf(id)).map((c) => c.result)).toEqual(Array(4).fill('unreachable'));
    expect(await failedPacketCounts(ctx.database.db, { service: 'fpt', orgId: alpha })).toEqual({
      fixable: 1,
      total: 1,
    });
  });

  it('fails a 400 at once as not fixable: it counts only in the total', async () => {
    receiver.answerWith(answerFromData);
    const id = await sendPacket({ answers: [400] });
    expect(await webhookWorker().drain()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await packetState(id)).toMatchObject({ attempts: 1, failed: true, fixable: false });
    expect(await failedPacketCounts(ctx.database.db, { service: 'fpt', orgId: alpha })).toEqual({
      fixable: 0,
      total: 1,
    });
    expect(await failedPacketCounts(ctx.database.db, { service: 'fpt', orgId: beta })).toEqual({
      fixable: 0,
      total: 0,
    });
    expect(await failedPacketCounts(ctx.database.db, { service: 'crc', orgId: null })).toEqual({
      fixable: 0,
      total: 0,
    });
    expect((await callsOf(id)).map((c) => `${c.result} ${c.http_status}`)).toEqual(['refused 400']);
  });

  it("records a packet given up on in its subject's history, and nothing for one delivered", async () => {
    receiver.answerWith(answerFromData);
    const subject = (key: string) => ({ entity_type: 'fpt_alert', entity_key: key });
    for (const [key, answers] of [
      ['given-up-alert', [400]],
      ['delivered-alert', [200]],
    ] as const) {
      await transaction(ctx.database.db, (tx) =>
        enqueuePacket(tx, {
          byOrgId: alpha,
          toOrgId: beta,
          service: 'fpt',
          type: 'fpt.alert.created',
          data: { answers },
          subject: subject(key),
        }),
      );
    }
    const worker = webhookWorker({ onGivenUp: recordPacketGivenUp });
    expect(await worker.drain()).toEqual({ delivered: 1, retrying: 0, failed: 1 });
    const { rows } = await ctx.database.pool.query(
      `select entity_key, action, notes, creator_name, creator_user_id from history_entries
        where entity_type = 'fpt_alert' and entity_key in ('given-up-alert', 'delivered-alert')`,
    );
    expect(rows).toEqual([
      {
        entity_key: 'given-up-alert',
        action: 'delivery_error',
        notes: 'the receiver answered HTTP 400',
        creator_name: 'AFX',
        creator_user_id: null,
      },
    ]);
  });

  it('fails a packet whose organisation switched its system off since, without a request', async () => {
    const id = await sendPacket();
    await pointBetaAt(receiver.url, false);
    expect(await webhookWorker().drain()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(receiver.receipts).toHaveLength(0);
    expect(await packetState(id)).toMatchObject({ failed: true, fixable: false });
    expect((await callsOf(id)).map((c) => c.result)).toEqual(['no_endpoint']);
  });
});

describe('Reset transport', () => {
  /** One packet refused by the receiver (400) and one that failed while the receiver was down. */
  async function failBoth(): Promise<{ refused: string; unreachable: string }> {
    receiver.answerWith(answerFromData);
    const refused = await sendPacket({ answers: [400] });
    await webhookWorker().drain();
    await pointBetaAt(`http://127.0.0.1:${await closedPort()}/hooks`);
    const unreachable = await sendPacket();
    await webhookWorker({ retry: { firstDelayMs: 0, maxDelayMs: 0, maxAttempts: 2 } }).drain();
    expect(await failedPacketCounts(ctx.database.db, { service: 'fpt', orgId: alpha })).toEqual({
      fixable: 1,
      total: 2,
    });
    await pointBetaAt(receiver.url);
    return { refused, unreachable };
  }

  it('sends the fixable failed packets again and leaves the refused ones', async () => {
    const { refused, unreachable } = await failBoth();
    expect(await resetFailedPackets(ctx.database.db, { service: 'fpt', orgId: beta })).toBe(0);
    expect(await resetFailedPackets(ctx.database.db, { service: 'crc', orgId: alpha })).toBe(0);
    expect(await resetFailedPackets(ctx.database.db, { service: 'fpt', orgId: alpha })).toBe(1);
    expect(await packetState(unreachable)).toMatchObject({ attempts: 0, failed: false });

    expect(await webhookWorker().drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(receiver.processed).toEqual([unreachable]);
    expect(receiver.countOf(refused)).toBe(1);
    expect(await packetState(unreachable)).toMatchObject({ attempts: 1, delivered: true });
    expect(await packetState(refused)).toMatchObject({ failed: true, fixable: false });
    expect(await failedPacketCounts(ctx.database.db, { service: 'fpt', orgId: alpha })).toEqual({
      fixable: 0,
      total: 1,
    });
  });

  it('wakes the running worker: the packet goes at once, not at the next poll', async () => {
    const { unreachable } = await failBoth();
    const worker = webhookWorker({ pollMs: 60_000 });
    worker.start();
    try {
      await sleep(50);
      expect(await resetFailedPackets(ctx.database.db, { service: 'fpt', orgId: null })).toBe(1);
      await vi.waitFor(() => expect(receiver.processed).toEqual([unreachable]), { timeout: 2_000 });
    } finally {
      await worker.stop();
    }
  });

  it("is /great_reset under /api/fpt/v2, by POST and the spec's GET, for E1005 only", async () => {
    await failBoth();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/fpt/v2/great_reset' })).statusCode).toBe(401);
    expect((await postAs(ctx, 'alpha.analyst', '/api/fpt/v2/great_reset', {})).status).toBe(403);
    expect(await postAs(ctx, 'beta.expert', '/api/fpt/v2/great_reset', {})).toEqual({
      status: 200,
      body: { message: 'accepted for execution', reset_count: 1 },
    });
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/fpt/v2/great_reset',
      headers: { ...(await as(ctx, 'beta.expert')), cookie: 'language=uk' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ message: 'прийнято до виконання', reset_count: 0 });
  });
});

describe('a worker stopped in the middle of delivery', () => {
  it('stops gracefully: the next worker delivers the rest, nothing twice to the receiver', async () => {
    await receiver.close();
    receiver = await startTestReceiver(secret, () => 200, 30);
    await pointBetaAt(receiver.url);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await sendPacket({ n: i }));

    const first = webhookWorker({ batchSize: 10 });
    first.start();
    await vi.waitFor(() => expect(receiver.receipts.length).toBeGreaterThanOrEqual(12), { timeout: 5_000 });
    await first.stop();
    const byFirst = receiver.receipts.length;
    expect(byFirst).toBeLessThan(40);

    await runUntil(webhookWorker({ batchSize: 10 }), async () => receiver.processed.length === 40);
    expect([...receiver.processed].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(receiver.countOf(id), id).toBe(1);
  });

  it('dies after pushing: the next takes its packets after the lease; the receiver drops the repeats by id', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await sendPacket({ n: i }));
    const real = webhookDeliverer(ctx.database.db, { deadlineMs: 5_000 });
    // Pushes, then never records the outcome: a process killed between the two.
    const dying = webhookWorker({ batchSize: 10, leaseMs: 400, stopGraceMs: 10 }, async (payload) => {
      await real(payload);
      await new Promise<never>(() => undefined);
    });
    dying.start();
    await vi.waitFor(() => expect(receiver.processed.length).toBe(10), { timeout: 5_000 });
    await dying.stop();
    const pushedByDead = [...receiver.processed];

    await runUntil(webhookWorker({ batchSize: 10 }), async () => {
      const { rows } = await ctx.database.pool.query<{ n: number }>(
        `select count(*)::int as n from outbox where kind = 'webhook' and delivered_at is null`,
      );
      return rows[0]!.n === 0;
    });
    expect([...receiver.processed].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(receiver.countOf(id), id).toBe(pushedByDead.includes(id) ? 2 : 1);
    // Each repeat carried the id of its first push, so the receiver could tell.
    expect(receiver.receipts.every((r) => r.verified)).toBe(true);
  });
});

describe('the call log retention', () => {
  it('deletes the calls older than the retention, in batches, and keeps the rest', async () => {
    await ctx.database.pool.query(
      `insert into gateway_calls (at, direction, org_id, service, kind, result, duration_ms)
       select now() - make_interval(days => d), 'out', $1, 'fpt', 'fpt.alert.created', 'delivered', 5
         from generate_series(1, 6000) g, lateral (select case when g <= 5500 then 401 else 399 end as d) x`,
      [beta],
    );
    expect(await pruneGatewayCalls(ctx.database.db, 400)).toBe(5500);
    const { rows } = await ctx.database.pool.query<{ n: number; oldest: number }>(
      `select count(*)::int as n, max(extract(day from now() - at))::int as oldest from gateway_calls`,
    );
    expect(rows[0]).toEqual({ n: 500, oldest: 399 });
  });
});
