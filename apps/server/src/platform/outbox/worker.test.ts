import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { captureLog } from '../../../test/log-capture.js';
import { transaction } from '../db/after-commit.js';
import { type Database, openDatabase } from '../db/pool.js';
import type { MailPayload } from '../mail/message.js';
import { enqueueOutbox } from './outbox.js';
import { type Deliverers, OutboxWorker, type OutboxWorkerOptions } from './worker.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const mailTo = (to: string): MailPayload => ({
  to,
  locale: 'en',
  subject: 'notification_bin_conflict',
  body: 'mail_bin_conflict_body',
  params: { count: 1 },
  lines: [],
  path: '/di/bins',
});

const enqueueMail = async (...to: string[]): Promise<number[]> =>
  enqueueOutbox(
    ctx.database.db,
    to.map((address) => ({ kind: 'email', payload: mailTo(address) })),
  );

/** Deliverers whose e-mail side records (or fails) what it is given. */
function recording(send: (payload: MailPayload) => Promise<void> = async () => undefined) {
  const sent: string[] = [];
  const deliverers: Deliverers = {
    email: async (payload) => {
      await send(payload);
      sent.push(payload.to);
    },
    live_event: async () => undefined,
    badge: async () => undefined,
    webhook: async () => undefined,
  };
  return { sent, deliverers };
}

const fast: Partial<OutboxWorkerOptions> = {
  retry: { firstDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 3 },
};

function workerWith(deliverers: Deliverers, options: Partial<OutboxWorkerOptions> = fast, db = ctx.database) {
  const capture = captureLog();
  return { worker: new OutboxWorker(db.db, deliverers, capture.log, options), lines: capture.lines };
}

type RowState = {
  attempts: number;
  delivered: boolean;
  failed: boolean;
  last_error: string | null;
  wait_ms: number;
};

async function stateOf(id: number): Promise<RowState> {
  const { rows } = await ctx.database.pool.query<RowState>(
    `select attempts, delivered_at is not null as delivered, failed_at is not null as failed, last_error,
            (extract(epoch from next_attempt_at - now()) * 1000)::float8 as wait_ms
       from outbox where id = $1`,
    [id],
  );
  return rows[0]!;
}

/** Makes a row due now, as time passing would. */
const makeDue = (id: number) =>
  ctx.database.pool.query('update outbox set next_attempt_at = now() where id = $1', [id]);

