import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, startEmbeddedDatabase } from './embedded.js';

// One data directory for the whole file: creating a PGlite database costs seconds.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-embedded-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('serves PGlite over the wire protocol, refuses a second server on the same directory, and keeps the data', async () => {
    const first = await startEmbeddedDatabase(dir);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table kept (v text)');
    await client.query(`insert into kept values ('before')`);

    await expect(startEmbeddedDatabase(dir)).rejects.toThrow(DataDirInUseError);
    await expect(startEmbeddedDatabase(dir)).rejects.toThrow(/is in use by another AFX server/);

    // The refused start touched nothing: the first server still answers with the data.
    expect((await client.query('select v from kept')).rows).toEqual([{ v: 'before' }]);
    await client.end();
    await first.stop();
    expect(fs.existsSync(path.join(dir, 'afx.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died, and opens the directory with its data', async () => {
    fs.writeFileSync(path.join(dir, 'afx.lock'), '999999');
    const db = await startEmbeddedDatabase(dir);
    expect(fs.readFileSync(path.join(dir, 'afx.lock'), 'utf8')).toBe(String(process.pid));
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    expect((await client.query('select v from kept')).rows).toEqual([{ v: 'before' }]);
    await client.end();
    await db.stop();
  });

  it('keeps transactions of concurrent connections apart', async () => {
    const db = await startEmbeddedDatabase(dir);
    const pool = new pg.Pool({ connectionString: db.url, max: 4 });
    await pool.query('create table t (x int)');
    const a = await pool.connect();
    const b = await pool.connect();
    await a.query('begin');
    await a.query('insert into t values (1)');
    const seenByB = b.query('select count(*)::int as n from t');
    await a.query('rollback');
    expect((await seenByB).rows[0]).toEqual({ n: 0 });
    a.release();
    b.release();
    await pool.end();
    await db.stop();
  });
});
