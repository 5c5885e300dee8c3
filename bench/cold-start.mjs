// Cold start: an empty embedded database to a listening portal (migrations and demo data included).
// Usage: node bench/cold-start.mjs [runs=3]   (builds the web app first if it is missing)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
const port = 8190;

async function waitHealthy(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const times = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-cold-'));
  const t0 = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ok = await waitHealthy(t0 + 120_000);
  const ms = Date.now() - t0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!ok) throw new Error('the server did not become healthy within 120 s');
  times.push(ms);
  console.log(`run ${i + 1}: ${ms} ms`);
}
times.sort((a, b) => a - b);
console.log(
  `cold start (empty embedded database → healthy): median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, max ${times.at(-1)} ms`,
);
