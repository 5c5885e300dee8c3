import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Bus, Envelope } from './types.js';

const EVENTS_CHANNEL = 'afx_events';
const RECONNECT_MS = 2_000;

/**
 * Fan-out across server processes with PostgreSQL LISTEN/NOTIFY: publish is a pg_notify through the
 * pool; one dedicated connection per process listens on `channel` and re-listens after a drop.
 */
export function pgNotifyBus<M = Envelope>(
  pool: pg.Pool,
  connectionString: string,
  channel = EVENTS_CHANNEL,
): Bus<M> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      try {
        emitter.emit('event', JSON.parse(msg.payload) as M);
      } catch {
        // not ours
      }
    });
    c.on('error', () => reconnect());
    c.on('end', () => reconnect());
    await c.connect();
    await c.query(`listen ${channel}`);
    client = c;
  };
  const reconnect = (): void => {
    client = undefined;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(() => reconnect());
    }, RECONNECT_MS);
    timer.unref();
  };
  const ready = connect();

  return {
    publish: async (message) => {
      // NOTIFY payloads are limited to 8000 bytes; messages are small by design. Sent on the
      // listening connection while it is up: through the pool a badge's event would queue behind
      // every request waiting for a connection (50 alerts created at once); the pool when it is down.
      const via = client ?? pool;
      await via.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    // PostgreSQL delivers a transaction's notifications at its commit, in the order of the commits.
    publishIn: async (tx, message) => {
      await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`);
    },
    subscribe: (listener: (message: M) => void) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    // A message published before the LISTEN is in place never reaches this process: the app waits.
    ready: () => ready.catch(() => undefined),
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready.catch(() => undefined);
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
