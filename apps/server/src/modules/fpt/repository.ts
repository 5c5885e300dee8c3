import type { OrgScope } from '@afx/domain';
import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import { type PickerColumns, pickDistinct, pickedOrganisation } from '../../platform/db/distinct-picker.js';
import { kyivDayStart, numberCondition } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/pool.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { type ListPage, orderBy, pageWindow } from '../../platform/http/paging.js';
import { fptAlerts } from './tables.js';

/** Outbound: the alerts an organisation sent; inbound: those raised against it. */
export type ListSide = 'outbound' | 'inbound';

export type AlertRecord = typeof fptAlerts.$inferSelect;
export type NewAlert = typeof fptAlerts.$inferInsert;

/** An alert with the names and icons of its creator, sender issuer and recipient issuer. */
export type AlertRow = AlertRecord & {
  creatorOrgName: string;
  creatorIcon: string | null;
  senderOrgName: string | null;
  senderIcon: string | null;
  recipientOrgName: string | null;
  recipientIcon: string | null;
};

const creatorOrg = alias(organisations, 'creator_org');
const senderOrg = alias(organisations, 'sender_org');
const recipientOrg = alias(organisations, 'recipient_org');

const rowColumns = {
  alert: fptAlerts,
  creatorOrgName: creatorOrg.name,
  creatorIcon: creatorOrg.icon,
  senderOrgName: senderOrg.name,
  senderIcon: senderOrg.icon,
  recipientOrgName: recipientOrg.name,
  recipientIcon: recipientOrg.icon,
};

type Selected = { alert: AlertRecord } & Omit<AlertRow, keyof AlertRecord>;
const flat = ({ alert, ...names }: Selected): AlertRow => ({ ...alert, ...names });

function selectRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(fptAlerts)
    .innerJoin(creatorOrg, eq(creatorOrg.id, fptAlerts.creatorOrgId))
    .leftJoin(senderOrg, eq(senderOrg.id, fptAlerts.senderOrgId))
    .leftJoin(recipientOrg, eq(recipientOrg.id, fptAlerts.recipientOrgId));
}

export async function findAlert(db: Executor, id: string): Promise<AlertRow | null> {
  const [row] = await selectRows(db).where(eq(fptAlerts.id, id));
  return row ? flat(row) : null;
}

export async function alertExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: fptAlerts.id }).from(fptAlerts).where(eq(fptAlerts.id, id));
  return row !== undefined;
}

/** The alert's status now (undefined: no such alert). */
export async function alertStatus(db: Executor, id: string): Promise<number | undefined> {
  const [row] = await db.select({ statusId: fptAlerts.statusId }).from(fptAlerts).where(eq(fptAlerts.id, id));
  return row?.statusId;
}

export async function insertAlert(db: Executor, alert: NewAlert): Promise<void> {
  await db.insert(fptAlerts).values(alert);
}

/**
 * Changes an alert only if its status is still `fromStatus`: of two concurrent changes one wins and
 * the other finds nothing to change (stale). Answers whether it changed.
 */
export async function updateAlertIfStatus(
  db: Executor,
  id: string,
  fromStatus: number,
  set: Partial<NewAlert>,
): Promise<boolean> {
  const rows = await db
    .update(fptAlerts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(fptAlerts.id, id), eq(fptAlerts.statusId, fromStatus)))
    .returning({ id: fptAlerts.id });
  return rows.length > 0;
}

/** Records the incident of one side, only while that side has none (one incident per side). */
export async function setIncidentIfNone(
  db: Executor,
  id: string,
  column: 'incidentId' | 'incidentId2',
  incidentId: number,
): Promise<boolean> {
  const rows = await db
    .update(fptAlerts)
    .set({ [column]: incidentId, updatedAt: new Date() })
    .where(and(eq(fptAlerts.id, id), isNull(fptAlerts[column])))
    .returning({ id: fptAlerts.id });
  return rows.length > 0;
}

