import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  LOOKUP_PAGE_SIZES,
  type Locale,
  MAX_PAGE_SIZE,
  objectOf,
  optionalIdNumber,
  optionalText,
  pageNumberSchema,
  typeError,
} from '@afx/domain';
import { ORG_TYPES, type OrgType, organisations } from '../../identity/tables.js';
import type { Executor } from '../db/pool.js';
import { containsIgnoringCase } from '../db/text-search.js';
import { type ListPage, pageWindow, listPage, orderBy, totalCount } from '../http/paging.js';

/** Member banks: the organisations that own BINs, ATMs and acquirer ids (spec 3 §2.1). */
export const BANK_TYPES = ['issuer', 'acquirer'] as const satisfies readonly OrgType[];

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** "Україна" / "Ukraine" for 'UA', in the caller's language. */
export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The organisation pickers of the directories: paged by 15, sorted by name (spec 3 §7). */
export const organisationLookupSchema = objectOf({
  page_number: pageNumberSchema,
  page_size: z
    .int({ error: typeError })
    .min(1, { error: 'invalid_value' })
    .max(MAX_PAGE_SIZE, { error: 'invalid_value' })
    .nullish()
    .transform((value) => value ?? LOOKUP_PAGE_SIZES.directories),
  filter: objectOf({
    id: optionalIdNumber(),
    name: optionalText(undefined, { max: 200 }),
    org_type_id: z.enum(ORG_TYPES, { error: typeError }).nullish(),
    country_id: optionalText(undefined, { max: 2 }),
  })
    .nullish()
    .transform(
      (filter) => filter ?? { id: undefined, name: undefined, org_type_id: undefined, country_id: undefined },
    ),
});
export type OrganisationLookup = z.output<typeof organisationLookupSchema>;

export const organisationPickItem = z.object({
  id: z.number().int(),
  name: z.string(),
  monitoring_email: z.string().nullable(),
  org_type_id: z.enum(ORG_TYPES),
  country_id: z.string(),
});
export type OrganisationPickItem = z.infer<typeof organisationPickItem>;

/**
 * What both pickers match: the id, a substring of the name or short name in any case, and for the
 * directories' picker the type, country and the kinds of organisation the list may offer.
 */
function organisationsMatching(
  filter: {
    id?: number | null;
    name?: string | null;
    org_type_id?: OrgType | null;
    country_id?: string | null;
  },
  types?: readonly OrgType[],
): SQL | undefined {
  const { id, name, org_type_id: type, country_id: country } = filter;
  return and(
    types ? inArray(organisations.type, [...types]) : undefined,
    id ? eq(organisations.id, id) : undefined,
    name
      ? or(
          containsIgnoringCase(organisations.name, name),
          containsIgnoringCase(organisations.shortName, name),
        )
      : undefined,
    type ? eq(organisations.type, type) : undefined,
    country ? eq(organisations.country, country.toUpperCase()) : undefined,
  );
}

export async function lookupOrganisations(
  db: Executor,
  q: OrganisationLookup,
  types?: readonly OrgType[],
): Promise<ListPage<OrganisationPickItem>> {
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({
        id: organisations.id,
        name: organisations.name,
        monitoring_email: organisations.monitoringEmail,
        org_type_id: organisations.type,
        country_id: organisations.country,
        total: totalCount,
      })
      .from(organisations)
      .where(organisationsMatching(q.filter, types))
      .orderBy(asc(organisations.name), asc(organisations.id))
      .limit(limit)
      .offset(offset),
  );
}

/** A member bank (issuer or acquirer): the only kind of organisation that owns BINs, ATMs or acquirer ids. */
export async function bankExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), inArray(organisations.type, [...BANK_TYPES])));
  return row !== undefined;
}

/** The organisation's name, or null when there is no such organisation. */
export async function organisationName(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row?.name ?? null;
}

/** A remote-search picker's query: by id, or by (short) name substring, sorted by name or id. */
export type OrganisationSearch = {
  filter: { id?: number | null; name?: string | null };
  page_number: number;
  page_size: number;
  /** name or id: the request schema allows no other. */
  sort_field: string;
  sort_order: 'ascend' | 'descend';
};

/** Organisations of every type for the incident registry's pickers: id and name only. */
export async function searchOrganisations(db: Executor, query: OrganisationSearch) {
  return listPage(pageWindow(query), ({ limit, offset }) =>
    db
      .select({ id: organisations.id, name: organisations.name, total: totalCount })
      .from(organisations)
      .where(organisationsMatching(query.filter))
      .orderBy(...orderBy(query, { name: organisations.name, id: organisations.id }, organisations.id))
      .limit(limit)
      .offset(offset),
  );
}
