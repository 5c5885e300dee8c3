import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
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
import type { Executor } from '../../platform/db/pool.js';
import { type ListPage, pageWindow, listPage, totalCount } from '../../platform/http/paging.js';
import { containsPattern } from '../locations/text-search.js';
import { CONTACT_KINDS } from './kinds.js';

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

export async function lookupOrganisations(
  db: Executor,
  q: OrganisationLookup,
  types?: readonly OrgType[],
): Promise<ListPage<OrganisationPickItem>> {
  const where: SQL[] = [];
  if (types) where.push(inArray(organisations.type, [...types]));
  if (q.filter.id) where.push(eq(organisations.id, q.filter.id));
  if (q.filter.name) {
    const pattern = containsPattern(q.filter.name);
    where.push(or(ilike(organisations.name, pattern), ilike(organisations.shortName, pattern))!);
  }
  if (q.filter.org_type_id) where.push(eq(organisations.type, q.filter.org_type_id));
  if (q.filter.country_id) where.push(eq(organisations.country, q.filter.country_id.toUpperCase()));
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
      .where(and(...where))
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
    .where(and(eq(organisations.id, id), inArray(organisations.type, [...CONTACT_KINDS.banks.types])));
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
