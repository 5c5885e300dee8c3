import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import { type PickerColumns, pickDistinct, pickedOrganisation } from '../../platform/db/distinct-picker.js';
import { kyivDayStart, numberCondition } from '../../platform/db/list-filters.js';
import type { Executor } from '../../platform/db/pool.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { type ListPage, orderBy, pageWindow } from '../../platform/http/paging.js';
import { crcRequestIdSequence, crcRequests } from './tables.js';

export type RequestRecord = typeof crcRequests.$inferSelect;
export type NewRequest = typeof crcRequests.$inferInsert;

/** A request with the names and icons of the organisations it names. */
export type RequestRow = RequestRecord & {
  policeOrgName: string;
  alertSourceName: string | null;
  senderOrgName: string | null;
  senderIcon: string | null;
  recipientOrgName: string | null;
  recipientIcon: string | null;
};

const policeOrg = alias(organisations, 'police_org');
const sourceOrg = alias(organisations, 'source_org');
const senderOrg = alias(organisations, 'sender_org');
const recipientOrg = alias(organisations, 'recipient_org');

type Selected = { request: RequestRecord } & Omit<RequestRow, keyof RequestRecord>;
const flat = ({ request, ...names }: Selected): RequestRow => ({ ...request, ...names });

function selectRows(db: Executor) {
  return db
    .select({
      request: crcRequests,
      policeOrgName: policeOrg.name,
      alertSourceName: sourceOrg.name,
      senderOrgName: senderOrg.name,
      senderIcon: senderOrg.icon,
      recipientOrgName: recipientOrg.name,
      recipientIcon: recipientOrg.icon,
    })
    .from(crcRequests)
    .innerJoin(policeOrg, eq(policeOrg.id, crcRequests.policeOrgId))
    .leftJoin(sourceOrg, eq(sourceOrg.id, crcRequests.alertSourceId))
    .leftJoin(senderOrg, eq(senderOrg.id, crcRequests.senderOrgId))
    .leftJoin(recipientOrg, eq(recipientOrg.id, crcRequests.recipientOrgId));
}

