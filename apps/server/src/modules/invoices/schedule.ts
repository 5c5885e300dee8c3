import { isoCalendarDate, previousPeriod, todayIn } from '@afx/domain';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/pool.js';
import { runHourly } from '../../platform/jobs/hourly.js';
import { EXCHANGE, generateInBatch } from './generate.js';
import * as repo from './repository.js';

/** The first pass (the catch-up after a start) waits for the start to settle. */
const FIRST_AFTER_MS = 30_000;

/**
 * The monthly run: from the 1st (Kyiv), the previous month's invoices of every kind, once. A run is
 * recorded per month, inside the generation lock, so a start on the 3rd catches up a missed month,
 * two processes build it once, and a restart does not repeat it. Answers the invoices made, or null
 * when the month was already done.
 */
export async function runMonthly(db: Db, vatPercent: number, now: Date = new Date()): Promise<number | null> {
  const period = previousPeriod(todayIn(now));
  return db.transaction(async (tx) => {
    await repo.lockGeneration(tx);
    if (await repo.runDone(tx, period)) return null;
    const result = await generateInBatch(tx, { period, vatPercent, by: EXCHANGE });
    await repo.recordRun(tx, period, result.created.length);
    return result.created.length;
  });
}

/** The hourly check in every process (the run itself happens once a month). */
export function invoiceSchedule(options: { vatPercent: number }): FastifyPluginAsync {
  return async (app) => {
    const db = app.deps.database.db;
    const log: FastifyBaseLogger = app.log.child({ component: 'invoices' });
    runHourly(
      app,
      async () => {
        const created = await runMonthly(db, options.vatPercent);
        if (created !== null)
          log.info({ created, today: isoCalendarDate(todayIn(new Date())) }, 'monthly invoices built');
      },
      { firstAfterMs: FIRST_AFTER_MS, log, failed: 'monthly invoice run failed' },
    );
  };
}
