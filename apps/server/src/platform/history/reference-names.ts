import { cardSystemName, isCardSystemId, type Locale } from '@afx/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/pool.js';
import { incidentCategories, incidentCategoryDomains, locations, organisations } from '../db/tables.js';
import type { NameOf } from './readable-changes.js';

/**
 * The fields that hold the id of something with a name, in every service's history: the one place
 * a new service adds its own (docs/decisions/0014-readable-history.md).
 */
const REFERENCE_FIELDS = {
  org_id: 'organisation',
  creator_org_id: 'organisation',
  card_system_id: 'card_system',
  category_domain_id: 'category_domain',
  location_id: 'location',
} as const satisfies Record<string, string>;

type Reference = (typeof REFERENCE_FIELDS)[keyof typeof REFERENCE_FIELDS];

const referenceOf = (field: string): Reference | undefined =>
  Object.hasOwn(REFERENCE_FIELDS, field)
    ? REFERENCE_FIELDS[field as keyof typeof REFERENCE_FIELDS]
    : undefined;

const integerIds = (ids: readonly string[]): number[] => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

const pairs = (rows: { id: number | string; name: string }[]): [string, string][] =>
  rows.map((row) => [String(row.id), row.name]);

/** How each kind of reference is named, by id, in the caller's language where it has one. */
const NAMERS: Record<
  Reference,
  (db: Executor, ids: string[], locale: Locale) => Promise<[string, string][]>
> = {
  organisation: async (db, ids) => {
    const wanted = integerIds(ids);
    if (wanted.length === 0) return [];
    return pairs(
      await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.id, wanted)),
    );
  },
  card_system: async (_db, ids) =>
    integerIds(ids)
      .filter(isCardSystemId)
      .map((id) => [String(id), cardSystemName(id)]),
  category_domain: async (db, ids, locale) => {
    const wanted = integerIds(ids);
    if (wanted.length === 0) return [];
    const column = { uk: 'nameUk', en: 'nameEn', ru: 'nameRu' } as const;
    const rows = await db
      .select({
        id: incidentCategoryDomains.id,
        category: incidentCategories[column[locale]],
        domain: incidentCategoryDomains[column[locale]],
      })
      .from(incidentCategoryDomains)
      .innerJoin(incidentCategories, eq(incidentCategories.id, incidentCategoryDomains.categoryId))
      .where(inArray(incidentCategoryDomains.id, wanted));
    // As the form groups them: the category, then the domain within it.
    return rows.map((row) => [String(row.id), `${row.category} / ${row.domain}`]);
  },
  location: async (db, ids) => {
    if (ids.length === 0) return [];
    return pairs(
      await db
        .select({ id: locations.id, name: locations.fullName })
        .from(locations)
        .where(inArray(locations.id, ids)),
    );
  },
};

/** The ids a value holds: itself, or each item of a list of ids. */
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((id) => typeof id === 'number' || (typeof id === 'string' && id !== ''))
    .map(String);

/**
 * The names of every id the changes refer to, looked up once per kind of reference when the history
 * is read: so the names are in the reader's language and old entries read as well as new ones.
 */
export async function referenceNames(
  db: Executor,
  changeSets: readonly (Record<string, [unknown, unknown]> | null)[],
  locale: Locale,
): Promise<NameOf> {
  const wanted = new Map<Reference, Set<string>>();
  for (const changes of changeSets) {
    for (const [field, values] of Object.entries(changes ?? {})) {
      const reference = referenceOf(field);
      if (!reference) continue;
      const ids = wanted.get(reference) ?? new Set<string>();
      for (const value of values) for (const id of idsIn(value)) ids.add(id);
      wanted.set(reference, ids);
    }
  }
  const names = new Map<Reference, Map<string, string>>();
  await Promise.all(
    [...wanted].map(async ([reference, ids]) => {
      names.set(reference, new Map(await NAMERS[reference](db, [...ids], locale)));
    }),
  );
  return (field, value) => {
    const reference = referenceOf(field);
    if (!reference || (typeof value !== 'number' && typeof value !== 'string')) return undefined;
    return names.get(reference)?.get(String(value));
  };
}
