import { and, eq, like, type SQL } from 'drizzle-orm';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { type ListPage, orderBy, pageWindow, listPage, totalCount } from '../../platform/http/paging.js';
import { prefixPattern } from '../../platform/db/text-search.js';
import { acquirerIds } from './tables.js';

export type AcquirerIdFields = { card_system_id: number; notes: string | null };

export type AcquirerIdRow = AcquirerIdFields & {
  id: string;
  org_id: number;
  org_name: string;
  org_country_id: string;
  monitoring_email: string | null;
  update_dt: Date;
};

const acquirerIdRow = {
  id: acquirerIds.id,
  card_system_id: acquirerIds.cardSystemId,
  notes: acquirerIds.notes,
  org_id: acquirerIds.orgId,
  org_name: organisations.name,
  org_country_id: organisations.country,
  monitoring_email: organisations.monitoringEmail,
  update_dt: acquirerIds.updatedAt,
};

const key = (orgId: number, id: string): SQL => and(eq(acquirerIds.orgId, orgId), eq(acquirerIds.id, id))!;

function selectAcquirerIds(db: Executor) {
  return db
    .select(acquirerIdRow)
    .from(acquirerIds)
    .innerJoin(organisations, eq(organisations.id, acquirerIds.orgId));
}

export async function findAcquirerId(db: Executor, orgId: number, id: string): Promise<AcquirerIdRow | null> {
  const [row] = await selectAcquirerIds(db).where(key(orgId, id));
  return row ?? null;
}

export async function lockAcquirerId(db: Executor, orgId: number, id: string): Promise<AcquirerIdRow | null> {
  const [row] = await selectAcquirerIds(db).where(key(orgId, id)).for('update', { of: acquirerIds });
  return row ?? null;
}

export type AcquirerIdListQuery = {
  page_number: number;
  page_size: number;
  sort_field: 'id' | 'org_name' | 'update_dt';
  sort_order: 'ascend' | 'descend';
  filter: { acquirer_id?: string | undefined; org_id?: number | undefined };
};

export async function listAcquirerIds(
  db: Executor,
  q: AcquirerIdListQuery,
): Promise<ListPage<AcquirerIdRow>> {
  const where: SQL[] = [];
  if (q.filter.acquirer_id) where.push(like(acquirerIds.id, prefixPattern(q.filter.acquirer_id)));
  if (q.filter.org_id) where.push(eq(acquirerIds.orgId, q.filter.org_id));
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...acquirerIdRow, total: totalCount })
      .from(acquirerIds)
      .innerJoin(organisations, eq(organisations.id, acquirerIds.orgId))
      .where(and(...where))
      .orderBy(
        ...orderBy(
          q,
          { id: acquirerIds.id, org_name: organisations.name, update_dt: acquirerIds.updatedAt },
          acquirerIds.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function insertAcquirerId(
  db: Executor,
  orgId: number,
  id: string,
  fields: AcquirerIdFields,
): Promise<void> {
  await db
    .insert(acquirerIds)
    .values({ orgId, id, cardSystemId: fields.card_system_id, notes: fields.notes });
}

export async function updateAcquirerId(
  db: Executor,
  orgId: number,
  id: string,
  fields: AcquirerIdFields,
): Promise<void> {
  await db
    .update(acquirerIds)
    .set({ cardSystemId: fields.card_system_id, notes: fields.notes, updatedAt: new Date() })
    .where(key(orgId, id));
}

export async function deleteAcquirerId(db: Executor, orgId: number, id: string): Promise<void> {
  await db.delete(acquirerIds).where(key(orgId, id));
}

/**
 * The organisation's default acquirer id: its first (spec 2 §7.2: "the acquirer-id list with an
 * org_id filter, page size 1"), or null when it has none.
 */
export async function firstAcquirerId(db: Executor, orgId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: acquirerIds.id })
    .from(acquirerIds)
    .where(eq(acquirerIds.orgId, orgId))
    .orderBy(acquirerIds.id)
    .limit(1);
  return row?.id ?? null;
}
