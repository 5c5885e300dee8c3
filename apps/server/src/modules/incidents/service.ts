import {
  PERMISSION,
  checkIncidentServiceAccess,
  checkUploadCreator,
  hasExtended,
  incidentEditRights,
  incidentRequestSchemas,
  isBlank,
} from '@afx/domain';
import { type ForumGateway, forumGateway } from '../../counterparts/forum.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { SessionUser } from '../../platform/auth/session-user.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { diff, recordHistory } from '../../platform/history/history.js';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { columnsToDetails, detailsToColumns, type Phone } from './details-mapping.js';
import { incidentMutability } from './mutability.js';
import { findCategoryDomain, creatorNames } from './reference-repository.js';
import { insertIncident, lockIncident, phonesOf, updateIncidentRow } from './repository.js';
import type { IncidentChannel, incidents } from './tables.js';
import { type FieldErrors, checkIncidentRequest, submitted, submittedId } from './validation.js';

/** The history of incidents is kept under this entity type, keyed by the incident id. */
export const INCIDENT_ENTITY = 'incident';

/** API when the token belongs to an API client (role api-user), forum with a forum topic, else menu. */
export function channelOf(caller: Pick<SessionUser, 'roles'>, forumId: number | undefined): IncidentChannel {
  if (caller.roles.includes('api-user')) return 'api';
  return forumId ? 'forum' : 'menu';
}

/**
 * Who the incident is registered for. An E1000 caller may name another organisation and one of its
 * users (both, as on upload); for everyone else these fields are ignored
 * (docs/decisions/0019-incidents-e1000-filters.md).
 */
async function chooseCreator(
  db: Executor,
  caller: Caller,
  raw: unknown,
  errors: FieldErrors,
): Promise<{ orgId: number; userId: number; names?: { orgName: string; userName: string } }> {
  const own = { orgId: caller.org_id, userId: caller.user_id };
  if (!hasExtended(caller, PERMISSION.incidents)) return own;
  const orgId = submittedId(raw, 'creator_org_id');
  const userId = submittedId(raw, 'creator_user_id');
  if (orgId === undefined && userId === undefined) return own;
  const missing = checkUploadCreator({ extended: true, creatorOrgId: orgId, creatorUserId: userId });
  if (missing === 'select_creator_org') errors.creator_org_id ??= missing;
  if (missing === 'select_creator_user') errors.creator_user_id ??= missing;
  if (orgId === undefined || userId === undefined) return own;
  const names = await creatorNames(db, userId, orgId);
  if (!names) {
    errors.creator_user_id ??= 'invalid_value';
    return own;
  }
  return { orgId, userId, names };
}

/** A basis is a pair: the type of the other service's record and its id. */
function checkBasis(raw: unknown, errors: FieldErrors): void {
  const type = submitted(raw, 'basis_type');
  const id = submitted(raw, 'basis_id');
  const hasType = type !== undefined && type !== null;
  const hasId = typeof id === 'string' ? !isBlank(id) : id !== undefined && id !== null;
  if (hasType && !hasId) errors.basis_id ??= 'required_field';
  if (hasId && !hasType) errors.basis_type ??= 'required_field';
}

/** Registers an incident (spec 1 §7 /incident/create); answers its ids and the forum message. */
export async function createIncident(db: Executor, caller: Caller, raw: unknown, forum: ForumGateway) {
  const domainId = submittedId(raw, 'category_domain_id');
  const domain = domainId === undefined ? undefined : await findCategoryDomain(db, domainId);
  const { data, errors } = checkIncidentRequest(incidentRequestSchemas.create, raw, domain);
  if (domainId !== undefined && !domain?.active) errors.category_domain_id ??= 'invalid_value';
  checkBasis(raw, errors);
  const creator = await chooseCreator(db, caller, raw, errors);
  if (!data || Object.keys(errors).length > 0) throw badRequest(errors);

  const channel = channelOf(caller, data.forum_id);
  return db.transaction(async (tx) => {
    const { id, id2 } = await insertIncident(
      tx,
      {
        categoryDomainId: data.category_domain_id,
        creatorOrgId: creator.orgId,
        creatorUserId: creator.userId,
        basisType: data.basis_type ?? null,
        basisId: data.basis_id || null,
        forumId: data.forum_id ?? null,
        channel,
        ...detailsToColumns(data.details),
      },
      data.details.phones,
    );
    const forumMsgId = data.forum_id
      ? await forum.postIncident({ topicId: data.forum_id, incidentId: id })
      : null;
    if (forumMsgId !== null) await updateIncidentRow(tx, id, { forumMsgId });
    const onBehalf = creator.orgId !== caller.org_id || creator.userId !== caller.user_id;
    await recordHistory(tx, {
      entityType: INCIDENT_ENTITY,
      entityKey: id,
      action: 'create',
      // The channel (menu, api, forum), then whom an E1000 caller registered it for, by name.
      notes:
        onBehalf && creator.names
          ? `${channel}; ${creator.names.orgName}, ${creator.names.userName}`
          : channel,
      changes: diff<Record<string, unknown>>(
        {},
        { category_domain_id: data.category_domain_id, ...data.details },
      ),
      by: caller,
    });
    return {
      id,
      id2,
      forum_msg_id: forumMsgId,
      forum_msg_url: forum.links(data.forum_id ?? null, forumMsgId).message,
    };
  });
}

