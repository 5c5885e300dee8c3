// The database a bench runs on: a fresh database on the PostgreSQL server of BENCH_DATABASE_URL
// (named by BENCH_DB_NAME, else the bench's default), or an embedded PGlite in a temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../apps/server/src/platform/db/embedded.js';

export type BenchDatabase = { url: string; drop: () => Promise<void>; label: string };

export async function benchDatabase(defaultName: string): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = process.env.BENCH_DB_NAME ?? defaultName;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    // Kept after the run, so its figures can be checked with psql.
    return { url: u.toString(), label: 'PostgreSQL', drop: async () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${defaultName}-`));
  const embedded = await startEmbeddedDatabase(dir);
  return {
    url: embedded.url,
    label: 'embedded PGlite',
    drop: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
