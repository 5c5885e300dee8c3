import { count } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import type { DashboardRegistry } from '../../platform/dashboard/registry.js';
import { bins } from './tables.js';

/** The dashboard's "BINs in the directory". */
export function provideBinCounters(registry: DashboardRegistry, db: Db): void {
  registry.provide('bins', async () => {
    const [row] = await db.select({ n: count() }).from(bins);
    return row?.n ?? 0;
  });
}
