// FPT packets to a bank's system through the outbox (decision 0038): the worker as main.ts runs it,
// the real deliverer (endpoint lookup, Standard Webhooks signature, HTTP, call log) and a receiver on
// a loopback port that verifies every signature with the standardwebhooks package and counts each
// webhook id.
//  1. Throughput: BENCH_PACKETS (default 2,000) packets queued at once → packets/s until the receiver
//     has them all (goal ≥ 200/s).
//  2. Outage: the receiver is down (connection refused) for BENCH_OUTAGE_S (default 60 s) while
//     BENCH_OUTAGE_PACKETS (default 500) packets are queued over it; after it returns, every packet
//     must arrive exactly once (no id twice, none missing). Retries follow the production policy
//     (first after 30 s, doubling) unless BENCH_FIRST_RETRY_MS says otherwise.
// Usage: npx tsx bench/fpt-delivery.ts                                   (embedded PGlite, temp dir)
//        BENCH_DATABASE_URL=postgres://… npx tsx bench/fpt-delivery.ts  (a fresh database on that server)
//        BENCH_OUTAGE_S=5 BENCH_FIRST_RETRY_MS=2000 npx tsx bench/fpt-delivery.ts   (a quick run)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { enqueuePacket, newWebhookSecret } from '../apps/server/src/counterparts/index.js';
import { webhookDeliverer } from '../apps/server/src/counterparts/webhook-delivery.js';
import { seedDemoData } from '../apps/server/src/demo/seed.js';
import { seedIncidentCategories } from '../apps/server/src/modules/incidents/categories-seed.js';
import { transaction } from '../apps/server/src/platform/db/after-commit.js';
import { runMigrations } from '../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../apps/server/src/platform/db/pool.js';
import { OutboxWorker } from '../apps/server/src/platform/outbox/worker.js';
import { DEFAULT_RETRY } from '../apps/server/src/platform/outbox/retry.js';
import { benchDatabase } from './support/bench-database.js';

const PACKETS = Number(process.env.BENCH_PACKETS ?? 2_000);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_S ?? 60) * 1000;
const OUTAGE_PACKETS = Number(process.env.BENCH_OUTAGE_PACKETS ?? 500);
const FIRST_RETRY_MS = Number(process.env.BENCH_FIRST_RETRY_MS ?? DEFAULT_RETRY.firstDelayMs);

/** A bank's system: verifies each packet, counts each webhook id, and can be switched off and on. */
async function startReceiver(secret: string) {
  const webhook = new Webhook(secret);
  const seen = new Map<string, number>();
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      try {
        webhook.verify(Buffer.concat(chunks).toString('utf8'), {
          'webhook-id': id,
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        });
      } catch {
        badSignatures++;
        res.writeHead(401).end();
        return;
      }
      seen.set(id, (seen.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const port = await listen();
  return {
    url: `http://127.0.0.1:${port}/afx/fpt`,
    seen,
    badSignatures: () => badSignatures,
    down: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: () => listen(port),
  };
}

const database = await benchDatabase('afx_bench_fpt_delivery');
const opened = openDatabase(database.url, 10);
try {
  await runMigrations(opened.db);
  await seedIncidentCategories(opened.db);
  await seedDemoData(opened.db);
  const { rows: orgs } = await opened.pool.query<{ name: string; id: number }>(
    `select name, id from organisations where name in ('Bank Alpha', 'Bank Beta')`,
  );
  const orgId = (name: string) => orgs.find((o) => o.name === name)!.id;
  const [alpha, beta] = [orgId('Bank Alpha'), orgId('Bank Beta')];
  const secret = newWebhookSecret();
  const receiver = await startReceiver(secret);
  await opened.pool.query(`update service_endpoints set url = $1, secret = $2 where org_id = $3`, [
    receiver.url,
    secret,
    beta,
  ]);

  const queue = async (count: number, from: number) =>
    transaction(opened.db, async (tx) => {
      for (let n = from; n < from + count; n++) {
        await enqueuePacket(tx, {
          byOrgId: alpha,
          toOrgId: beta,
          service: 'fpt',
          type: 'fpt.alert.created',
          data: { id: `bench-${n}`, recipient_number: `41111111${String(n).padStart(8, '0')}` },
        });
      }
    });
  const log = pino({ level: 'silent' });
  const worker = new OutboxWorker(
    opened.db,
    {
      email: async () => undefined,
      live_event: async () => undefined,
      webhook: webhookDeliverer(opened.db, { log }),
    },
    log,
    { pollMs: 1_000, retry: { ...DEFAULT_RETRY, firstDelayMs: FIRST_RETRY_MS } },
  );
  const waitFor = async (done: () => boolean, deadlineMs: number) => {
    const deadline = Date.now() + deadlineMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('gave up waiting');
      await sleep(10);
    }
  };
  const counts = () => [...receiver.seen.values()];

  // 1. Throughput.
  await queue(PACKETS, 0);
  const started = performance.now();
  worker.start();
  await waitFor(() => receiver.seen.size >= PACKETS, 600_000);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `throughput on ${database.label}: ${PACKETS} packets in ${seconds.toFixed(2)} s = ` +
      `${Math.round(PACKETS / seconds)} packets/s, each signed, verified by the receiver and logged ` +
      `(${counts().filter((c) => c > 1).length} ids twice, ${receiver.badSignatures()} bad signatures)`,
  );

  // 2. The receiver down for a while, packets queued all along; then it returns.
  receiver.seen.clear();
  await receiver.down();
  const outageStarted = Date.now();
  const slices = 20;
  for (let slice = 0; slice < slices; slice++) {
    await queue(Math.ceil(OUTAGE_PACKETS / slices), PACKETS + slice * Math.ceil(OUTAGE_PACKETS / slices));
    await sleep(OUTAGE_MS / slices);
  }
  const queued = Math.ceil(OUTAGE_PACKETS / slices) * slices;
  await receiver.up();
  const back = Date.now();
  await waitFor(() => receiver.seen.size >= queued, 3 * 3_600_000);
  const drainedIn = (Date.now() - back) / 1000;
  await sleep(2_000); // a late repeat would show here
  await worker.stop();
  const twice = counts().filter((c) => c > 1).length;
  const { rows } = await opened.pool.query<{ pending: number; failed: number; calls: number }>(
    `select (select count(*)::int from outbox where kind = 'webhook' and delivered_at is null and failed_at is null) as pending,
            (select count(*)::int from outbox where kind = 'webhook' and failed_at is not null) as failed,
            (select count(*)::int from gateway_calls where direction = 'out') as calls`,
  );
  console.log(
    `outage on ${database.label}: receiver down ${((back - outageStarted) / 1000).toFixed(0)} s, ` +
      `${queued} packets queued meanwhile; all ${receiver.seen.size} received ${drainedIn.toFixed(1)} s after it ` +
      `returned (first retry ${FIRST_RETRY_MS / 1000} s, doubling); ${twice} ids twice, ` +
      `${queued - receiver.seen.size} missing, ${rows[0]!.pending} pending, ${rows[0]!.failed} failed; ` +
      `${rows[0]!.calls} calls logged`,
  );
  if (twice > 0 || receiver.seen.size !== queued || rows[0]!.failed > 0) process.exitCode = 1;
  await receiver.down();
} finally {
  await opened.close();
  await database.drop();
}