/** The next 12-digit id. */
export async function nextRequestId(db: Executor): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select nextval(${sql.raw(`'${crcRequestIdSequence.seqName}'`)})::text as id`,
  );
  return rows[0]!.id;
}

export async function insertRequest(db: Executor, request: NewRequest): Promise<void> {
  await db.insert(crcRequests).values(request);
}

export async function findRequest(db: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await selectRows(db).where(eq(crcRequests.id, id));
  return row ? flat(row) : null;
}

/**
 * Changes a request only while its status (and, when given, its update_dt) is what the caller saw:
 * of two concurrent changes one wins and the other finds nothing (stale). Answers whether it changed.
 */
export async function updateRequestIf(
  db: Executor,
  id: string,
  seen: { statusId: number; updateDt?: Date },
  set: Partial<NewRequest>,
): Promise<boolean> {
  const rows = await db
    .update(crcRequests)
    .set({ ...set, updateDt: new Date() })
    .where(
      and(
        eq(crcRequests.id, id),
        eq(crcRequests.statusId, seen.statusId),
        seen.updateDt ? eq(crcRequests.updateDt, seen.updateDt) : undefined,
      ),
    )
    .returning({ id: crcRequests.id });
  return rows.length > 0;
}

/** Records the bank's incident, only while there is none. */
export async function setIncidentIfNone(db: Executor, id: string, incidentId: number): Promise<boolean> {
  const rows = await db
    .update(crcRequests)
    .set({ incidentId, updateDt: new Date() })
    .where(and(eq(crcRequests.id, id), isNull(crcRequests.incidentId)))
    .returning({ id: crcRequests.id });
  return rows.length > 0;
}

/** Whose requests a list holds: a bank's (recipient), a police unit's, or any (null). */
export type RequestScope = { side: 'bank'; orgId: number | null } | { side: 'police'; orgId: number | null };

export function scopeCondition(scope: RequestScope): SQL | undefined {
  if (scope.side === 'bank')
    return scope.orgId === null ? undefined : eq(crcRequests.recipientOrgId, scope.orgId);
  return scope.orgId === null ? undefined : eq(crcRequests.policeOrgId, scope.orgId);
}

/** The list filter as the repository reads it (the domain's, made effective; dates yyyy-MM-dd). */
export type RequestFilter = {
  id?: string | undefined;
  recipient_number?: string | undefined;
  sender_number?: string | undefined;
  sender_issuer_id?: number | undefined;
  recipient_issuer_id?: number | undefined;
  status?: readonly number[] | undefined;
  incident_created?: boolean | null | undefined;
  last_user_id?: number | undefined;
  request_date_from?: string | undefined;
  request_date_to?: string | undefined;
  reg_number?: string | undefined;
  notes?: string | undefined;
  url?: string | undefined;
};

export function filterConditions(filter: RequestFilter): SQL[] {
  const where: (SQL | undefined)[] = [
    filter.id ? eq(crcRequests.id, filter.id) : undefined,
    numberCondition(crcRequests.recipientNumber, filter.recipient_number),
    numberCondition(crcRequests.senderNumber, filter.sender_number),
    filter.sender_issuer_id ? eq(crcRequests.senderOrgId, filter.sender_issuer_id) : undefined,
    filter.recipient_issuer_id ? eq(crcRequests.recipientOrgId, filter.recipient_issuer_id) : undefined,
    filter.status && filter.status.length > 0 ? inArray(crcRequests.statusId, [...filter.status]) : undefined,
    filter.incident_created === true ? isNotNull(crcRequests.incidentId) : undefined,
    filter.incident_created === false ? isNull(crcRequests.incidentId) : undefined,
    filter.last_user_id ? eq(crcRequests.lastUserId, filter.last_user_id) : undefined,
    filter.request_date_from
      ? sql`${crcRequests.requestDt} >= ${kyivDayStart(filter.request_date_from)}`
      : undefined,
    filter.request_date_to
      ? sql`${crcRequests.requestDt} < ${kyivDayStart(filter.request_date_to, 1)}`
      : undefined,
    filter.reg_number ? eq(crcRequests.regNumber, filter.reg_number) : undefined,
    filter.notes ? containsIgnoringCase(crcRequests.notes, filter.notes) : undefined,
    filter.url ? containsIgnoringCase(crcRequests.url, filter.url) : undefined,
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}

export type RequestPageQuery = {
  page_number: number;
  page_size: number;
  sort_field: 'request_dt';
  sort_order: 'ascend' | 'descend';
};

/** How many requests a condition finds, counted one by one. */
export async function requestCount(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(crcRequests).where(where);
  return row?.n ?? 0;
}

/** One page of requests and the total of the filter (`total`: counted, or from the running totals). */
export async function requestPage(
  db: Executor,
  where: SQL | undefined,
  q: RequestPageQuery,
  total: () => Promise<number>,
): Promise<ListPage<RequestRow>> {
  const { limit, offset } = pageWindow(q);
  const [rows, totalCount] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...orderBy(q, { request_dt: crcRequests.requestDt }, crcRequests.id))
      .limit(limit)
      .offset(offset),
    total(),
  ]);
  return { list: rows.map(flat), total_count: totalCount };
}

/** Requests waiting for review or in process (4, 5) addressed to an organisation, or to any (null). */
export async function newRequestCount(db: Executor, recipientOrgId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crcRequests)
    .where(
      and(
        inArray(crcRequests.statusId, [4, 5]),
        recipientOrgId === null
          ? isNotNull(crcRequests.recipientOrgId)
          : eq(crcRequests.recipientOrgId, recipientOrgId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The badge's two counts in one statement: statuses 4 and 5 of one bank and of every bank (the
 * filings to a bank wait for each other around these counts, so each round trip there counts).
 */
export async function newRequestCounts(
  db: Executor,
  recipientOrgId: number,
): Promise<{ own: number; all: number }> {
  const [row] = await db
    .select({
      own: sql<number>`(count(*) filter (where ${crcRequests.recipientOrgId} = ${recipientOrgId}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(crcRequests)
    .where(and(inArray(crcRequests.statusId, [4, 5]), isNotNull(crcRequests.recipientOrgId)));
  return { own: row?.own ?? 0, all: row?.all ?? 0 };
}

/** Requests linked by parent_id: the parent, the children, the siblings; oldest first. */
export async function relatedRequests(
  db: Executor,
  row: Pick<RequestRecord, 'id' | 'parentId'>,
  scope: SQL | undefined,
): Promise<{ id: string; statusId: number; requestDt: Date }[]> {
  const linked = or(
    eq(crcRequests.parentId, row.id),
    row.parentId ? eq(crcRequests.id, row.parentId) : undefined,
    row.parentId ? eq(crcRequests.parentId, row.parentId) : undefined,
  );
  return db
    .select({ id: crcRequests.id, statusId: crcRequests.statusId, requestDt: crcRequests.requestDt })
    .from(crcRequests)
    .where(and(linked, ne(crcRequests.id, row.id), scope))
    .orderBy(asc(crcRequests.requestDt), asc(crcRequests.id));
}

/** The police unit's own request with this id exists (a parent_id must name one). */
export async function policeRequestExists(db: Executor, id: string, policeOrgId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: crcRequests.id })
    .from(crcRequests)
    .where(and(eq(crcRequests.id, id), eq(crcRequests.policeOrgId, policeOrgId)));
  return row !== undefined;
}

export type PickerKind = 'sender_issuer' | 'recipient_issuer' | 'last_user';

function pickerColumns(kind: PickerKind): PickerColumns {
  switch (kind) {
    case 'last_user':
      return { id: crcRequests.lastUserId, name: crcRequests.lastUserName };
    case 'recipient_issuer':
      return {
        id: crcRequests.recipientOrgId,
        name: pickedOrganisation.name,
        orgOf: crcRequests.recipientOrgId,
      };
    case 'sender_issuer':
      return { id: crcRequests.senderOrgId, name: pickedOrganisation.name, orgOf: crcRequests.senderOrgId };
  }
}

/** The remote searches of the list filters: people and organisations of the scope's requests. */
export async function pick(
  db: Executor,
  kind: PickerKind,
  scope: SQL | undefined,
  q: { search?: string | undefined; page_size: number },
): Promise<ListPage<{ id: number; name: string }>> {
  const columns = pickerColumns(kind);
  const where = and(scope, q.search ? containsIgnoringCase(columns.name, q.search) : undefined);
  return pickDistinct(db, crcRequests, columns, where, { limit: q.page_size, offset: 0 });
}

/** An organisation's type, name and notification e-mail. */
export async function organisationOf(
  db: Executor,
  orgId: number,
): Promise<{ type: string; name: string; notificationEmail: string | null } | null> {
  const [row] = await db
    .select({
      type: organisations.type,
      name: organisations.name,
      notificationEmail: organisations.notificationEmail,
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

/** Requests the exchange received, in total or since a Kyiv day (yyyy-MM-dd): the dashboard's figures. */
export async function receivedCount(db: Executor, sinceKyivDay?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crcRequests)
    .where(sinceKyivDay ? sql`${crcRequests.requestDt} >= ${kyivDayStart(sinceKyivDay)}` : undefined);
  return row?.n ?? 0;
}
