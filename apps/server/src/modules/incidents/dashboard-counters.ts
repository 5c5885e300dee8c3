import { KYIV_TIME_ZONE, addDays, isoCalendarDate, todayIn } from '@afx/domain';
import { count, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import type { DashboardRegistry, TrendPoint } from '../../platform/dashboard/registry.js';
import { liveIncident } from './search-filter.js';
import { type IncidentChannel, incidentSearches, incidents } from './tables.js';

const isoDay = isoCalendarDate;

/**
 * The registry's dashboard counters: live incidents in total and by channel, and the searches
 * ("negative-information checks"). The four incident counters share one grouped count per load.
 */
export function provideIncidentCounters(registry: DashboardRegistry, db: Db): void {
  let inFlight: Promise<Map<IncidentChannel, number>> | null = null;
  const byChannel = () =>
    (inFlight ??= db
      .select({ channel: incidents.channel, n: count() })
      .from(incidents)
      .where(liveIncident)
      .groupBy(incidents.channel)
      .then((rows) => new Map(rows.map((row) => [row.channel, row.n])))
      .finally(() => {
        inFlight = null;
      }));
  registry.provide('incidents_total', async () =>
    [...(await byChannel()).values()].reduce((sum, n) => sum + n, 0),
  );
  registry.provide('incidents_forum', async () => (await byChannel()).get('forum') ?? 0);
  registry.provide('incidents_api', async () => (await byChannel()).get('api') ?? 0);
  registry.provide('incidents_menu', async () => (await byChannel()).get('menu') ?? 0);
  registry.provide('negative_checks', async () => {
    const [row] = await db.select({ n: count() }).from(incidentSearches);
    return row?.n ?? 0;
  });
  registry.provideIncidentTrend((days) => incidentTrend(db, days));
}

/** Live incidents registered per Kyiv day over the last `days` days, today included, oldest first. */
export async function incidentTrend(db: Db, days: number, now: Date = new Date()): Promise<TrendPoint[]> {
  const today = todayIn(now);
  const dates = Array.from({ length: days }, (_, i) => isoDay(addDays(today, i - days + 1)));
  const first = dates[0];
  if (first === undefined) return [];
  // The zone is a constant literal, so the select and the group by are the same expression.
  const zone = sql.raw(`'${KYIV_TIME_ZONE}'`);
  const kyivDay = sql<string>`to_char(${incidents.createDt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: kyivDay, n: count() })
    .from(incidents)
    .where(
      sql`${liveIncident} and ${gte(incidents.createDt, sql`(${first}::date::timestamp at time zone ${zone})`)}`,
    )
    .groupBy(kyivDay);
  const byDate = new Map(rows.map((row) => [row.date, row.n]));
  return dates.map((date) => ({ date, count: byDate.get(date) ?? 0 }));
}
