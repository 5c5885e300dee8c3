import {
  ALL_E_CODES,
  ALL_U_CODES,
  availableUserActions,
  codesBeyondAllowance,
  DEFAULT_LOCALE,
  isAdmin,
  type Locale,
  type ManagedUserCreate,
  type ManagedUserUpdate,
  MANAGED_USER_ROLES,
  type MessageKey,
  normalizePermissionCodes,
  resolveLocale,
  SELF_LOCKOUT_ACTIONS,
  translate,
  USER_ACTION_LABEL_KEYS,
  USER_ACTIONS_ENDING_ACCESS,
  USER_STATUS_LABEL_KEYS,
  type UserAction,
  type UserActionRequest,
  userActionTarget,
  workEmailProblem,
} from '@afx/domain';
import {
  type AnnounceRevocation,
  endSessions,
  issueUserToken,
  revokeUserTokens,
  USER_TOKEN_VALIDITY_MS,
} from '../../identity/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import { transaction } from '../../platform/db/after-commit.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { diff, type HistoryEntry, listHistory, recordHistory } from '../../platform/history/history.js';
import { changesInWords } from '../../platform/history/readable-changes.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import type { MailPayload } from '../../platform/mail/message.js';
import { enqueueOutbox } from '../../platform/outbox/outbox.js';
import type { ManagedUserListQuery, ManagedUserOptions, ManagedUserView } from './api.js';
import { isFreeMailDomain } from './free-mail.js';
import * as repo from './repository.js';
import type { ManagedUserRow, OrganisationRules } from './repository.js';

/** The history entity of a user account (the audit log's 'user'). */
const USER_ENTITY = 'user';

const INVITATION_HOURS = USER_TOKEN_VALIDITY_MS.invitation / 3_600_000;

/** Accounts of people, which managers administer; API users and administrators are not theirs. */
const isManagedRole = (role: string): boolean => (MANAGED_USER_ROLES as readonly string[]).includes(role);

const conflictWith = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(409, 'conflict', key, undefined, params);

/** A manager acts on their organisation, the administrator on any. */
const inScope = (caller: Caller, orgId: number): boolean => isAdmin(caller) || caller.org_id === orgId;

function toView(row: ManagedUserRow, caller: Caller): ManagedUserView {
  const admin = isAdmin(caller);
  const mutable = isManagedRole(row.role) && inScope(caller, row.org_id);
  const self = row.id === caller.user_id;
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    full_name: row.full_name,
    position: row.position,
    role: row.role,
    permissions: normalizePermissionCodes(row.permissions),
    status: row.status,
    org_id: row.org_id,
    org_name: row.org_name,
    last_sign_in: row.last_sign_in?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    available_actions: mutable
      ? availableUserActions(row.status, { admin }).filter(
          (action) => !(self && SELF_LOCKOUT_ACTIONS.includes(action)),
        )
      : [],
    invitation_expires_at:
      row.status === 'registration_not_completed' ? (row.invitation_expires_at?.toISOString() ?? null) : null,
    mutable,
  };
}

/** The user if the caller may see them: another organisation's user is 'not found', never 'forbidden'. */
async function visibleUser(db: Executor, caller: Caller, id: number): Promise<ManagedUserRow> {
  const row = await repo.findManagedUser(db, id);
  if (!row || !inScope(caller, row.org_id)) throw notFound();
  return row;
}

/** …and may change: a person's account (not an API user's, not an administrator's). */
function assertManaged(row: ManagedUserRow): void {
  if (!isManagedRole(row.role)) throw conflictWith('user_not_managed');
}

async function organisationOf(db: Executor, orgId: number): Promise<OrganisationRules> {
  const org = await repo.findOrganisationRules(db, orgId);
  if (!org) throw notFound();
  return org;
}

/** The e-mail rules: a work address in one of the organisation's domains, no free mail, no group box. */
function assertWorkEmail(email: string, org: OrganisationRules): void {
  const problem = workEmailProblem(email, org.email_domains, isFreeMailDomain);
  if (problem) throw badRequest({ email: problem }, problem);
}

