import { ADMIN_HISTORY_ENTITY_TYPES, type AdminHistoryEntityType, toIsoDate } from '@afx/domain';
import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { kyivDayStart } from '../../platform/db/list-filters.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { historyEntries } from '../../platform/history/tables.js';
import { type ListPage, listPage, pageWindow, totalCount } from '../../platform/http/paging.js';

export type AuditRow = {
  id: number;
  event_dt: Date;
  actor_user_id: number | null;
  actor_name: string;
  actor_org_id: number | null;
  actor_org_name: string | null;
  entity_type: AdminHistoryEntityType;
  entity_key: string;
  entity_label: string | null;
  action: string;
  notes: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  subject_org_id: number | null;
  subject_org_name: string | null;
};

export type AuditFilter = {
  text?: string | undefined;
  entity_type?: AdminHistoryEntityType | null | undefined;
  action?: string | undefined;
  actor_user_id?: number | undefined;
  org_id?: number | undefined;
  event_date_from?: string | undefined;
  event_date_to?: string | undefined;
};

const actorOrg = alias(organisations, 'actor_org');
const subjectOrg = alias(organisations, 'subject_org');

/**
 * What an entry's key names, looked up now: a user's login, an organisation's or client's name, an
 * invoice's number, a tariff's service.
 */
const entityLabel = sql<string | null>`case ${historyEntries.entityType}
  when 'user' then (select u.login from users u where u.id::text = ${historyEntries.entityKey})
  when 'organisation' then (select o.name from organisations o where o.id::text = ${historyEntries.entityKey})
  when 'api_client' then (select c.name from api_clients c where c.client_id = ${historyEntries.entityKey})
  when 'service_endpoint' then (select o.name || ' / ' || split_part(${historyEntries.entityKey}, ':', 2)
    from organisations o where o.id::text = split_part(${historyEntries.entityKey}, ':', 1))
  when 'invoice' then (select i.number from invoices i where i.id::text = ${historyEntries.entityKey})
  when 'invoice_tariff' then (select t.service from invoice_tariffs t where t.id::text = ${historyEntries.entityKey})
  end`;

const row = {
  id: historyEntries.id,
  event_dt: historyEntries.eventDt,
  actor_user_id: historyEntries.creatorUserId,
  actor_name: historyEntries.creatorName,
  actor_org_id: historyEntries.creatorOrgId,
  actor_org_name: actorOrg.name,
  entity_type: sql<AdminHistoryEntityType>`${historyEntries.entityType}`,
  entity_key: historyEntries.entityKey,
  entity_label: entityLabel,
  action: historyEntries.action,
  notes: historyEntries.notes,
  changes: historyEntries.changes,
  subject_org_id: historyEntries.subjectOrgId,
  subject_org_name: subjectOrg.name,
};

function conditions(f: AuditFilter): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [
    f.entity_type
      ? eq(historyEntries.entityType, f.entity_type)
      : inArray(historyEntries.entityType, [...ADMIN_HISTORY_ENTITY_TYPES]),
  ];
  if (f.text) {
    where.push(
      or(
        containsIgnoringCase(historyEntries.notes, f.text),
        containsIgnoringCase(historyEntries.creatorName, f.text),
        containsIgnoringCase(historyEntries.entityKey, f.text),
      ),
    );
  }
  if (f.action) where.push(eq(historyEntries.action, f.action));
  if (f.actor_user_id) where.push(eq(historyEntries.creatorUserId, f.actor_user_id));
  if (f.org_id) where.push(eq(historyEntries.subjectOrgId, f.org_id));
  const from = f.event_date_from ? toIsoDate(f.event_date_from) : null;
  const to = f.event_date_to ? toIsoDate(f.event_date_to) : null;
  if (from) where.push(gte(historyEntries.eventDt, sql`${kyivDayStart(from)}`));
  if (to) where.push(lt(historyEntries.eventDt, sql`${kyivDayStart(to, 1)}`));
  return where;
}

/** The administrative history, newest first. */
export async function listAudit(
  db: Executor,
  q: { page_number: number; page_size: number; sort_order: 'ascend' | 'descend'; filter: AuditFilter },
): Promise<ListPage<AuditRow>> {
  const order =
    q.sort_order === 'ascend'
      ? [historyEntries.eventDt, historyEntries.id]
      : [desc(historyEntries.eventDt), desc(historyEntries.id)];
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...row, total: totalCount })
      .from(historyEntries)
      .leftJoin(actorOrg, eq(actorOrg.id, historyEntries.creatorOrgId))
      .leftJoin(subjectOrg, eq(subjectOrg.id, historyEntries.subjectOrgId))
      .where(and(...conditions(q.filter)))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  ) as Promise<ListPage<AuditRow>>;
}
