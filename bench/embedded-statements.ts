// Statements per second through the embedded database's session server (decisions/0010): a
// 1,000-row table in an in-memory PGlite, 3,000 `select … where x = $1` (one extended-protocol
// exchange each) from a pg pool of 1 and of 8 connections, 2 rounds.
// Usage: npx tsx bench/embedded-statements.ts
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SessionServer } from '../apps/server/src/platform/db/session-server.js';

const STATEMENTS = 3000;
const db = await PGlite.create();
await db.exec('create table t as select g as x, md5(g::text) as y from generate_series(1, 1000) g');

for (let round = 1; round <= 2; round++) {
  const server = new SessionServer({ db });
  const url = `postgres://postgres@127.0.0.1:${await server.listen()}/postgres`;
  for (const connections of [1, 8]) {
    const pool = new pg.Pool({ connectionString: url, max: connections });
    await Promise.all(Array.from({ length: connections }, () => pool.query('select 1')));
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < STATEMENTS) {
          const x = 1 + (next++ % 1000);
          const { rows } = await pool.query('select x from t where x = $1', [x]);
          if (rows[0]?.x !== x) throw new Error(`asked for ${x}, got ${JSON.stringify(rows)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `round ${round}, ${connections} connection(s): ${Math.round(STATEMENTS / seconds)} statements/s`,
    );
    await pool.end();
  }
  await server.close();
}
await db.close();
