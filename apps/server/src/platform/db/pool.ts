import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './tables.js';

/** The database handle a service receives. */
export type Db = NodePgDatabase<typeof schema>;
/** An open transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository runs on: the database itself or a transaction a service opened. */
export type Executor = Db | Tx;
export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

// bigint ids (int8) arrive as numbers: ids stay below 2^53 for the life of this system.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
