/**
 * Child process that owns the embedded database: PGlite on DATA_DIR served over the PostgreSQL
 * wire protocol on loopback, so the app uses one driver (`pg`) for PGlite and PostgreSQL alike and
 * its event loop stays free while PGlite works. PGlite is one session: the session server lends it
 * to one connection at a time (decisions/0010).
 * Protocol with the parent (IPC): sends {ready, port} once listening, {error, message} on failure;
 * stops cleanly on SIGTERM/SIGINT or when the parent goes away.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SessionServer } from './session-server.js';

const dataDir = process.argv[2];
const port = Number(process.argv[3] ?? 0);

async function main(): Promise<void> {
  // fsync is off in PGlite: see docs/OPERATIONS.md for what that means; production runs PostgreSQL.
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const server = new SessionServer({ db, host: '127.0.0.1', port });
  const actualPort = await server.listen();

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('disconnect', () => void stop());
  process.on('message', (m: unknown) => {
    if (m === 'stop') void stop();
  });
  process.send?.({ ready: true, port: actualPort });
}

main().catch((err: unknown) => {
  process.send?.({ error: true, message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
