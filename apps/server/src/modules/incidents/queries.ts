import {
  type Locale,
  PERMISSION,
  effectiveIncidentFilter,
  fromIsoDate,
  hasExtended,
  maskPan,
  translate,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { ForumGateway } from '../../counterparts/forum.js';
import type { Db } from '../../platform/db/pool.js';
import { listHistory } from '../../platform/history/history.js';
import { notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import type {
  CasinoListRequest,
  CasinoRow,
  CategoryDomainView,
  CategoryListRequest,
  IncidentListRequest,
  IncidentListRow,
  IncidentView,
  UserListRequest,
} from './api.js';
import { columnsToDetails } from './details-mapping.js';
import { incidentMutability } from './mutability.js';
import {
  listCasinoIncidents,
  listCategories,
  listCategoryDomains,
  listUsers,
} from './reference-repository.js';
import { findIncident, phonesOf, recordSearch, searchIncidents } from './repository.js';
import { searchCriteria } from './search-criteria.js';
import { incidentSearchCondition } from './search-filter.js';
import { INCIDENT_ENTITY } from './service.js';
import { incidentReadableBy, readableIncidents, userLookupOrg } from './visibility.js';

const displayDate = (iso: string): string => fromIsoDate(iso) ?? iso;

/** A list may ask for its names in another language than the caller's. */
const answerLocale = (caller: Caller, asked: Locale | null | undefined): Locale => asked ?? caller.locale;

/**
 * Searches the shared registry (/incident/list): every member's live incidents, or the caller's
 * organisation with "own only"; the E1000 filters count only for E1000. A new search a person makes
 * is counted as a check; its pages and refreshes, and a screen's own lookups, are not.
 */
export async function listIncidents(
  db: Db,
  caller: Caller,
  query: IncidentListRequest,
): Promise<ListPage<IncidentListRow>> {
  const locale = answerLocale(caller, query.locale);
  const filter = effectiveIncidentFilter(query.filter, {
    extended: hasExtended(caller, PERMISSION.incidents),
  });
  const { rows, total } = await searchIncidents(
    db,
    incidentSearchCondition(filter, caller.org_id),
    query,
    locale,
  );
  // The search is counted while the page's phones load: neither waits for the other.
  const [phones] = await Promise.all([
    phonesOf(
      db,
      rows.map((row) => row.id),
    ),
    query.lookup
      ? undefined
      : recordSearch(db, {
          userId: caller.user_id,
          orgId: caller.org_id,
          channel: caller.roles.includes('api-user') ? 'api' : 'menu',
          criteria: searchCriteria(filter),
        }),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      id2: row.id2,
      event_date: displayDate(row.eventDate),
      creator_org_id: row.creatorOrgId,
      creator_org_name: row.creatorOrgName,
      domain_id: row.domainId,
      domain_name: row.domainName,
      category_id: row.categoryId,
      category_name: row.categoryName,
      group_id: row.groupId,
      fullname: row.fullname,
      inn: row.inn,
      phones: phones.get(row.id) ?? [],
      passport_id: row.passportId,
      egrpou: row.egrpou,
      org_name: row.orgName,
      pan_masked: row.pan === null ? null : maskPan(row.pan),
      mutable: incidentMutability(caller, { creatorOrgId: row.creatorOrgId, basisType: row.basisType }),
    })),
    total_count: total,
  };
}

type IncidentKey = { id?: number; id2?: number; forum_msg_id?: number };

/**
 * One incident by id, or by id2 (and the forum message of a forum link); deleted ones too, as far as
 * the caller may read them (incidentReadableBy).
 */
async function findByKey(db: Db, caller: Caller, key: IncidentKey) {
  const locale = caller.locale;
  const found =
    key.id !== undefined
      ? await findIncident(db, { id: key.id }, locale)
      : key.id2 !== undefined
        ? await findIncident(db, { id2: key.id2 }, locale)
        : undefined;
  if (!found || !incidentReadableBy(caller, found.incident)) throw notFound();
  const { incident } = found;
  if (key.id2 !== undefined && incident.id2 !== key.id2) throw notFound();
  if (key.forum_msg_id !== undefined && incident.forumMsgId !== key.forum_msg_id) throw notFound();
  return found;
}

