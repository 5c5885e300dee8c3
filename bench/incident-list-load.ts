// req/s with p50/p99 of POST /api/incidents/v1/incident/list under 50 concurrent connections
// (autocannon, 10 s): every request runs the page, the total and the phones on the database, so on
// the embedded database it measures how the one PGlite session is shared (decisions/0010).
// Usage: npx tsx bench/incident-list-load.ts            (embedded database in a temp directory)
//        DATABASE_URL=postgres://… npx tsx bench/incident-list-load.ts
// BENCH_PORT sets the server's port (default 8192).
import autocannon from 'autocannon';
import { headlessLogin } from '../apps/server/src/identity/headless-login.js';
import { startPortal } from './support/portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 8192);
const onPostgres = Boolean(process.env.DATABASE_URL);

const portal = await startPortal({ port, databaseUrl: process.env.DATABASE_URL ?? '', pollMs: 100 });
try {
  const { tokens } = await headlessLogin({ baseUrl: portal.base, login: 'alpha.analyst', password: 'demo' });
  const result = await autocannon({
    url: `${portal.base}/api/incidents/v1/incident/list`,
    method: 'POST',
    connections: 50,
    duration: 10,
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ page_size: 20 }),
  });
  console.log(
    `incident/list on ${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
} finally {
  await portal.stop();
}
