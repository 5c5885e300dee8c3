import type { Locale } from '@afx/domain';
import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';
import type { Db, Executor, Tx } from '../../platform/db/pool.js';
import { orderBy, pageWindow } from '../../platform/http/paging.js';
import type { IncidentListRequest } from './api.js';
import type { DetailColumns, Phone } from './details-mapping.js';
import {
  type IncidentChannel,
  incidentCategories,
  incidentCategoryDomains,
  incidentPhones,
  incidentLastSearches,
  incidentSearches,
  incidents,
} from './tables.js';

/** A column per interface language: `locale` picks one. */
export const localized = {
  domainName: {
    uk: incidentCategoryDomains.nameUk,
    en: incidentCategoryDomains.nameEn,
    ru: incidentCategoryDomains.nameRu,
  },
  domainDescription: {
    uk: incidentCategoryDomains.descriptionUk,
    en: incidentCategoryDomains.descriptionEn,
    ru: incidentCategoryDomains.descriptionRu,
  },
  categoryName: {
    uk: incidentCategories.nameUk,
    en: incidentCategories.nameEn,
    ru: incidentCategories.nameRu,
  },
  categoryDescription: {
    uk: incidentCategories.descriptionUk,
    en: incidentCategories.descriptionEn,
    ru: incidentCategories.descriptionRu,
  },
} satisfies Record<string, Record<Locale, AnyPgColumn>>;

function sortColumns(locale: Locale): Record<IncidentListRequest['sort_field'], AnyPgColumn> {
  return {
    id: incidents.id,
    event_date: incidents.eventDate,
    creator_org_name: organisations.name,
    domain_name: localized.domainName[locale],
    category_name: localized.categoryName[locale],
    group_id: incidents.groupId,
    fullname: incidents.fullname,
    inn: incidents.inn,
    passport_id: incidents.passportId,
    egrpou: incidents.egrpou,
    org_name: incidents.orgName,
  };
}

/**
 * One page of a search and its total. The total is a separate count over the incidents table only
 * (no joins), so it stays an index scan; the page joins the names for its few rows.
 */