type IncidentRecord = typeof incidents.$inferSelect;

/** The editable part of an incident, as the history compares it. */
function editableState(row: IncidentRecord, phones: Phone[]) {
  return { category_domain_id: row.categoryDomainId, ...columnsToDetails(row, phones) };
}

/** A live incident the caller may edit: 404 when gone, 403 when read-only. */
function requireEditable(caller: Caller, current: IncidentRecord | undefined) {
  if (!current || current.deleted) throw notFound();
  const rights = incidentEditRights(incidentMutability(caller, current));
  if (!rights.canEdit) throw forbidden();
  return { current, canEditCategory: rights.canEditCategory };
}

/** Changes an incident (/incident/update): 'full' edits everything, 'half' all but the category. */
export async function updateIncident(db: Db, caller: Caller, raw: unknown) {
  const id = submittedId(raw, 'id', 'bigint');
  if (id === undefined)
    throw badRequest(checkIncidentRequest(incidentRequestSchemas.update, raw, undefined).errors);
  return db.transaction(async (tx) => {
    const { current, canEditCategory } = requireEditable(caller, await lockIncident(tx, id));
    const domainId = submittedId(raw, 'category_domain_id');
    const categoryChanged = domainId !== undefined && domainId !== current.categoryDomainId;
    if (categoryChanged && !canEditCategory) throw forbidden();

    const domain = domainId === undefined ? undefined : await findCategoryDomain(tx, domainId);
    const { data, errors } = checkIncidentRequest(incidentRequestSchemas.update, raw, domain);
    // A retired category-domain keeps its incidents, but takes no new ones.
    if (domainId !== undefined && (!domain || (!domain.active && categoryChanged)))
      errors.category_domain_id ??= 'invalid_value';
    if (!data || Object.keys(errors).length > 0) throw badRequest(errors);

    const before = editableState(current, (await phonesOf(tx, [id])).get(id) ?? []);
    const columns = detailsToColumns(data.details);
    const after = {
      category_domain_id: data.category_domain_id,
      ...columnsToDetails(columns, data.details.phones),
    };
    await updateIncidentRow(
      tx,
      id,
      { categoryDomainId: data.category_domain_id, ...columns, updateDt: new Date() },
      data.details.phones,
    );
    await recordHistory(tx, {
      entityType: INCIDENT_ENTITY,
      entityKey: id,
      action: 'update',
      changes: diff(before, after),
      by: caller,
    });
    return { id };
  });
}

/** Soft-deletes an incident (/incident/delete): gone from search, kept with its history. */
export async function deleteIncident(db: Db, caller: Caller, body: { id: number; reason: string }) {
  return db.transaction(async (tx) => {
    requireEditable(caller, await lockIncident(tx, body.id));
    const now = new Date();
    await updateIncidentRow(tx, body.id, {
      deleted: true,
      deletedDt: now,
      deletedReason: body.reason,
      updateDt: now,
    });
    await recordHistory(tx, {
      entityType: INCIDENT_ENTITY,
      entityKey: body.id,
      action: 'delete',
      notes: body.reason,
      by: caller,
    });
    return { id: body.id };
  });
}

/**
 * An incident another service drafts from its record (spec 2 §3.10: an FPT alert, a Crime Check
 * request), inside that service's transaction so the record can keep the incident's id. The draft
 * is checked like any /incident/create body; it needs U1000 or E1000 ('Insufficient permissions!').
 */
export async function createIncidentFromBasis(db: Executor, caller: Caller, draft: Record<string, unknown>) {
  const refusal = checkIncidentServiceAccess(caller);
  if (refusal) throw forbidden(refusal);
  // A drafted incident has no forum topic: nothing is posted anywhere.
  return createIncident(db, caller, draft, forumGateway(undefined));
}
