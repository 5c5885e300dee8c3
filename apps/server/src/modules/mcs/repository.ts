import type { McsCheckFilter, McsCheckListQuery, OrgScope } from '@afx/domain';
import { and, eq, getTableColumns, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';
import { mcsChecks } from './tables.js';

export type McsCheckRow = typeof mcsChecks.$inferSelect & { orgName: string };

const columns = { ...getTableColumns(mcsChecks), orgName: organisations.name };

export function scopeCondition(scope: OrgScope): SQL | undefined {
  return scope.kind === 'own' ? eq(mcsChecks.orgId, scope.orgId) : undefined;
}

/** A Kyiv calendar date's start as an instant. */
const kyivDayStart = (isoDate: string): SQL => sql`(${isoDate}::date::timestamp at time zone 'Europe/Kyiv')`;

export function filterConditions(filter: McsCheckFilter): (SQL | undefined)[] {
  return [
    filter.phone ? like(mcsChecks.phone, `%${filter.phone}%`) : undefined,
    filter.date_from ? gte(mcsChecks.createdAt, kyivDayStart(filter.date_from)) : undefined,
    filter.date_to
      ? lt(mcsChecks.createdAt, sql`${kyivDayStart(filter.date_to)} + interval '1 day'`)
      : undefined,
    filter.sim_changed ? eq(mcsChecks.simChanged, filter.sim_changed) : undefined,
    filter.call_forwarding ? eq(mcsChecks.callForwarding, filter.call_forwarding) : undefined,
    filter.status ? eq(mcsChecks.status, filter.status) : undefined,
    filter.operator ? eq(mcsChecks.operator, filter.operator) : undefined,
    filter.user_id ? eq(mcsChecks.userId, filter.user_id) : undefined,
    filter.org_id ? eq(mcsChecks.orgId, filter.org_id) : undefined,
  ];
}

export async function findCheck(db: Executor, id: number): Promise<McsCheckRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(mcsChecks)
    .innerJoin(organisations, eq(organisations.id, mcsChecks.orgId))
    .where(eq(mcsChecks.id, id));
  return row;
}

export async function listChecks(
  db: Executor,
  scope: OrgScope,
  query: McsCheckListQuery,
): Promise<(McsCheckRow & { total: number })[]> {
  return db
    .select({ ...columns, total: totalCount })
    .from(mcsChecks)
    .innerJoin(organisations, eq(organisations.id, mcsChecks.orgId))
    .where(and(scopeCondition(scope), ...filterConditions(query.filter)))
    .orderBy(
      ...orderBy(
        query,
        {
          created_at: mcsChecks.createdAt,
          phone: mcsChecks.phone,
          status: mcsChecks.status,
          operator: mcsChecks.operator,
        },
        mcsChecks.id,
      ),
    )
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
}
