import {
  CCI_FAILURES,
  CCI_STATUSES,
  type CciFailure,
  type CciRequestFilter,
  type CciStatus,
  toIsoDate,
} from '@afx/domain';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { listPage, orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';
import type { CciRequestView } from './api.js';
import { cciRequests } from './tables.js';

export type NewCciRequest = typeof cciRequests.$inferInsert;

export async function insertCciRequest(tx: Executor, row: NewCciRequest): Promise<void> {
  await tx.insert(cciRequests).values(row);
}

const view = {
  cci_request_id: cciRequests.id,
  created_at: cciRequests.createdAt,
  org_id: cciRequests.orgId,
  org_name: organisations.name,
  user_id: cciRequests.userId,
  user_name: cciRequests.userName,
  pan_masked: cciRequests.panMasked,
  issuer_org_id: cciRequests.issuerOrgId,
  issuer_name: cciRequests.issuerName,
  tran_date: sql<string>`to_char(${cciRequests.tranDate}, 'DD.MM.YYYY')`,
  amount: cciRequests.amount,
  applicant_name: cciRequests.applicantName,
  notes: cciRequests.notes,
  outcome: cciRequests.outcome,
  failure: cciRequests.failure,
  ref_number: cciRequests.refNumber,
  status: cciRequests.status,
  status_info: cciRequests.statusInfo,
  answer_notes: cciRequests.answerNotes,
  server_time: cciRequests.serverTime,
  duration_ms: cciRequests.durationMs,
};

/** Timestamps as ISO instants, as every answer gives them. */
function iso<T extends { created_at: string; server_time: string | null }>(row: T): T {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    server_time: row.server_time === null ? null : new Date(row.server_time).toISOString(),
  };
}

/** The start of a Kyiv calendar day (dd.MM.yyyy), `days` later. */
const kyivDayStart = (date: string, days = 0) =>
  sql`((${toIsoDate(date)}::date + ${days}::int)::timestamp at time zone 'Europe/Kyiv')`;

function conditions(filter: CciRequestFilter, orgId: number | null): SQL[] {
  const where: SQL[] = [];
  if (orgId !== null) where.push(eq(cciRequests.orgId, orgId));
  if (filter.date_from) where.push(sql`${cciRequests.createdAt} >= ${kyivDayStart(filter.date_from)}`);
  if (filter.date_to) where.push(sql`${cciRequests.createdAt} < ${kyivDayStart(filter.date_to, 1)}`);
  const result = filter.result;
  if (result === 'answered' || result === 'failed') where.push(eq(cciRequests.outcome, result));
  else if ((CCI_STATUSES as readonly string[]).includes(result ?? ''))
    where.push(eq(cciRequests.status, result as CciStatus));
  else if ((CCI_FAILURES as readonly string[]).includes(result ?? ''))
    where.push(eq(cciRequests.failure, result as CciFailure));
  if (filter.user_id !== undefined) where.push(eq(cciRequests.userId, filter.user_id));
  if (filter.card_last4) where.push(eq(cciRequests.panLast4, filter.card_last4));
  return where;
}

/** One page of the log; `orgId` null: every organisation's. */
export async function listCciRequests(
  db: Executor,
  orgId: number | null,
  query: {
    filter: CciRequestFilter;
    page_number: number;
    page_size: number;
    sort_field: 'created_at';
    sort_order: 'ascend' | 'descend';
  },
) {
  const where = and(...conditions(query.filter, orgId));
  const page = await listPage(pageWindow(query), (window) =>
    db
      .select({ ...view, total: totalCount })
      .from(cciRequests)
      .innerJoin(organisations, eq(organisations.id, cciRequests.orgId))
      .where(where)
      .orderBy(...orderBy(query, { created_at: cciRequests.createdAt }, cciRequests.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return { ...page, list: page.list.map((row) => iso(row) as CciRequestView) };
}

export async function findCciRequest(db: Executor, id: string): Promise<CciRequestView | null> {
  const [row] = await db
    .select(view)
    .from(cciRequests)
    .innerJoin(organisations, eq(organisations.id, cciRequests.orgId))
    .where(eq(cciRequests.id, id));
  return row ? (iso(row) as CciRequestView) : null;
}

/** The users who asked, of one organisation (or all), for the list's user filter. */
export async function cciRequestUsers(db: Executor, orgId: number | null) {
  return db
    .selectDistinct({ id: sql<number>`${cciRequests.userId}`.mapWith(Number), name: cciRequests.userName })
    .from(cciRequests)
    .where(
      and(sql`${cciRequests.userId} is not null`, ...(orgId === null ? [] : [eq(cciRequests.orgId, orgId)])),
    )
    .orderBy(asc(cciRequests.userName));
}