/** A manager grants only codes of the organisation's allowance; the administrator, who sets it, any. */
function assertGrantable(caller: Caller, codes: readonly string[], org: OrganisationRules): void {
  if (isAdmin(caller)) return;
  const beyond = codesBeyondAllowance(codes, org.grantable_codes);
  if (beyond.length === 0) return;
  const params = { codes: beyond.join(', ') };
  throw new AppError(
    400,
    'validation_failed',
    'user_codes_beyond_allowance',
    { permissions: { key: 'user_codes_beyond_allowance', params } },
    params,
  );
}

async function assertLoginFree(db: Executor, login: string, exceptUserId?: number): Promise<void> {
  if (await repo.loginTaken(db, login, exceptUserId)) {
    throw new AppError(
      409,
      'conflict',
      'user_login_taken',
      { email: { key: 'user_login_taken', params: { login } } },
      { login },
    );
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const code = (e: unknown) =>
    typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
};

/** The history's author: the caller as a person. */
const by = (caller: Caller) => ({ user_id: caller.user_id, name: caller.name, org_id: caller.org_id });

/** The fields a history entry compares. */
const recorded = (row: Pick<ManagedUserRow, 'full_name' | 'position' | 'role' | 'permissions'>) => ({
  full_name: row.full_name,
  position: row.position,
  role: row.role,
  permissions: normalizePermissionCodes(row.permissions),
});

/** The invitation e-mail: who invites whom where, and the one-time link (valid 12 hours). */
export function invitationMail(input: {
  to: string;
  locale: Locale;
  fullName: string;
  orgName: string;
  inviter: string;
  login: string;
  token: string;
}): MailPayload {
  return {
    to: input.to,
    locale: input.locale,
    subject: 'mail_invitation_subject',
    body: 'mail_invitation_body',
    params: {
      full_name: input.fullName,
      org_name: input.orgName,
      inviter: input.inviter,
      login: input.login,
      hours: INVITATION_HOURS,
    },
    lines: [],
    path: `/auth/invitation/${input.token}`,
    link_label: 'mail_link_accept_invitation',
  };
}

/** The invitation: a new one-time link (the earlier ones end) and its e-mail, in the caller's transaction. */
async function invite(
  tx: Executor,
  caller: Caller,
  user: { id: number; login: string; email: string; full_name: string; locale: string },
  orgName: string,
): Promise<void> {
  const token = await issueUserToken(tx, {
    userId: user.id,
    purpose: 'invitation',
    createdByUserId: caller.user_id,
  });
  const mail = invitationMail({
    to: user.email,
    locale: resolveLocale(user.locale),
    fullName: user.full_name,
    orgName,
    inviter: caller.name,
    login: user.login,
    token,
  });
  await enqueueOutbox(tx, [{ kind: 'email', payload: mail }]);
}

export async function listManagedUsers(
  db: Db,
  caller: Caller,
  q: ManagedUserListQuery,
): Promise<ListPage<ManagedUserView>> {
  const orgId = isAdmin(caller) ? q.filter.org_id : caller.org_id;
  const page = await repo.listManagedUsers(db, { ...q, orgId });
  return { list: page.list.map((row) => toView(row, caller)), total_count: page.total_count };
}

export async function getManagedUser(db: Db, caller: Caller, id: number): Promise<ManagedUserView> {
  return toView(await visibleUser(db, caller, id), caller);
}

/** The organisation a request names: the administrator's choice, a manager's own. */
function targetOrgId(caller: Caller, orgId: number | undefined): number {
  if (isAdmin(caller)) {
    if (orgId === undefined) throw badRequest({ org_id: 'user_organisation_required' });
    return orgId;
  }
  // A manager naming another organisation learns nothing of it.
  if (orgId !== undefined && orgId !== caller.org_id) throw notFound();
  return caller.org_id;
}

/**
 * Creates the user (registration not completed, the login is the e-mail) and invites them: the
 * one-time link and its e-mail, with the history entry, in one transaction.
 */
export async function createManagedUser(
  db: Db,
  caller: Caller,
  input: ManagedUserCreate,
): Promise<ManagedUserView> {
  const org = await organisationOf(db, targetOrgId(caller, input.org_id));
  assertWorkEmail(input.email, org);
  assertGrantable(caller, input.permissions, org);
  const login = input.email.toLowerCase();
  await assertLoginFree(db, login);
  const fields = {
    full_name: input.full_name,
    position: input.position ?? null,
    role: input.role,
    permissions: normalizePermissionCodes(input.permissions),
  };
  let id: number;
  try {
    id = await transaction(db, async (tx) => {
      const userId = await repo.insertUser(tx, {
        orgId: org.id,
        login,
        email: input.email,
        fullName: fields.full_name,
        position: fields.position,
        role: fields.role,
        permissions: fields.permissions,
        locale: input.locale ?? DEFAULT_LOCALE,
      });
      await invite(
        tx,
        caller,
        {
          id: userId,
          login,
          email: input.email,
          full_name: fields.full_name,
          locale: input.locale ?? DEFAULT_LOCALE,
        },
        org.name,
      );
      await recordHistory(tx, {
        entityType: USER_ENTITY,
        entityKey: userId,
        action: 'create',
        changes: diff(
          {},
          { login, email: input.email, org_id: org.id, ...fields, status: 'registration_not_completed' },
        ),
        by: by(caller),
        subjectOrgId: org.id,
      });
      return userId;
    });
  } catch (err) {
    // Another request took the login between the check and the insert.
    if (isUniqueViolation(err)) await assertLoginFree(db, login);
    throw err;
  }
  return getManagedUser(db, caller, id);
}

/**
 * A manager may not lock the organisation out: not block, remove or demote themself, and not leave
 * it without an active manager.
 */
async function assertKeepsAManager(
  tx: Executor,
  caller: Caller,
  user: ManagedUserRow,
  change: { selfLockout: boolean },
): Promise<void> {
  if (change.selfLockout && user.id === caller.user_id) throw conflictWith('user_self_lockout');
  if (user.role !== 'manager' || user.status !== 'active') return;
  if ((await repo.otherActiveManagers(tx, user.org_id, user.id)) === 0)
    throw conflictWith('user_last_manager');
}

/** Edits name, position, role and codes; the e-mail only the administrator changes (and its rules hold). */
export async function updateManagedUser(
  db: Db,
  caller: Caller,
  input: ManagedUserUpdate,
): Promise<ManagedUserView> {
  const found = await visibleUser(db, caller, input.id);
  assertManaged(found);
  const emailChanged = input.email !== undefined && input.email !== found.email.toLowerCase();
  if (emailChanged && !isAdmin(caller)) throw forbidden('user_email_change_admin_only');
  const org = await organisationOf(db, found.org_id);
  const newEmail = emailChanged ? input.email! : undefined;
  if (newEmail) assertWorkEmail(newEmail, org);
  // Codes the user holds already stay; only added ones need the allowance.
  const added = input.permissions.filter((code) => !found.permissions.includes(code));
  assertGrantable(caller, added, org);
  // The login follows the e-mail when it was the e-mail (as created here); a chosen login stays.
  const newLogin = newEmail && found.login.toLowerCase() === found.email.toLowerCase() ? newEmail : undefined;
  if (newLogin) await assertLoginFree(db, newLogin, found.id);

  await transaction(db, async (tx) => {
    const before = await repo.lockManagedUser(tx, input.id);
    if (!before) throw notFound();
    const after = {
      full_name: input.full_name,
      position: input.position ?? null,
      role: input.role,
      permissions: normalizePermissionCodes(input.permissions),
    };
    if (before.role === 'manager' && after.role !== 'manager') {
      await assertKeepsAManager(tx, caller, before, { selfLockout: true });
    }
    const changes = diff(recorded(before), after);
    await repo.updateUser(tx, before.id, {
      fullName: after.full_name,
      position: after.position,
      role: after.role,
      permissions: after.permissions,
      ...(newEmail ? { email: newEmail } : {}),
      ...(newLogin ? { login: newLogin } : {}),
    });
    if (Object.keys(changes).length > 0) {
      await recordHistory(tx, {
        entityType: USER_ENTITY,
        entityKey: before.id,
        action: 'update',
        changes,
        by: by(caller),
        subjectOrgId: before.org_id,
      });
    }
    if (newEmail) {
      await recordHistory(tx, {
        entityType: USER_ENTITY,
        entityKey: before.id,
        action: 'change_email',
        changes: diff(
          { email: before.email, login: before.login },
          { email: newEmail, login: newLogin ?? before.login },
        ),
        by: by(caller),
        subjectOrgId: before.org_id,
      });
      // Links mailed to the old address end; an invited user gets a new invitation at the new one.
      await revokeUserTokens(tx, before.id);
      if (before.status === 'registration_not_completed') {
        await invite(
          tx,
          caller,
          { ...before, email: newEmail, login: newLogin ?? before.login, full_name: after.full_name },
          before.org_name,
        );
      }
    }
  });
  return getManagedUser(db, caller, input.id);
}

function actionNotAllowed(action: UserAction, user: ManagedUserRow, locale: Locale): AppError {
  return conflictWith('user_action_not_allowed', {
    action: translate(USER_ACTION_LABEL_KEYS[action], locale),
    status: translate(USER_STATUS_LABEL_KEYS[user.status], locale),
  });
}

/**
 * A status change by the matrix of the domain (USER_ACTION_TABLE), with its reason in the history.
 * Re-inviting sends a new link (the old one ends); blocking and removing end the user's one-time
 * links, sign-in sessions and access tokens at once.
 */
export async function actOnUser(
  db: Db,
  caller: Caller,
  input: UserActionRequest,
  announce: AnnounceRevocation,
): Promise<ManagedUserView> {
  const found = await visibleUser(db, caller, input.id);
  assertManaged(found);
  const admin = isAdmin(caller);
  const endsAccess = USER_ACTIONS_ENDING_ACCESS.includes(input.action);
  await transaction(db, async (tx) => {
    const user = await repo.lockManagedUser(tx, input.id);
    if (!user) throw notFound();
    const target = userActionTarget(input.action, user.status, { admin });
    if (target === null) throw actionNotAllowed(input.action, user, caller.locale);
    if (target !== 'active') {
      await assertKeepsAManager(tx, caller, user, {
        selfLockout: SELF_LOCKOUT_ACTIONS.includes(input.action),
      });
    }
    if (target !== user.status) await repo.updateUser(tx, user.id, { status: target });
    if (endsAccess) await revokeUserTokens(tx, user.id);
    if (input.action === 'reinvite') {
      await invite(tx, caller, user, user.org_name);
    }
    await recordHistory(tx, {
      entityType: USER_ENTITY,
      entityKey: user.id,
      action: input.action,
      notes: input.reason ?? null,
      changes: diff({ status: user.status }, { status: target }),
      by: by(caller),
      subjectOrgId: user.org_id,
    });
  });
  // The status is committed: the liveness check refuses the user's tokens within seconds; ending the
  // sessions and announcing their grants refuses them now, in every process.
  if (endsAccess) await endSessions(db, announce, found.sub, {});
  return getManagedUser(db, caller, input.id);
}

/** The user's history, oldest first, its statuses and roles named in the caller's language. */
export async function managedUserHistory(db: Db, caller: Caller, id: number): Promise<HistoryEntry[]> {
  await visibleUser(db, caller, id);
  const entries = await listHistory(db, USER_ENTITY, id, caller.locale);
  return entries.map((entry) => ({
    ...entry,
    readable_changes: changesInWords(USER_ENTITY, entry.readable_changes, caller.locale),
  }));
}

/** What the forms offer: the organisation's domains and the codes the caller may grant. */
export async function managedUserOptions(
  db: Db,
  caller: Caller,
  input: { org_id?: number | undefined },
): Promise<ManagedUserOptions> {
  const org = await organisationOf(db, targetOrgId(caller, input.org_id));
  return {
    org_id: org.id,
    org_name: org.name,
    grantable_codes: isAdmin(caller)
      ? [...ALL_U_CODES, ...ALL_E_CODES]
      : normalizePermissionCodes(org.grantable_codes),
    email_domains: org.email_domains,
    roles: [...MANAGED_USER_ROLES],
  };
}