/** The alert ids linked to this one by parent_id: its ancestors, itself and its descendants. */
export async function chainIds(db: Executor, id: string): Promise<string[]> {
  // The depth bound stops a cycle a sender could make by naming a descendant as parent.
  const result = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from fpt_alerts where id = ${id}
      union all
      select a.id, a.parent_id, up.depth + 1 from fpt_alerts a join up on a.id = up.parent_id where up.depth < 50
    ), down(id, depth) as (
      select id, 0 from fpt_alerts where id = ${id}
      union all
      select a.id, down.depth + 1 from fpt_alerts a join down on a.parent_id = down.id where down.depth < 50
    )
    select id from up union select id from down`);
  return result.rows.map((row) => row.id);
}

export async function alertsByIds(db: Executor, ids: readonly string[]): Promise<AlertRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(db)
    .where(inArray(fptAlerts.id, [...ids]))
    .orderBy(fptAlerts.requestDt, fptAlerts.id);
  return rows.map(flat);
}

/** The organisation a side's scope allows: own (U), any (E, admin); inbound alerts need a recipient. */
export function scopeCondition(side: ListSide, scope: OrgScope): SQL | undefined {
  const column = side === 'outbound' ? fptAlerts.creatorOrgId : fptAlerts.recipientOrgId;
  if (scope.kind === 'own') return eq(column, scope.orgId);
  return side === 'inbound' ? isNotNull(fptAlerts.recipientOrgId) : undefined;
}

/** The list filter as the repository reads it (the domain's, already made effective). */
export type AlertFilter = {
  id?: string | undefined;
  sender_number?: string | undefined;
  recipient_number?: string | undefined;
  recipient_issuer_org_id?: number | undefined;
  creator_id?: number | undefined;
  prevented_fraud?: boolean | null | undefined;
  request_date_from?: string | undefined;
  request_date_to?: string | undefined;
  sender_org_id?: number | undefined;
  last_user_id?: number | undefined;
  incident_created?: boolean | null | undefined;
};

/** Every filter but the status (the counters count over the others). Dates are yyyy-MM-dd, Kyiv days. */
export function filterConditions(filter: AlertFilter, incidentColumn: 'incidentId' | 'incidentId2'): SQL[] {
  const where: (SQL | undefined)[] = [
    filter.id ? eq(fptAlerts.id, filter.id) : undefined,
    numberCondition(fptAlerts.senderNumber, filter.sender_number),
    numberCondition(fptAlerts.recipientNumber, filter.recipient_number),
    filter.recipient_issuer_org_id ? eq(fptAlerts.recipientOrgId, filter.recipient_issuer_org_id) : undefined,
    filter.creator_id ? eq(fptAlerts.creatorUserId, filter.creator_id) : undefined,
    typeof filter.prevented_fraud === 'boolean'
      ? eq(fptAlerts.preventedFraud, filter.prevented_fraud)
      : undefined,
    filter.request_date_from
      ? sql`${fptAlerts.requestDt} >= ${kyivDayStart(filter.request_date_from)}`
      : undefined,
    filter.request_date_to
      ? sql`${fptAlerts.requestDt} < ${kyivDayStart(filter.request_date_to, 1)}`
      : undefined,
    filter.sender_org_id ? eq(fptAlerts.senderOrgId, filter.sender_org_id) : undefined,
    filter.last_user_id ? eq(fptAlerts.lastUserId, filter.last_user_id) : undefined,
    filter.incident_created === true ? isNotNull(fptAlerts[incidentColumn]) : undefined,
    filter.incident_created === false ? isNull(fptAlerts[incidentColumn]) : undefined,
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}

export const statusCondition = (statuses: readonly number[]): SQL | undefined =>
  statuses.length > 0 ? inArray(fptAlerts.statusId, [...statuses]) : undefined;

export type AlertPageQuery = {
  page_number: number;
  page_size: number;
  sort_field: 'request_dt' | 'sender_number' | 'recipient_number';
  sort_order: 'ascend' | 'descend';
};

/**
 * One page of alerts, without its total: the caller takes the total from the status counts, which
 * count the same rows. A `count(*) over ()` here would join and sort every matching row for a page
 * of 20 (a million of them without a date range).
 */
export async function alertPage(
  db: Executor,
  where: SQL | undefined,
  q: AlertPageQuery,
): Promise<AlertRow[]> {
  const { limit, offset } = pageWindow(q);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(
      ...orderBy(
        q,
        {
          request_dt: fptAlerts.requestDt,
          sender_number: fptAlerts.senderNumber,
          recipient_number: fptAlerts.recipientNumber,
        },
        fptAlerts.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(flat);
}

/** How many alerts of a status and currency, and their money (null: none has an amount). */
export type StatusTotal = {
  status_id: number;
  currency_code: string | null;
  count: number;
  total: string | null;
};

/** How many alerts and how much money per status and currency. */
export async function statusTotals(db: Executor, where: SQL | undefined): Promise<StatusTotal[]> {
  return db
    .select({
      status_id: fptAlerts.statusId,
      currency_code: fptAlerts.currencyCode,
      count: count(),
      total: sql<string | null>`sum(${fptAlerts.totalAmount})::text`,
    })
    .from(fptAlerts)
    .where(where)
    .groupBy(fptAlerts.statusId, fptAlerts.currencyCode);
}

/**
 * Open alerts past an SLA threshold: not taken within `takeMinutes`, or not final within
 * `finalHours`. The same rule as the domain's fptSla, in SQL for the count.
 */
export async function overdueCount(
  db: Executor,
  where: SQL | undefined,
  thresholds: { takeMinutes: number; finalHours: number },
  now: Date,
): Promise<number> {
  const takeBefore = new Date(now.getTime() - thresholds.takeMinutes * 60_000);
  const finalBefore = new Date(now.getTime() - thresholds.finalHours * 3_600_000);
  const overdue = sql`${fptAlerts.finalAt} is null and ((${fptAlerts.takenAt} is null and ${fptAlerts.requestDt} < ${takeBefore}) or ${fptAlerts.requestDt} < ${finalBefore})`;
  const [row] = await db.select({ n: count() }).from(fptAlerts).where(and(where, overdue));
  return row?.n ?? 0;
}

/**
 * The badge's two counts in one statement: new alerts against one bank and against every bank (the
 * creations for a bank wait for each other around these counts, so each round trip there counts).
 */
export async function newAlertCounts(
  db: Executor,
  recipientOrgId: number,
): Promise<{ own: number; all: number }> {
  const [row] = await db
    .select({
      own: sql<number>`(count(*) filter (where ${fptAlerts.recipientOrgId} = ${recipientOrgId}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(fptAlerts)
    .where(and(eq(fptAlerts.statusId, 1), isNotNull(fptAlerts.recipientOrgId)));
  return { own: row?.own ?? 0, all: row?.all ?? 0 };
}

/** New (status 1) alerts raised against an organisation, or against any (null). */
export async function newAlertCount(db: Executor, recipientOrgId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fptAlerts)
    .where(
      and(
        eq(fptAlerts.statusId, 1),
        recipientOrgId === null
          ? isNotNull(fptAlerts.recipientOrgId)
          : eq(fptAlerts.recipientOrgId, recipientOrgId),
      ),
    );
  return row?.n ?? 0;
}