export async function searchIncidents(
  db: Executor,
  where: SQL,
  query: Pick<IncidentListRequest, 'page_number' | 'page_size' | 'sort_field' | 'sort_order'>,
  locale: Locale,
) {
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: incidents.id,
        id2: incidents.id2,
        eventDate: incidents.eventDate,
        creatorOrgId: incidents.creatorOrgId,
        creatorOrgName: organisations.name,
        domainId: incidents.categoryDomainId,
        domainName: localized.domainName[locale],
        categoryId: incidentCategories.id,
        categoryName: localized.categoryName[locale],
        groupId: incidents.groupId,
        fullname: incidents.fullname,
        inn: incidents.inn,
        passportId: incidents.passportId,
        egrpou: incidents.egrpou,
        orgName: incidents.orgName,
        pan: incidents.pan,
        basisType: incidents.basisType,
      })
      .from(incidents)
      .innerJoin(organisations, eq(organisations.id, incidents.creatorOrgId))
      .innerJoin(incidentCategoryDomains, eq(incidentCategoryDomains.id, incidents.categoryDomainId))
      .innerJoin(incidentCategories, eq(incidentCategories.id, incidentCategoryDomains.categoryId))
      .where(where)
      .orderBy(...orderBy(query, sortColumns(locale), incidents.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(incidents)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The phones of some incidents, in their form order. */
export async function phonesOf(db: Executor, incidentIds: number[]): Promise<Map<number, Phone[]>> {
  const byIncident = new Map<number, Phone[]>();
  if (incidentIds.length === 0) return byIncident;
  const rows = await db
    .select()
    .from(incidentPhones)
    .where(inArray(incidentPhones.incidentId, incidentIds))
    .orderBy(asc(incidentPhones.incidentId), asc(incidentPhones.position));
  for (const row of rows) {
    const list = byIncident.get(row.incidentId) ?? [];
    list.push({ number: row.number, type: row.type });
    byIncident.set(row.incidentId, list);
  }
  return byIncident;
}

/** One incident with the names it shows, deleted or not. */
export async function findIncident(db: Executor, by: { id: number } | { id2: number }, locale: Locale) {
  const [row] = await db
    .select({
      incident: incidents,
      creatorOrgName: organisations.name,
      creatorUserName: users.fullName,
      domainName: localized.domainName[locale],
      categoryId: incidentCategories.id,
      categoryName: localized.categoryName[locale],
    })
    .from(incidents)
    .innerJoin(organisations, eq(organisations.id, incidents.creatorOrgId))
    .innerJoin(users, eq(users.id, incidents.creatorUserId))
    .innerJoin(incidentCategoryDomains, eq(incidentCategoryDomains.id, incidents.categoryDomainId))
    .innerJoin(incidentCategories, eq(incidentCategories.id, incidentCategoryDomains.categoryId))
    .where('id' in by ? eq(incidents.id, by.id) : eq(incidents.id2, by.id2));
  return row;
}

/** The incident row alone, locked for a change in this transaction. */
export async function lockIncident(tx: Tx, id: number) {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  return row;
}

export type NewIncident = Omit<typeof incidents.$inferInsert, 'id' | 'id2' | keyof DetailColumns> &
  DetailColumns;

async function replacePhones(tx: Tx, incidentId: number, phones: Phone[]): Promise<void> {
  await tx.delete(incidentPhones).where(eq(incidentPhones.incidentId, incidentId));
  if (phones.length === 0) return;
  await tx
    .insert(incidentPhones)
    .values(phones.map((p, position) => ({ incidentId, position, number: p.number, type: p.type })));
}

/**
 * Inserts an incident and its phones. id2 is random; on the rare clash with an existing one the
 * row is simply drawn again.
 */
export async function insertIncident(
  tx: Tx,
  values: NewIncident,
  phones: Phone[],
): Promise<{ id: number; id2: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(incidents)
      .values(values)
      .onConflictDoNothing({ target: incidents.id2 })
      .returning({ id: incidents.id, id2: incidents.id2 });
    if (row) {
      await replacePhones(tx, row.id, phones);
      return row;
    }
  }
  throw new Error('could not draw a free incident id2');
}

export async function updateIncidentRow(
  tx: Tx,
  id: number,
  values: Partial<typeof incidents.$inferInsert>,
  phones?: Phone[],
): Promise<void> {
  await tx.update(incidents).set(values).where(eq(incidents.id, id));
  if (phones) await replacePhones(tx, id, phones);
}

/**
 * Remembers a caller's search and counts it for the dashboard's "negative-information checks" when
 * it is a new one: criteria (see searchCriteria) other than the caller's last, and not empty.
 */
export async function recordSearch(
  db: Db,
  search: {
    userId: number;
    orgId: number;
    channel: Exclude<IncidentChannel, 'forum'>;
    criteria: string;
  },
): Promise<void> {
  // A statistic, not a record anyone relies on: the search need not wait for the WAL flush (a crash
  // may lose the last few counts, never an incident). set_config(…, true) lasts for this statement's
  // own transaction, so it is one round trip. The upsert answers a row only when the criteria
  // changed; its row lock makes the same search sent twice at once count once.
  await db.execute(sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true)),
    changed as (
      insert into ${incidentLastSearches} as last (user_id, criteria)
      values (${search.userId}, ${search.criteria})
      on conflict (user_id) do update set criteria = excluded.criteria, at = now()
      where last.criteria <> excluded.criteria
      returning criteria
    )
    insert into ${incidentSearches} (user_id, org_id, channel)
    select ${search.userId}, ${search.orgId}, ${search.channel}
    from changed, relaxed where changed.criteria <> ''`);
}
