import { resolveLocale } from '@afx/domain';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { transaction } from '../platform/db/after-commit.js';
import type { Db } from '../platform/db/pool.js';
import { enqueueOutbox } from '../platform/outbox/outbox.js';
import { type AnnounceRevocation, endSessions } from './ended-grants.js';
import {
  findPasswordLink,
  type PasswordLink,
  type PasswordSet,
  setPasswordThroughLink,
  type UserLink,
} from './link-password.js';
import { users, userTokens } from './tables.js';
import { issueUserToken, revokeUserTokens, USER_TOKEN_VALIDITY_MS } from './user-tokens.js';
import type { UserWithOrg } from './users.js';

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
    await transaction(db, async (tx) => {
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

/** A reset link: for an active account; a blocked or removed one finds it revoked. */
const RESET_LINK: PasswordLink = {
  purpose: 'password_reset',
  status: 'active',
  otherwise: 'revoked',
  action: 'password_reset',
  // The user's other reset links end with this one.
  alsoInTransaction: (tx, user, now) => revokeUserTokens(tx, user.id, 'password_reset', now),
};

/** What a reset link finds. */
export const findResetLink = (db: Db, token: string, now = new Date()): Promise<UserLink> =>
  findPasswordLink(db, RESET_LINK, token, now);

export type Reset = (PasswordSet & { ok: false }) | { ok: true; user: UserWithOrg; sessionsEnded: number };

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
  const set = await setPasswordThroughLink(db, RESET_LINK, token, password, now);
  if (!set.ok) return set;
  const sessionsEnded = await endSessions(db, announce, set.user.sub, {});
  return { ok: true, user: set.user, sessionsEnded };
}
