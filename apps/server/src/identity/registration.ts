import type { MessageKey } from '@afx/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { diff, recordHistory } from '../platform/history/history.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { users } from './tables.js';
import { consumeUserToken, findUserToken } from './user-tokens.js';
import { findUserById, type UserWithOrg } from './users.js';

/** Why a one-time link cannot be used; the page says which. */
export type DeadLink = 'used' | 'expired' | 'revoked' | 'unknown';

export type Invitation = { state: 'valid'; tokenId: number; user: UserWithOrg } | { state: DeadLink };

/**
 * What an invitation link finds. A user who is no longer waiting to register (registered already,
 * blocked, removed) finds it used.
 */
export async function findInvitation(db: Db, token: string, now = new Date()): Promise<Invitation> {
  const found = await findUserToken(db, token, 'invitation', now);
  if (found.state !== 'valid') return found;
  const user = await findUserById(db, found.userId);
  if (!user) return { state: 'unknown' };
  if (user.status !== 'registration_not_completed') return { state: 'used' };
  return { state: 'valid', tokenId: found.id, user };
}

/** Another request used the link (or the user changed) between reading it and using it. */
class LinkGone extends Error {}

export type Registration =
  { ok: true; user: UserWithOrg } | { ok: false; dead: DeadLink } | { ok: false; problem: MessageKey };

/**
 * Completes the registration of an invited person: the password set, the account active, the link
 * used up and the history entry, all in one transaction.
 */
export async function completeRegistration(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<Registration> {
  const invitation = await findInvitation(db, token, now);
  if (invitation.state !== 'valid') return { ok: false, dead: invitation.state };
  const { user, tokenId } = invitation;
  const problem = passwordProblem(password, user.login);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      if (!(await consumeUserToken(tx, tokenId, now))) throw new LinkGone();
      const updated = await tx
        .update(users)
        .set({ passwordHash, status: 'active', updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.status, 'registration_not_completed')))
        .returning({ id: users.id });
      if (updated.length !== 1) throw new LinkGone();
      await recordHistory(tx, {
        entityType: 'user',
        entityKey: user.id,
        action: 'registration_completed',
        changes: diff({ status: user.status }, { status: 'active' }),
        by: { user_id: user.id, name: user.fullName, org_id: user.orgId },
        subjectOrgId: user.orgId,
      });
    });
  } catch (err) {
    if (err instanceof LinkGone) return { ok: false, dead: 'used' };
    throw err;
  }
  return { ok: true, user: { ...user, status: 'active', passwordHash } };
}
