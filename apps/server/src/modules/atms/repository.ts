import { and, asc, eq, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { type ListPage, orderBy, pageWindow, listPage, totalCount } from '../../platform/http/paging.js';
import { acquirerIds } from '../acquirers/index.js';
import { locations } from '../locations/index.js';
import { containsPattern, prefixPattern, searchKey } from '../../platform/db/text-search.js';
import { atms } from './tables.js';

/** The stored fields of an ATM that a change may touch (and a history entry compares). */
export type AtmFields = {
  location_id: string;
  location_address: string;
  location_description: string | null;
  latitude: number | null;
  longitude: number | null;
  raw_region: string | null;
  raw_city: string | null;
};

export type AtmRow = AtmFields & {
  term_id: string;
  org_id: number;
  org_name: string;
  monitoring_email: string | null;
  acq_id_list: string[];
  location_name: string;
  full_name: string;
  old_location_id: string | null;
  old_location_name: string | null;
  old_location_full_name: string | null;
  old_location_address: string | null;
  update_dt: Date;
};

const oldLocation = alias(locations, 'old_location');

/** The organisation's acquirer ids: an ATM is found by its terminal id and its acquirer's id. */
const acqIdList = sql<string[]>`coalesce((select array_agg(${acquirerIds.id} order by ${acquirerIds.id})
  from ${acquirerIds} where ${acquirerIds.orgId} = ${atms.orgId}), '{}')`;

const atmRow = {
  term_id: atms.termId,
  org_id: atms.orgId,
  org_name: organisations.name,
  monitoring_email: organisations.monitoringEmail,
  acq_id_list: acqIdList,
  location_id: atms.locationId,
  location_name: locations.name,
  full_name: locations.fullName,
  location_address: atms.locationAddress,
  location_description: atms.locationDescription,
  latitude: atms.latitude,
  longitude: atms.longitude,
  raw_region: atms.rawRegion,
  raw_city: atms.rawCity,
  old_location_id: atms.oldLocationId,
  old_location_name: oldLocation.name,
  old_location_full_name: oldLocation.fullName,
  old_location_address: atms.oldLocationAddress,
  update_dt: atms.updatedAt,
};

const columnsOf = (f: AtmFields) => ({
  locationId: f.location_id,
  locationAddress: f.location_address,
  locationDescription: f.location_description,
  latitude: f.latitude,
  longitude: f.longitude,
  rawRegion: f.raw_region,
  rawCity: f.raw_city,
});

/** An acquirer id matches with or without leading zeros (FPT pads ids to 6 digits). */
const sameAcquirerId = (column: typeof acquirerIds.id, value: string): SQL =>
  sql`ltrim(${column}, '0') = ltrim(${value}, '0')`;

function selectAtms(db: Executor) {
  return db
    .select(atmRow)
    .from(atms)
    .innerJoin(organisations, eq(organisations.id, atms.orgId))
    .innerJoin(locations, eq(locations.id, atms.locationId))
    .leftJoin(oldLocation, eq(oldLocation.id, atms.oldLocationId));
}

const atmKey = (orgId: number, termId: string): SQL => and(eq(atms.orgId, orgId), eq(atms.termId, termId))!;

export async function findAtm(db: Executor, orgId: number, termId: string): Promise<AtmRow | null> {
  const [row] = await selectAtms(db).where(atmKey(orgId, termId));
  return row ?? null;
}

/** The stored ATM, locked for the rest of the transaction. */
export async function lockAtm(db: Executor, orgId: number, termId: string): Promise<AtmRow | null> {
  const [row] = await selectAtms(db).where(atmKey(orgId, termId)).for('update', { of: atms });
  return row ?? null;
}

export type AtmListQuery = {
  page_number: number;
  page_size: number;
  sort_field: 'term_id' | 'org_name' | 'location_name' | 'update_dt';
  sort_order: 'ascend' | 'descend';
  filter: {
    term_id?: string | undefined;
    org_id?: number | undefined;
    acq_id?: string | undefined;
    location_id?: string | undefined;
    location_address?: string | undefined;
  };
};

export async function listAtms(db: Executor, q: AtmListQuery): Promise<ListPage<AtmRow>> {
  const where: SQL[] = [];
  const f = q.filter;
  if (f.term_id) where.push(like(atms.termId, prefixPattern(f.term_id)));
  if (f.org_id) where.push(eq(atms.orgId, f.org_id));
  if (f.location_id) where.push(eq(atms.locationId, f.location_id));
  if (f.location_address) {
    where.push(sql`lower(${atms.locationAddress}) like ${containsPattern(searchKey(f.location_address))}`);
  }
  if (f.acq_id) {
    where.push(
      sql`exists (select 1 from ${acquirerIds} where ${acquirerIds.orgId} = ${atms.orgId}
        and ${sameAcquirerId(acquirerIds.id, f.acq_id)})`,
    );
  }
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...atmRow, total: totalCount })
      .from(atms)
      .innerJoin(organisations, eq(organisations.id, atms.orgId))
      .innerJoin(locations, eq(locations.id, atms.locationId))
      .leftJoin(oldLocation, eq(oldLocation.id, atms.oldLocationId))
      .where(and(...where))
      .orderBy(
        ...orderBy(
          q,
          {
            term_id: atms.termId,
            org_name: organisations.name,
            location_name: locations.name,
            update_dt: atms.updatedAt,
          },
          atms.termId,
        ),
        asc(atms.orgId),
      )
      .limit(limit)
      .offset(offset),
  );
}

