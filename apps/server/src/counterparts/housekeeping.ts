import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { runHourly } from '../platform/jobs/hourly.js';

/** Rows deleted per statement: short transactions, never a long lock on a busy log. */
const BATCH = 5_000;
/** The first pass waits for the start to settle. */
const FIRST_AFTER_MS = 60_000;

/**
 * Deletes gateway calls older than `retentionDays`, oldest first, a batch at a time; answers how many.
 * The log serves audit and invoices (exchange.md), both within the retention.
 */
export async function pruneGatewayCalls(db: Db, retentionDays: number): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from gateway_calls where id in (
        select id from gateway_calls
         where at < now() - make_interval(days => ${retentionDays})
         order by at limit ${BATCH})`);
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** The gateway's housekeeping, hourly in every process (the delete is idempotent). */
export function gatewayHousekeeping(options: { retentionDays: number }): FastifyPluginAsync {
  return async (app) => {
    const db = app.deps.database.db;
    const log: FastifyBaseLogger = app.log.child({ component: 'gateway' });
    runHourly(
      app,
      async () => {
        const deleted = await pruneGatewayCalls(db, options.retentionDays);
        if (deleted > 0) log.info({ deleted }, 'gateway call log pruned');
      },
      { firstAfterMs: FIRST_AFTER_MS, log, failed: 'gateway call log pruning failed' },
    );
  };
}
