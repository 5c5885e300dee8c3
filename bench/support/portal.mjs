// A portal of a benchmark's own: started from scripts/start.mjs (which builds the web app when it is
// missing or stale) on an empty embedded database, or on a PostgreSQL database when one is given.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Resolves once GET /api/health answers 200; false when the deadline passes first. */
export async function waitHealthy(base, deadline, intervalMs = 200) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/**
 * Starts the portal on `port` with the demo data. Without `databaseUrl` it runs on a new embedded
 * database in a temporary folder, removed by stop(); with it, on that (empty) PostgreSQL database.
 */
export async function startPortal({ port, databaseUrl = '', demo = true, logLevel = 'warn', pollMs = 200 }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-bench-'));
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DEMO_DATA: demo ? '1' : '0',
      LOG_LEVEL: logLevel,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (!(await waitHealthy(base, Date.now() + 120_000, pollMs))) {
    await stop();
    throw new Error(`${base} did not become healthy within 120 s`);
  }
  return { base, stop };
}