/** ATMs with this terminal id, of acquirers holding this acquirer id when one is given. */
export async function searchAtms(db: Executor, termId: string, acqId: string | undefined): Promise<AtmRow[]> {
  const where: SQL[] = [eq(atms.termId, termId)];
  if (acqId) {
    where.push(
      sql`exists (select 1 from ${acquirerIds} where ${acquirerIds.orgId} = ${atms.orgId}
        and ${sameAcquirerId(acquirerIds.id, acqId)})`,
    );
  }
  return selectAtms(db)
    .where(and(...where))
    .orderBy(asc(organisations.name))
    .limit(50);
}

export async function insertAtm(
  db: Executor,
  orgId: number,
  termId: string,
  fields: AtmFields,
): Promise<void> {
  await db.insert(atms).values({ orgId, termId, ...columnsOf(fields) });
}

export async function updateAtm(
  db: Executor,
  orgId: number,
  termId: string,
  fields: AtmFields,
  old: { location_id: string; location_address: string } | null,
): Promise<void> {
  await db
    .update(atms)
    .set({
      ...columnsOf(fields),
      ...(old ? { oldLocationId: old.location_id, oldLocationAddress: old.location_address } : {}),
      updatedAt: new Date(),
    })
    .where(atmKey(orgId, termId));
}

export async function deleteAtm(db: Executor, orgId: number, termId: string): Promise<void> {
  await db.delete(atms).where(atmKey(orgId, termId));
}

const termIdsOf = (list: readonly string[]): SQL =>
  sql`${atms.termId} = any(${sql.param([...list])}::text[])`;

/** The terminal ids of `list` that the organisation has, locked. */
export async function lockAtmsOfOrganisation(
  db: Executor,
  orgId: number,
  list: readonly string[],
): Promise<AtmRow[]> {
  if (list.length === 0) return [];
  return selectAtms(db)
    .where(and(eq(atms.orgId, orgId), termIdsOf(list)))
    .for('update', { of: atms });
}

/** Confirms the organisation's listed ATMs: their update time moves to now. */
export async function touchAtms(db: Executor, orgId: number, list: readonly string[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .update(atms)
    .set({ updatedAt: new Date() })
    .where(and(eq(atms.orgId, orgId), termIdsOf(list)));
}

export async function deleteAtms(db: Executor, orgId: number, list: readonly string[]): Promise<void> {
  if (list.length === 0) return;
  await db.delete(atms).where(and(eq(atms.orgId, orgId), termIdsOf(list)));
}

/** The organisation's terminal ids that are not in `keep`. */
export async function atmsOfOrganisationExcept(
  db: Executor,
  orgId: number,
  keep: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ term_id: atms.termId })
    .from(atms)
    .where(and(eq(atms.orgId, orgId), sql`${atms.termId} <> all(${sql.param([...keep])}::text[])`))
    .orderBy(asc(atms.termId));
  return rows.map((r) => r.term_id);
}