/** /incident/get: the incident with its details, its rights for the caller and the forum links. */
export async function getIncident(
  db: Db,
  caller: Caller,
  key: IncidentKey,
  forum: ForumGateway,
): Promise<IncidentView> {
  const found = await findByKey(db, caller, key);
  const { incident } = found;
  const phones = (await phonesOf(db, [incident.id])).get(incident.id) ?? [];
  const links = forum.links(incident.forumId, incident.forumMsgId);
  return {
    id: incident.id,
    id2: incident.id2,
    category_domain_id: incident.categoryDomainId,
    domain_name: found.domainName,
    category_id: found.categoryId,
    category_name: found.categoryName,
    group_id: incident.groupId,
    group_description: incident.groupDescription,
    forum_id: incident.forumId,
    forum_msg_id: incident.forumMsgId,
    forum_topic_url: links.topic,
    forum_msg_url: links.message,
    mutable: incidentMutability(caller, incident),
    creator_org_id: incident.creatorOrgId,
    creator_org_name: found.creatorOrgName,
    creator_user_id: incident.creatorUserId,
    creator_user_name: found.creatorUserName,
    basis_type: incident.basisType,
    basis_id: incident.basisId,
    channel: incident.channel,
    create_dt: incident.createDt.toISOString(),
    update_dt: incident.updateDt.toISOString(),
    deleted: incident.deleted,
    deleted_dt: incident.deletedDt?.toISOString() ?? null,
    deleted_reason: incident.deletedReason,
    details: columnsToDetails(incident, phones),
  };
}

/** /incident/history: create, update and delete entries, oldest first. */
export async function incidentHistory(db: Db, caller: Caller, key: { id2: number }) {
  const { incident } = await findByKey(db, caller, key);
  return { list: await listHistory(db, INCIDENT_ENTITY, incident.id, caller.locale) };
}

/** Category-domains with their fields and named required sets ('Option 1', 'Option 2', …). */
export async function categoryDomains(
  db: Db,
  caller: Caller,
  query: { filter?: { categories?: string[] | null; domain_id?: number } | null; locale?: Locale | null },
): Promise<ListPage<CategoryDomainView>> {
  const locale = answerLocale(caller, query.locale);
  const filter = query.filter ?? {};
  const rows = await listCategoryDomains(db, filter, locale);
  const list = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    category_id: row.categoryId,
    category_name: row.categoryName,
    fields: row.fields,
    required_sets: row.requiredSets.map((fields, index) => ({
      name: translate('required_set_option', locale, { n: index + 1 }),
      fields,
    })),
  }));
  return { list, total_count: list.length };
}

/** The illegal-casino list (/casino/list), deleted entries as far as the caller may read them. */
export async function casinoList(
  db: Db,
  caller: Caller,
  query: CasinoListRequest,
): Promise<ListPage<CasinoRow>> {
  const page = await listCasinoIncidents(db, query, readableIncidents(caller));
  return {
    total_count: page.total_count,
    list: page.list.map((row) => ({
      id: row.id,
      id2: row.id2,
      event_date: displayDate(row.eventDate),
      url: row.url,
      description: row.description,
      creator_org_id: row.creatorOrgId,
      creator_org_name: row.creatorOrgName,
      active: !row.deleted,
      update_dt: row.updateDt.toISOString(),
    })),
  };
}

/** The categories (/incident_category/list), every one, in the asked or the caller's language. */
export async function categoryList(db: Db, caller: Caller, query: CategoryListRequest) {
  const list = await listCategories(db, answerLocale(caller, query.locale));
  return { list, total_count: list.length };
}

/** Users for the pickers (/user/list): any organisation's for E1000, else the caller's own. */
export const userList = (db: Db, caller: Caller, query: UserListRequest) =>
  listUsers(db, query, userLookupOrg(caller));
