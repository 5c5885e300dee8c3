import { PERMISSION, type McsAnalyticsFilter, orgScope } from '@afx/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { forbidden } from '../../platform/http/errors.js';
import type { McsAnalyticsAnswer } from './api.js';
import { mcsChecks } from './tables.js';

const kyivDayStart = (isoDate: string): SQL => sql`(${isoDate}::date::timestamp at time zone 'Europe/Kyiv')`;

/**
 * The mobile-check analytics (U1004 own organisation, E1004 any or all): the checks of a period per
 * Kyiv day, per operator, per SIM-change answer and per call-forwarding answer.
 */
export async function mcsAnalytics(
  db: Db,
  caller: Caller,
  filter: McsAnalyticsFilter,
): Promise<McsAnalyticsAnswer> {
  const scope = orgScope(caller, PERMISSION.analytics);
  if (scope === null) throw forbidden();
  const orgId = scope.kind === 'own' ? scope.orgId : filter.org_id;
  const where = and(
    orgId ? eq(mcsChecks.orgId, orgId) : undefined,
    filter.operator ? eq(mcsChecks.operator, filter.operator) : undefined,
    gte(mcsChecks.createdAt, kyivDayStart(filter.date_from)),
    lt(mcsChecks.createdAt, sql`${kyivDayStart(filter.date_to)} + interval '1 day'`),
  );
  const countBy = async (key: SQL<string>) =>
    db
      .select({ key, count: sql<number>`count(*)::int` })
      .from(mcsChecks)
      .where(where)
      .groupBy(key)
      .orderBy(key);
  const day = sql<string>`to_char(${mcsChecks.createdAt} at time zone 'Europe/Kyiv', 'YYYY-MM-DD')`;
  const [days, operators, sims, forwardings] = await Promise.all([
    countBy(day),
    countBy(sql<string>`${mcsChecks.operator}`),
    countBy(sql<string>`coalesce(${mcsChecks.simChanged}, ${mcsChecks.status})`),
    countBy(sql<string>`coalesce(${mcsChecks.callForwarding}, ${mcsChecks.status})`),
  ]);
  return {
    total: operators.reduce((sum, row) => sum + row.count, 0),
    day: days,
    operator: operators,
    sim_changed: sims,
    call_forwarding: forwardings,
  };
}
