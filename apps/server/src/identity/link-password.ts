import type { MessageKey, UserStatus } from '@afx/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/pool.js';
import { diff, recordHistory } from '../platform/history/history.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { type UserTokenPurpose, users } from './tables.js';
import { consumeUserToken, findUserToken } from './user-tokens.js';
import { findUserById, type UserWithOrg } from './users.js';

/** Why a one-time link cannot be used; the page says which. */
export type DeadLink = 'used' | 'expired' | 'revoked' | 'unknown';

export type UserLink = { state: 'valid'; tokenId: number; user: UserWithOrg } | { state: DeadLink };

/** What a one-time link that sets a password (an invitation, a password reset) is for. */
export type PasswordLink = {
  purpose: UserTokenPurpose;
  /** The status the user must have; any other finds the link `otherwise`. */
  status: UserStatus;
  otherwise: DeadLink;
  /** The user's status once the password is set; unchanged when absent. */
  becomes?: UserStatus;
  /** The history entry's action. */
  action: string;
  /** What else happens in the same transaction (the user's other links ended). */
  alsoInTransaction?: (tx: Tx, user: UserWithOrg, now: Date) => Promise<void>;
};

/** What a link finds: the user it was sent to, or why it cannot be used. */
export async function findPasswordLink(
  db: Db,
  link: PasswordLink,
  token: string,
  now = new Date(),
): Promise<UserLink> {
  const found = await findUserToken(db, token, link.purpose, now);
  if (found.state !== 'valid') return found;
  const user = await findUserById(db, found.userId);
  if (!user) return { state: 'unknown' };
  if (user.status !== link.status) return { state: link.otherwise };
  return { state: 'valid', tokenId: found.id, user };
}

/** Another request used the link (or the user changed) between reading it and using it. */
class LinkGone extends Error {}

export type PasswordSet =
  { ok: true; user: UserWithOrg } | { ok: false; dead: DeadLink } | { ok: false; problem: MessageKey };

/**
 * Sets a password through a one-time link: the password checked against the domain's rule, then the
 * link used up, the password (and status) set, the history entry and `alsoInTransaction`, all in one
 * transaction. A second use of the link, even at the same moment, finds it used.
 */
export async function setPasswordThroughLink(
  db: Db,
  link: PasswordLink,
  token: string,
  password: string,
  now = new Date(),
): Promise<PasswordSet> {
  const found = await findPasswordLink(db, link, token, now);
  if (found.state !== 'valid') return { ok: false, dead: found.state };
  const { user, tokenId } = found;
  const problem = passwordProblem(password, user.login);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  const status = link.becomes ?? user.status;
  const changes = status === user.status ? undefined : diff({ status: user.status }, { status });
  try {
    await db.transaction(async (tx) => {
      if (!(await consumeUserToken(tx, tokenId, now))) throw new LinkGone();
      const updated = await tx
        .update(users)
        .set({ passwordHash, status, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.status, link.status)))
        .returning({ id: users.id });
      if (updated.length !== 1) throw new LinkGone();
      await link.alsoInTransaction?.(tx, user, now);
      await recordHistory(tx, {
        entityType: 'user',
        entityKey: user.id,
        action: link.action,
        changes,
        by: { user_id: user.id, name: user.fullName, org_id: user.orgId },
        subjectOrgId: user.orgId,
      });
    });
  } catch (err) {
    if (err instanceof LinkGone) return { ok: false, dead: 'used' };
    throw err;
  }
  return { ok: true, user: { ...user, status, passwordHash } };
}
