import { type MessageKey, resolveLocale } from '@afx/domain';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { recordHistory } from '../platform/history/history.js';
import { enqueueOutbox } from '../platform/outbox/outbox.js';
import { type AnnounceRevocation, endSessions } from './ended-grants.js';
import { hashPassword, passwordProblem } from './passwords.js';
import type { DeadLink } from './registration.js';
import { users, userTokens } from './tables.js';
import {
  consumeUserToken,
  findUserToken,
  issueUserToken,
  revokeUserTokens,
  USER_TOKEN_VALIDITY_MS,
} from './user-tokens.js';
import { findUserById, type UserWithOrg } from './users.js';

/** The path of a password reset link (appended to PUBLIC_URL). */
export const passwordResetPath = (token: string): string => `/auth/password/reset/${token}`;

/** A new link is not sent while the last one is younger than this: a flood of requests is one e-mail. */
const RESEND_AFTER_MS = 60_000;

/** At most this many accounts share an e-mail address for a reset request (one mail each). */
const MAX_ACCOUNTS_PER_ADDRESS = 5;

/**
 * A "forgot password" request for a login or an e-mail address: each active account it names gets
 * a one-time link (1 hour) by e-mail through the outbox. Blocked, removed and unregistered accounts
 * get nothing, and the caller's answer is the same whatever happened; answers how many e-mails were
 * queued, for the tests.
 */
export async function requestPasswordReset(db: Db, loginOrEmail: string, now = new Date()): Promise<number> {
  const key = loginOrEmail.trim().slice(0, 320);
  if (!key) return 0;
  const accounts = await db
    .select({
      id: users.id,
      login: users.login,
      email: users.email,
      fullName: users.fullName,
      locale: users.locale,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.role, 'api-user'),
        or(sql`lower(${users.login}) = lower(${key})`, sql`lower(${users.email}) = lower(${key})`),
      ),
    )
    .limit(MAX_ACCOUNTS_PER_ADDRESS);
  let queued = 0;
  for (const account of accounts) {
    const recent = await db
      .select({ id: userTokens.id })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, account.id),
          eq(userTokens.purpose, 'password_reset'),
          isNull(userTokens.usedAt),
          isNull(userTokens.revokedAt),
          gt(userTokens.createdAt, new Date(now.getTime() - RESEND_AFTER_MS)),
        ),
      )
      .limit(1);
    if (recent.length) continue;
    await db.transaction(async (tx) => {
      const token = await issueUserToken(tx, {
        userId: account.id,
        purpose: 'password_reset',
        createdByUserId: null,
        now,
      });
      await enqueueOutbox(tx, [
        {
          kind: 'email',
          payload: {
            to: account.email,
            locale: resolveLocale(account.locale),
            subject: 'mail_password_reset_subject',
            body: 'mail_password_reset_body',
            params: {
              full_name: account.fullName,
              login: account.login,
              hours: USER_TOKEN_VALIDITY_MS.password_reset / 3_600_000,
            },
            lines: [],
            path: passwordResetPath(token),
            link_label: 'mail_link_set_password',
          },
        },
      ]);
    });
    queued++;
  }
  return queued;
}

export type ResetLink = { state: 'valid'; tokenId: number; user: UserWithOrg } | { state: DeadLink };

/** What a reset link finds; an account no longer active (blocked, removed) finds it revoked. */
export async function findResetLink(db: Db, token: string, now = new Date()): Promise<ResetLink> {
  const found = await findUserToken(db, token, 'password_reset', now);
  if (found.state !== 'valid') return found;
  const user = await findUserById(db, found.userId);
  if (!user) return { state: 'unknown' };
  if (user.status !== 'active') return { state: 'revoked' };
  return { state: 'valid', tokenId: found.id, user };
}

class LinkGone extends Error {}

export type Reset =
  | { ok: true; user: UserWithOrg; sessionsEnded: number }
  | { ok: false; dead: DeadLink }
  | { ok: false; problem: MessageKey };

/**
 * Sets a new password through a reset link: the link used up, the user's other reset links ended,
 * the history entry, in one transaction; then every session of the user ends, and the access tokens
 * with them in every process (`announce`).
 */
export async function resetPassword(
  db: Db,
  announce: AnnounceRevocation,
  token: string,
  password: string,
  now = new Date(),
): Promise<Reset> {
  const link = await findResetLink(db, token, now);
  if (link.state !== 'valid') return { ok: false, dead: link.state };
  const { user, tokenId } = link;
  const problem = passwordProblem(password, user.login);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      if (!(await consumeUserToken(tx, tokenId, now))) throw new LinkGone();
      const updated = await tx
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.status, 'active')))
        .returning({ id: users.id });
      if (updated.length !== 1) throw new LinkGone();
      await revokeUserTokens(tx, user.id, 'password_reset', now);
      await recordHistory(tx, {
        entityType: 'user',
        entityKey: user.id,
        action: 'password_reset',
        by: { user_id: user.id, name: user.fullName, org_id: user.orgId },
        subjectOrgId: user.orgId,
      });
    });
  } catch (err) {
    if (err instanceof LinkGone) return { ok: false, dead: 'used' };
    throw err;
  }
  const sessionsEnded = await endSessions(db, announce, user.sub, {});
  return { ok: true, user: { ...user, passwordHash }, sessionsEnded };
}
