// req/s with p50/p99 of GET /api/cab/v1/user/info with a valid token (autocannon, 10 s, 50 connections).
// Usage: npx tsx bench/user-info.ts            (embedded database in a temp directory)
//        DATABASE_URL=postgres://… npx tsx bench/user-info.ts
// BENCH_PORT sets the server's port (default 8191).
import autocannon from 'autocannon';
import { headlessLogin } from '../apps/server/src/identity/headless-login.js';
import { startPortal } from './support/portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 8191);
const onPostgres = Boolean(process.env.DATABASE_URL);

const portal = await startPortal({ port, databaseUrl: process.env.DATABASE_URL ?? '', pollMs: 100 });
const base = portal.base;
try {
  const { tokens } = await headlessLogin({ baseUrl: base, login: 'alpha.analyst', password: 'demo' });
  const result = await autocannon({
    url: `${base}/api/cab/v1/user/info`,
    connections: 50,
    duration: 10,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `user/info on ${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${non2xx} errors`,
  );
} finally {
  await portal.stop();
}
