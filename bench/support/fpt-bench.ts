// What the FPT benches share: the app built in this process on a bench database, tokens of the demo
// users, and a light node:http client on keep-alive connections (fetch costs about twice the CPU).
import http from 'node:http';
import net from 'node:net';
import { buildApp } from '../../apps/server/src/app.js';
import { seedDemoData } from '../../apps/server/src/demo/seed.js';
import { headlessLogin } from '../../apps/server/src/identity/headless-login.js';
import { seedIncidentCategories } from '../../apps/server/src/modules/incidents/categories-seed.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../../apps/server/src/platform/db/pool.js';
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
 * BENCH_REUSE=1 (PostgreSQL only): the database a former run kept, its alerts as they are, with any
 * newer migration applied: for comparing a change on the same data without generating it again.
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

/**
 * A fresh bench database with the migrations and the demo data, `fill` run on it, then the app on a
 * free port (the outbox worker started, as main.ts does). On PostgreSQL the app gets DATABASE_URL,
 * so live events go through LISTEN/NOTIFY as in production; the embedded database uses the local bus.
 */
export async function benchPortal(name: string, fill: (pool: pg.Pool) => Promise<void>) {
  const db: BenchDatabase = process.env.BENCH_REUSE ? reusedDatabase(name) : await benchDatabase(name);
  const database = openDatabase(db.url, 10);
  await runMigrations(database.db);
  await seedIncidentCategories(database.db);
  await seedDemoData(database.db);
  const { rows } = await database.pool.query('select exists (select from fpt_alerts) as filled');
  if (!process.env.BENCH_REUSE || !rows[0].filled) await fill(database.pool);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: db.url } : {}),
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
  const stop = async () => {
    await app.close();
    await database.close();
    await db.drop();
  };
  return { app, base, pool: database.pool, label: db.label, server, login, stop };
}
