import { CASINO_CATEGORY, type Locale } from '@afx/domain';
import { type SQL, and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { organisations, users } from '../../identity/tables.js';
import { listPage, orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';
import type { CasinoListRequest, UserListRequest } from './api.js';
import type { Executor } from '../../platform/db/pool.js';
import { localized } from './repository.js';
import { containsIgnoringCase, prefixPattern } from '../../platform/db/text-search.js';
import { incidentCategories, incidentCategoryDomains, incidents } from './tables.js';

export type CategoryDomainRules = {
  id: number;
  active: boolean;
  fields: string[];
  requiredSets: string[][];
};

/** The field rules of one category-domain, for validating an incident. */
export async function findCategoryDomain(db: Executor, id: number): Promise<CategoryDomainRules | undefined> {
  const [row] = await db
    .select({
      id: incidentCategoryDomains.id,
      active: incidentCategoryDomains.active,
      fields: incidentCategoryDomains.fields,
      requiredSets: incidentCategoryDomains.requiredSets,
    })
    .from(incidentCategoryDomains)
    .where(eq(incidentCategoryDomains.id, id));
  return row;
}

/** Category-domains, optionally of some categories (a code also takes its sub-codes: 15 → 15.1). */
export async function listCategoryDomains(
  db: Executor,
  filter: { categories?: string[] | null; domain_id?: number },
  locale: Locale,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.domain_id) conditions.push(eq(incidentCategoryDomains.id, filter.domain_id));
  if (filter.categories && filter.categories.length > 0) {
    conditions.push(
      or(
        inArray(incidentCategoryDomains.categoryId, filter.categories),
        ...filter.categories.map((code) =>
          like(incidentCategoryDomains.categoryId, prefixPattern(`${code}.`)),
        ),
      ),
    );
  }
  return db
    .select({
      id: incidentCategoryDomains.id,
      name: localized.domainName[locale],
      description: localized.domainDescription[locale],
      active: incidentCategoryDomains.active,
      categoryId: incidentCategoryDomains.categoryId,
      categoryName: localized.categoryName[locale],
      fields: incidentCategoryDomains.fields,
      requiredSets: incidentCategoryDomains.requiredSets,
    })
    .from(incidentCategoryDomains)
    .innerJoin(incidentCategories, eq(incidentCategories.id, incidentCategoryDomains.categoryId))
    .where(and(...conditions))
    .orderBy(asc(incidentCategoryDomains.sortOrder), asc(incidentCategoryDomains.id));
}

export async function listCategories(db: Executor, locale: Locale) {
  return db
    .select({
      id: incidentCategories.id,
      name: localized.categoryName[locale],
      description: localized.categoryDescription[locale],
    })
    .from(incidentCategories)
    .orderBy(asc(incidentCategories.sortOrder), asc(incidentCategories.id));
}

/**
 * Users for the remote-search pickers: by id, organisation, or name or login substring; only of
 * `onlyOrgId` when given (a U1000 caller's own organisation).
 */
export async function listUsers(db: Executor, query: UserListRequest, onlyOrgId: number | undefined) {
  const { id, name, org_id } = query.filter;
  return listPage(pageWindow(query), ({ limit, offset }) =>
    db
      .select({ id: users.id, name: users.fullName, org_id: users.orgId, total: totalCount })
      .from(users)
      .where(
        and(
          id ? eq(users.id, id) : undefined,
          org_id ? eq(users.orgId, org_id) : undefined,
          onlyOrgId === undefined ? undefined : eq(users.orgId, onlyOrgId),
          name
            ? or(containsIgnoringCase(users.fullName, name), containsIgnoringCase(users.login, name))
            : undefined,
        ),
      )
      .orderBy(...orderBy(query, { name: users.fullName, id: users.id }, users.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * The names of a creator chosen on someone's behalf, when the user belongs to the organisation;
 * undefined otherwise. The incident's history names them.
 */
export async function creatorNames(
  db: Executor,
  userId: number,
  orgId: number,
): Promise<{ orgName: string; userName: string } | undefined> {
  const [row] = await db
    .select({ orgName: organisations.name, userName: users.fullName })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  return row;
}

/**
 * The illegal-casino list: incidents of the casino category with their URL; a deleted one stays
 * listed as inactive (its update time is the deletion), since the list is the registry's memory of
 * a site.
 */
export async function listCasinoIncidents(db: Executor, query: CasinoListRequest, readable: SQL | undefined) {
  const { url, creator_org_id, active_only } = query.filter;
  return listPage(pageWindow(query), ({ limit, offset }) =>
    db
      .select({
        id: incidents.id,
        id2: incidents.id2,
        eventDate: incidents.eventDate,
        url: incidents.url,
        description: incidents.description,
        creatorOrgId: incidents.creatorOrgId,
        creatorOrgName: organisations.name,
        deleted: incidents.deleted,
        updateDt: incidents.updateDt,
        total: totalCount,
      })
      .from(incidents)
      .innerJoin(organisations, eq(organisations.id, incidents.creatorOrgId))
      .innerJoin(incidentCategoryDomains, eq(incidentCategoryDomains.id, incidents.categoryDomainId))
      .where(
        and(
          eq(incidentCategoryDomains.categoryId, CASINO_CATEGORY),
          url ? containsIgnoringCase(incidents.url, url) : undefined,
          creator_org_id ? eq(incidents.creatorOrgId, creator_org_id) : undefined,
          active_only ? sql`not ${incidents.deleted}` : undefined,
          readable,
        ),
      )
      .orderBy(
        ...orderBy(
          query,
          {
            update_dt: incidents.updateDt,
            id: incidents.id,
            event_date: incidents.eventDate,
            url: incidents.url,
            creator_org_name: organisations.name,
          },
          incidents.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}
