import { count, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import type { DashboardRegistry } from '../../platform/dashboard/registry.js';
import type { FptSettings } from './access.js';
import { overdueCount } from './repository.js';
import { fptAlerts } from './tables.js';

/**
 * The dashboard's FPT figures across the exchange: alerts awaiting processing (new or in process,
 * the lists' first counter), and those past the SLA clock's thresholds (issue 13 "SLA clock").
 */
export function provideFptCounters(registry: DashboardRegistry, db: Db, settings: FptSettings): void {
  registry.provide('fpt_alerts_awaiting', async () => {
    const [row] = await db
      .select({ n: count() })
      .from(fptAlerts)
      .where(or(eq(fptAlerts.statusId, 1), eq(fptAlerts.statusId, 3)));
    return row?.n ?? 0;
  });
  registry.provide('fpt_alerts_overdue', () => overdueCount(db, undefined, settings.sla, new Date()));
}