/** Who the remote searches of the list filters offer: people and organisations of the scope's alerts. */
export type PickerKind = 'creator' | 'recipient_issuer' | 'sender_issuer' | 'last_user';

export type PickerQuery = {
  page_number: number;
  page_size: number;
  sort_field: string;
  sort_order: 'ascend' | 'descend';
  filter: { id?: number | undefined; name?: string | undefined };
};

/** The picker's id and name columns, and the organisation join that names an issuer. */
function pickerColumns(kind: PickerKind): PickerColumns {
  switch (kind) {
    case 'creator':
      return { id: fptAlerts.creatorUserId, name: fptAlerts.creatorUserName };
    case 'last_user':
      return { id: fptAlerts.lastUserId, name: fptAlerts.lastUserName };
    case 'recipient_issuer':
      return { id: fptAlerts.recipientOrgId, name: pickedOrganisation.name, orgOf: fptAlerts.recipientOrgId };
    case 'sender_issuer':
      return { id: fptAlerts.senderOrgId, name: pickedOrganisation.name, orgOf: fptAlerts.senderOrgId };
  }
}

export async function pick(
  db: Executor,
  kind: PickerKind,
  scope: SQL | undefined,
  q: PickerQuery,
): Promise<ListPage<{ id: number; name: string }>> {
  const columns = pickerColumns(kind);
  const where = and(
    scope,
    q.filter.id ? eq(columns.id, q.filter.id) : undefined,
    q.filter.name ? containsIgnoringCase(columns.name, q.filter.name) : undefined,
  );
  return pickDistinct(db, fptAlerts, columns, where, {
    ...pageWindow(q),
    order: { by: q.sort_field === 'id' ? 'id' : 'name', direction: q.sort_order },
  });
}

/** An organisation's name and the addresses an alert is mailed to. */
export async function organisationContacts(
  db: Executor,
  orgId: number,
): Promise<{ name: string; notificationEmail: string | null; monitoringEmail: string | null } | null> {
  const [row] = await db
    .select({
      name: organisations.name,
      notificationEmail: organisations.notificationEmail,
      monitoringEmail: organisations.monitoringEmail,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row ?? null;
}

/** Names of organisations by id (the history's authors). */
export async function organisationNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
