import { SETTLEMENT_CATEGORIES, SPECIAL_STATUS_CATEGORY } from '@afx/domain';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/pool.js';
import { type ListPage, pageWindow, listPage, totalCount } from '../../platform/http/paging.js';
import { locations } from './tables.js';
import { containsPattern, prefixPattern, searchKey } from '../../platform/db/text-search.js';

export type LocationView = { id: string; category: string; name: string; full_name: string };

const view = {
  id: locations.id,
  category: locations.category,
  name: locations.name,
  full_name: locations.fullName,
};

/** Cities first, then settlements and villages, then districts and larger units. */
const categoryRank = sql`case ${locations.category}
  when 'K' then 0 when 'M' then 1 when 'X' then 2 when 'C' then 3
  when 'B' then 4 when 'H' then 5 when 'P' then 6 else 7 end`;

export type LocationQuery = {
  page_number: number;
  page_size: number;
  filter: {
    id?: string | undefined;
    name?: string | undefined;
    full_name?: string | undefined;
    region?: string | undefined;
  };
};

const isSettlement = inArray(locations.category, [...SETTLEMENT_CATEGORIES]);

/** Each word somewhere in the full name. */
const hasWords = (text: string): SQL[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((word) => like(locations.searchText, containsPattern(word)));

/**
 * Settlements (the places an ATM may stand in) by code, by the start of the name, or by words
 * anywhere in the full name (each word must appear), case-insensitive; within a region's words,
 * plus Kyiv and Sevastopol whatever the region (they belong to no oblast). The exact name comes
 * first, then names that start with the text, then cities before villages.
 */
export async function searchLocations(db: Executor, q: LocationQuery): Promise<ListPage<LocationView>> {
  const where: (SQL | undefined)[] = [isSettlement];
  if (q.filter.id) where.push(eq(locations.id, q.filter.id.toUpperCase()));
  const name = q.filter.name ? searchKey(q.filter.name) : '';
  const fullName = q.filter.full_name ? searchKey(q.filter.full_name) : '';
  const region = q.filter.region ? searchKey(q.filter.region) : '';
  if (name) where.push(like(locations.nameKey, prefixPattern(name)));
  where.push(...hasWords(fullName));
  if (region) where.push(or(and(...hasWords(region)), eq(locations.category, SPECIAL_STATUS_CATEGORY)));
  const typed = name || fullName.split(', ')[0] || '';
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...view, total: totalCount })
      .from(locations)
      .where(and(...where))
      .orderBy(
        desc(sql`${locations.nameKey} = ${typed}`),
        desc(like(locations.nameKey, prefixPattern(typed))),
        asc(categoryRank),
        asc(locations.name),
        asc(locations.id),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function locationsByIds(db: Executor, ids: readonly string[]): Promise<LocationView[]> {
  if (ids.length === 0) return [];
  return db
    .select(view)
    .from(locations)
    .where(inArray(locations.id, [...ids]));
}

/** The settlements among these codes: an upload row's code of an oblast or a raion finds nothing. */
export async function settlementsByIds(db: Executor, ids: readonly string[]): Promise<LocationView[]> {
  if (ids.length === 0) return [];
  return db
    .select(view)
    .from(locations)
    .where(and(inArray(locations.id, [...ids]), isSettlement));
}

export type SettlementCandidate = LocationView & { level1: string; name_key: string };

/** Settlements (cities, urban-type settlements, villages, Kyiv and Sevastopol) with these names. */
export async function settlementsNamed(
  db: Executor,
  nameKeys: readonly string[],
): Promise<SettlementCandidate[]> {
  if (nameKeys.length === 0) return [];
  return db
    .select({ ...view, level1: locations.level1, name_key: locations.nameKey })
    .from(locations)
    .where(and(inArray(locations.nameKey, [...nameKeys]), isSettlement));
}

/** The first-level units (oblasts, Crimea, Kyiv, Sevastopol) by their lower-cased names. */
export async function regions(db: Executor): Promise<{ id: string; name_key: string }[]> {
  return db
    .select({ id: locations.id, name_key: locations.nameKey })
    .from(locations)
    .where(inArray(locations.category, ['O', SPECIAL_STATUS_CATEGORY]));
}
