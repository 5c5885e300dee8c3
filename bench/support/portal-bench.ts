// What the list and visibility benches share (FPT, Crime Check): the app built in this process on a
// bench database, tokens of the demo users and API clients, a light node:http client on keep-alive
// connections (fetch costs about twice the CPU), Kyiv days as the web's filters write them, and the
// timing of list requests.
import http from 'node:http';
import net from 'node:net';
import { buildApp } from '../../apps/server/src/app.js';
import { seedDemoData } from '../../apps/server/src/demo/seed.js';
import { headlessLogin } from '../../apps/server/src/identity/headless-login.js';
import { seedIncidentCategories } from '../../apps/server/src/modules/incidents/categories-seed.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../../apps/server/src/platform/db/pool.js';
import { KYIV_TIME_ZONE } from '@afx/domain';
import type pg from 'pg';
import { type BenchDatabase, benchDatabase } from './bench-database.js';

export const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
export const ms = (n: number): string => `${n.toFixed(1)} ms`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * BENCH_REUSE=1 (PostgreSQL only): the database a former run kept, its synthetic rows as they are,
 * with any newer migration applied: for comparing a change on the same data without generating it again.
 */
function reusedDatabase(name: string): BenchDatabase {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? '');
  if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_REUSE needs BENCH_DATABASE_URL');
  url.pathname = `/${process.env.BENCH_DB_NAME ?? name}`;
  return { url: url.toString(), label: 'PostgreSQL', drop: async () => undefined };
}

type Answer = { status: number; text: string };

/** A client of one user: POST with its bearer token, `sockets` keep-alive connections. */
export function clientOf(base: string, token: string, sockets = 1) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (path: string, body: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const text = JSON.stringify(body);
      const req = http.request(
        `${base}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
          },
        },
        (res) => {
          let answer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (answer += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: answer }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  return { post, close: () => agent.destroy() };
}

/** More rows than the demo data puts in any table: a reused database already holds synthetic ones. */
const DEMO_ROWS_AT_MOST = 1000;

/**
 * A fresh bench database with the migrations and the demo data, `fill` run on it (unless BENCH_REUSE
 * finds `table` already filled), then the app on a free port (the outbox worker started, as main.ts
 * does). On PostgreSQL the app gets DATABASE_URL, so live events go through LISTEN/NOTIFY as in
 * production; the embedded database uses the local bus.
 */
export async function benchPortal(
  name: string,
  table: string,
  fill: (pool: pg.Pool) => Promise<void>,
  env: Record<string, string> = {},
) {
  const db: BenchDatabase = process.env.BENCH_REUSE ? reusedDatabase(name) : await benchDatabase(name);
  const database = openDatabase(db.url, 10);
  await runMigrations(database.db);
  await seedIncidentCategories(database.db);
  await seedDemoData(database.db);
  const { rows } = await database.pool.query(
    `select exists (select from ${table} offset ${DEMO_ROWS_AT_MOST}) as filled`,
  );
  if (!process.env.BENCH_REUSE || !rows[0].filled) await fill(database.pool);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
  const app = await buildApp({ config, database });
  // The server's share of the last request: its arrival (headers read) to its last byte.
  const server = { lastMs: 0 };
  app.server.prependListener('request', (_req, res) => {
    const start = performance.now();
    res.once('finish', () => {
      server.lastMs = performance.now() - start;
    });
  });
  await app.listen({ port, host: '127.0.0.1' });
  app.outbox.start();
  const base = config.publicUrl;
  const login = async (user: string) =>
    (await headlessLogin({ baseUrl: base, login: user, password: 'demo' })).tokens.access_token;
  /** An API client's token (client credentials), as a bank's or the police's system gets one. */
  const clientToken = async (clientId: string, clientSecret: string) => {
    const res = await fetch(`${base}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`/auth/token for ${clientId}: HTTP ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const stop = async () => {
    await app.close();
    await database.close();
    await db.drop();
  };
  return { app, base, pool: database.pool, label: db.label, server, login, clientToken, stop };
}

export type BenchPortal = Awaited<ReturnType<typeof benchPortal>>;
type Client = ReturnType<typeof clientOf>;

/** A Kyiv day as the web's filters write it (DD.MM.YYYY), `daysBack` days before now. */
export function kyivDay(daysBack: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: KYIV_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() - daysBack * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** A card number as a mask that keeps its first 6 and last 4 digits (414949******1234). */
export const maskedCard = (pan: string) => `${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)}`;

/** The web's list request: page 1 of `size`, newest first. */
export const firstPage = (filter: Record<string, unknown>, size = 20) => ({
  filter,
  page_number: 1,
  page_size: size,
  sort_field: 'request_dt',
  sort_order: 'descend',
});

/** A list request to time: whose, where, the body of the i-th run, and the total it must find. */
export type ListScenario = { client: Client; path: string; body: (i: number) => unknown; rows?: number };

/**
 * Times each scenario `runs` times after 5 warm-up requests, one request at a time, and prints p50
 * and p95 through the API, the server's p50 (arrival to last byte) and the total of the first run.
 */
export async function timeLists(
  portal: Pick<BenchPortal, 'server'>,
  scenarios: Record<string, ListScenario>,
  runs: number,
): Promise<void> {
  console.log('scenario                                  API p50   API p95  server p50   total (first run)');
  for (const [name, s] of Object.entries(scenarios)) {
    const api: number[] = [];
    const server: number[] = [];
    let total = 0;
    for (let i = -5; i < runs; i++) {
      const t = performance.now();
      const res = await s.client.post(s.path, s.body(i + 5));
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${res.text}`);
      const answer = JSON.parse(res.text) as { list: unknown[]; total_count: number };
      if (i < 0) {
        if (i === -5) total = answer.total_count;
        continue;
      }
      api.push(performance.now() - t);
      server.push(portal.server.lastMs);
      // A search that finds nothing would time the wrong thing.
      if (answer.list.length === 0 || (s.rows !== undefined && answer.total_count !== s.rows))
        throw new Error(`${name}: ${answer.total_count} rows`);
    }
    console.log(
      `${name.padEnd(40)} ${ms(pct(api, 50)).padStart(8)}  ${ms(pct(api, 95)).padStart(8)}  ${ms(pct(server, 50)).padStart(10)}   ${total.toLocaleString('en').padStart(9)}`,
    );
  }
}