describe('outbox worker', () => {
  it('delivers a queued e-mail once and records it', async () => {
    const [id] = await enqueueMail('first@bank.example');
    const { sent, deliverers } = recording();
    const { worker } = workerWith(deliverers);

    expect(await worker.drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(sent).toEqual(['first@bank.example']);
    expect(await stateOf(id!)).toMatchObject({
      attempts: 1,
      delivered: true,
      failed: false,
      last_error: null,
    });
  });

  it('claims due rows in the order written, so a later badge count never overtakes an earlier one', async () => {
    // Each row's transaction started later than the next one's (next_attempt_at is its start).
    const counts = [1, 2, 3];
    for (const newCount of counts)
      await enqueueOutbox(ctx.database.db, [
        {
          kind: 'live_event',
          payload: {
            to: { orgId: 1, codes: ['U22'] },
            event: { type: 'counter', counter: 'crc', new_count: newCount },
          },
          notBefore: new Date(Date.now() - newCount * 1000),
        },
      ]);
    const shown: number[] = [];
    const { deliverers } = recording();
    const { worker } = workerWith(
      {
        ...deliverers,
        live_event: async (payload) => {
          if (payload.event.type === 'counter' && payload.event.counter === 'crc')
            shown.push(payload.event.new_count);
        },
      },
      { ...fast, batchSize: 1 },
    );
    await worker.drain();
    expect(shown).toEqual(counts);
  });

  it('retries a failed delivery after a backoff that doubles, and keeps the error without the address', async () => {
    const [id] = await enqueueMail('retry@bank.example');
    let failures = 2;
    const { sent, deliverers } = recording(async (payload) => {
      if (failures-- > 0) throw new Error(`550 mailbox <${payload.to}> unavailable`);
    });
    const { worker, lines } = workerWith(deliverers);

    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const first = await stateOf(id!);
    expect(first).toMatchObject({
      attempts: 1,
      delivered: false,
      last_error: '550 mailbox <[e-mail]> unavailable',
    });
    expect(first.wait_ms).toBeGreaterThan(55_000);
    expect(first.wait_ms).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing happens.
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    await makeDue(id!);
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const second = await stateOf(id!);
    expect(second.attempts).toBe(2);
    expect(second.wait_ms).toBeGreaterThan(115_000);

    await makeDue(id!);
    expect(await worker.drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await stateOf(id!)).toMatchObject({ attempts: 3, delivered: true, last_error: null });
    expect(sent).toEqual(['retry@bank.example']);
    expect(JSON.stringify(lines)).not.toContain('retry@bank.example');
    expect(lines.filter((line) => line.msg === 'outbox: delivery failed, will retry')).toHaveLength(2);
  });

  it('gives up after the maximum number of attempts, leaves the row failed and logs it', async () => {
    const [id] = await enqueueMail('never@bank.example');
    const { deliverers } = recording(async () => {
      throw new Error('connection refused');
    });
    const { worker, lines } = workerWith(deliverers, {
      retry: { firstDelayMs: 0, maxDelayMs: 0, maxAttempts: 3 },
    });

    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 2, failed: 1 });
    expect(await stateOf(id!)).toMatchObject({
      attempts: 3,
      delivered: false,
      failed: true,
      last_error: 'connection refused',
    });
    await makeDue(id!);
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(
      lines.find((line) => line.msg === 'outbox: delivery failed for good, no more attempts'),
    ).toMatchObject({
      level: 50,
      outbox_id: id,
      attempts: 3,
    });
  });

  it('delivers live events in their own lane: a badge is not held back by a slow e-mail', async () => {
    const [mailId] = await enqueueMail('slow@bank.example');
    await enqueueOutbox(ctx.database.db, [
      {
        kind: 'live_event',
        payload: {
          to: { orgId: 1, codes: ['U1006'] },
          event: { type: 'counter', counter: 'fpt', new_count: 7 },
        },
      },
    ]);
    let release: () => void = () => undefined;
    const mailHeld = new Promise<void>((resolve) => (release = resolve));
    const shown: number[] = [];
    const { deliverers } = recording(() => mailHeld);
    // One row a claim: without lanes the e-mail, written first, would hold the event's claim back.
    const { worker } = workerWith(
      {
        ...deliverers,
        live_event: async (payload) => {
          if (payload.event.type === 'counter') shown.push(payload.event.new_count);
        },
      },
      { ...fast, batchSize: 1 },
    );
    const drained = worker.drain();
    await vi.waitFor(() => expect(shown).toEqual([7]), { timeout: 5_000 });
    expect(await stateOf(mailId!)).toMatchObject({ delivered: false });
    release();
    expect(await drained).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    expect(await stateOf(mailId!)).toMatchObject({ delivered: true });
  });

  it('fails a row of a kind nobody delivers instead of losing it', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `insert into outbox (kind, payload) values ('fax', '{}') returning id`,
    );
    const { worker } = workerWith(recording().deliverers, {
      retry: { firstDelayMs: 0, maxDelayMs: 0, maxAttempts: 1 },
    });
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(await stateOf(rows[0]!.id)).toMatchObject({
      failed: true,
      last_error: "no deliverer for the kind 'fax'",
    });
  });

  it("delivers a module's kind once the module has registered its deliverer, with the worker's database", async () => {
    const [id] = await enqueueOutbox(ctx.database.db, [{ kind: 'mcs_check', payload: { checkId: 41 } }]);
    const { worker } = workerWith(recording().deliverers);
    // Not yet registered: the attempt fails and the row waits for a retry; nothing is lost.
    expect(await worker.drain()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await stateOf(id!)).toMatchObject({ last_error: "no deliverer for the kind 'mcs_check'" });

    const asked: number[] = [];
    let givenDb: unknown;
    worker.registerDeliverer('mcs_check', (db) => {
      givenDb = db;
      return async ({ checkId }) => {
        asked.push(checkId);
      };
    });
    await makeDue(id!);
    expect(await worker.drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(asked).toEqual([41]);
    expect(givenDb).toBe(ctx.database.db);
  });

  it('never delivers a row enqueued in a transaction that rolled back', async () => {
    const { sent, deliverers } = recording();
    const { worker } = workerWith(deliverers);
    await expect(
      transaction(ctx.database.db, async (tx) => {
        await enqueueOutbox(tx, [{ kind: 'email', payload: mailTo('rolled-back@bank.example') }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await worker.drain();
    expect(sent).not.toContain('rolled-back@bank.example');
    const { rows } = await ctx.database.pool.query(
      `select 1 from outbox where payload->>'to' = 'rolled-back@bank.example'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('is woken right after a commit in this process, long before its next poll', async () => {
    const { sent, deliverers } = recording();
    const { worker } = workerWith(deliverers, { ...fast, pollMs: 60_000 });
    worker.start();
    try {
      const started = Date.now();
      await transaction(ctx.database.db, (tx) =>
        enqueueOutbox(tx, [{ kind: 'email', payload: mailTo('woken@bank.example') }]),
      );
      await vi.waitFor(() => expect(sent).toContain('woken@bank.example'), { timeout: 2_000, interval: 10 });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await worker.stop();
    }
  });

  it('loses nothing when a worker stops mid-delivery: another takes the row after its lease', async () => {
    const [id] = await enqueueMail('lease@bank.example');
    const hanging = workerWith(recording(() => new Promise<void>(() => undefined)).deliverers, {
      ...fast,
      leaseMs: 300,
      deliveryTimeoutMs: 60_000,
      stopGraceMs: 10,
    });
    hanging.worker.start();
    await vi.waitFor(async () => expect((await stateOf(id!)).attempts).toBe(1));
    await hanging.worker.stop();

    const { sent, deliverers } = recording();
    const { worker } = workerWith(deliverers);
    expect((await worker.drain()).delivered).toBe(0);
    await sleep(400);
    expect(await worker.drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(sent).toEqual(['lease@bank.example']);
    expect(await stateOf(id!)).toMatchObject({ attempts: 2, delivered: true });
  });

  it('does not mark failed a row another worker delivered after its lease ran out', async () => {
    const [id] = await enqueueMail('late@bank.example');
    let giveUp: (err: Error) => void = () => undefined;
    const late = workerWith(recording(() => new Promise<void>((_, reject) => (giveUp = reject))).deliverers, {
      ...fast,
      leaseMs: 200,
    });
    const lateRun = late.worker.drain();
    await vi.waitFor(async () => expect((await stateOf(id!)).attempts).toBe(1));
    await sleep(300);
    const { worker } = workerWith(recording().deliverers);
    expect(await worker.drain()).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    giveUp(new Error('connection reset'));
    await lateRun;
    expect(await stateOf(id!)).toMatchObject({ delivered: true, failed: false, last_error: null });
  });

  it('never lets two workers (two connection pools, as two processes) deliver the same row', async () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `race-${i}@bank.example`);
    await enqueueMail(...addresses);
    const second: Database = openDatabase(String(ctx.database.pool.options.connectionString), 5);
    try {
      const deliveries: string[] = [];
      const slow = recording(async (payload) => {
        deliveries.push(payload.to);
        await sleep(2);
      });
      const a = workerWith(slow.deliverers, { ...fast, batchSize: 5 });
      const b = workerWith(slow.deliverers, { ...fast, batchSize: 5 }, second);
      const [ra, rb] = await Promise.all([a.worker.drain(), b.worker.drain()]);

      expect(ra.delivered + rb.delivered).toBe(addresses.length);
      expect([...deliveries].sort()).toEqual([...addresses].sort());
      const { rows } = await ctx.database.pool.query<{ attempts: number }>(
        `select attempts from outbox where payload->>'to' like 'race-%'`,
      );
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
