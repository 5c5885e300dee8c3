// req/s with p50/p99 of GET /api/cab/v1/user/info with a valid token (autocannon, 10 s, 50 connections).
// Usage: npx tsx bench/user-info.ts            (embedded database in a temp directory)
//        DATABASE_URL=postgres://… npx tsx bench/user-info.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { headlessLogin } from '../apps/server/src/identity/headless-login.js';

const root = path.resolve(import.meta.dirname, '..');
const port = 8191;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-bench-'));
const onPostgres = Boolean(process.env.DATABASE_URL);

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
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
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
