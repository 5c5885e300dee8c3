import { randomBytes } from 'node:crypto';
import type { ApiClientCreate } from '@afx/domain';
import { hashClientSecret } from '../../identity/client-secrets.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { diff, listHistory, recordHistory } from '../../platform/history/history.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import type { ApiClientListQuery, ApiClientView } from './api.js';
import * as repo from './api-client-repository.js';
import type { ApiClientRow } from './api-client-repository.js';

export const API_CLIENT_ENTITY = 'api_client';

const HOUR_MS = 3_600_000;

/** A client id: readable, unique, usable as the api-user's login. */
const newClientId = (): string => `api-${randomBytes(6).toString('hex')}`;
/** A client secret: 32 random bytes, URL-safe. */
const newClientSecret = (): string => randomBytes(32).toString('base64url');

function toView(row: ApiClientRow): ApiClientView {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    previous_secret_until: row.previous_secret_until?.toISOString() ?? null,
  };
}

export async function listApiClients(
  db: Db,
  _caller: Caller,
  q: ApiClientListQuery,
): Promise<ListPage<ApiClientView>> {
  const page = await repo.listApiClients(db, q);
  return { list: page.list.map(toView), total_count: page.total_count };
}

export async function getApiClient(
  db: Db,
  _caller: Caller,
  input: { client_id: string },
): Promise<ApiClientView> {
  const row = await repo.findApiClient(db, input.client_id);
  if (!row) throw notFound();
  return toView(row);
}

/**
 * /api_client/create: the api-user it acts as (role api-user, login = the client id, the given codes)
 * and the client with the argon2id hash of a new secret. The secret is answered this once.
 */
export async function createApiClient(
  db: Db,
  caller: Caller,
  input: ApiClientCreate,
): Promise<{ client_id: string; client_secret: string }> {
  const secret = newClientSecret();
  const secretHash = await hashClientSecret(secret);
  const clientId = await db.transaction(async (tx) => {
    const domains = await repo.emailDomainsOf(tx, input.org_id);
    if (domains === null) throw badRequest({ org_id: 'admin_org_unknown' });
    let id = newClientId();
    while (await repo.loginTaken(tx, id)) id = newClientId();
    const userId = await repo.insertApiUser(tx, {
      login: id,
      email: `${id}@${domains[0] ?? 'api-clients.invalid'}`,
      fullName: input.name,
      orgId: input.org_id,
      permissions: input.permissions,
    });
    await repo.insertApiClient(tx, { clientId: id, name: input.name, userId, secretHash });
    await recordHistory(tx, {
      entityType: API_CLIENT_ENTITY,
      entityKey: id,
      action: 'create',
      changes: diff({}, { name: input.name, org_id: input.org_id, permissions: input.permissions }),
      by: caller,
      subjectOrgId: input.org_id,
    });
    return id;
  });
  return { client_id: clientId, client_secret: secret };
}

/**
 * /api_client/rotate_secret: a new secret, answered once; the old one keeps working for the overlap
 * (0 hours: it stops at once), so the bank can switch its system without a gap.
 */
export async function rotateApiClientSecret(
  db: Db,
  caller: Caller,
  input: { client_id: string; overlap_hours: number },
): Promise<{ client_id: string; client_secret: string }> {
  const secret = newClientSecret();
  const secretHash = await hashClientSecret(secret);
  await db.transaction(async (tx) => {
    const before = await repo.findApiClient(tx, input.client_id, true);
    if (!before) throw notFound();
    const oldHash = await repo.currentSecretHash(tx, input.client_id);
    const until = input.overlap_hours > 0 ? new Date(Date.now() + input.overlap_hours * HOUR_MS) : null;
    await repo.writeSecret(tx, input.client_id, {
      secretHash,
      previousSecretHash: until ? oldHash : null,
      previousSecretUntil: until,
    });
    await recordHistory(tx, {
      entityType: API_CLIENT_ENTITY,
      entityKey: input.client_id,
      action: 'rotate_secret',
      notes: `overlap ${input.overlap_hours} h`,
      changes: diff(
        { previous_secret_until: before.previous_secret_until?.toISOString() ?? null },
        { previous_secret_until: until?.toISOString() ?? null },
      ),
      by: caller,
      subjectOrgId: before.org_id,
    });
  });
  return { client_id: input.client_id, client_secret: secret };
}

/** /api_client/disable and /enable: a disabled client gets no token and its tokens are refused. */
export async function setApiClientActive(
  db: Db,
  caller: Caller,
  input: { client_id: string; reason?: string | undefined },
  active: boolean,
): Promise<ApiClientView> {
  await db.transaction(async (tx) => {
    const before = await repo.findApiClient(tx, input.client_id, true);
    if (!before) throw notFound();
    if (before.active === active)
      throw conflict(active ? 'admin_api_client_already_enabled' : 'admin_api_client_already_disabled');
    await repo.writeClientActive(tx, input.client_id, active);
    await recordHistory(tx, {
      entityType: API_CLIENT_ENTITY,
      entityKey: input.client_id,
      action: active ? 'enable' : 'disable',
      notes: input.reason ?? null,
      changes: diff({ active: before.active }, { active }),
      by: caller,
      subjectOrgId: before.org_id,
    });
  });
  return getApiClient(db, caller, input);
}

export async function apiClientHistory(db: Db, caller: Caller, input: { client_id: string }) {
  await getApiClient(db, caller, input);
  return listHistory(db, API_CLIENT_ENTITY, input.client_id, caller.locale);
}
