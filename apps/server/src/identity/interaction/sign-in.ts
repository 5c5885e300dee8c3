import type { UserStatus } from '@afx/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import type { AttemptOrigin } from '../attempt-origin.js';
import { guardedCheck } from '../lockout.js';
import { writeLoginLog, type LoginAttempt, type LoginResult } from '../login-log.js';
import { verifyPassword } from '../passwords.js';
import { users } from '../tables.js';
import { matchTotp } from '../totp.js';
import { findUserById, findUserByLogin, type UserWithOrg } from '../users.js';

export type Refusal = Exclude<LoginResult, 'success' | 'rate_limited'>;
export type Outcome = { ok: true; user: UserWithOrg; needsCode: boolean } | { ok: false; refusal: Refusal };

const STATUS_REFUSALS: Partial<Record<UserStatus, Refusal>> = {
  blocked_by_manager: 'blocked',
  blocked_by_admin: 'blocked',
  removed: 'removed',
  registration_not_completed: 'not_completed',
};

/** The user's own status first; an active user of a deactivated organisation is refused as blocked. */
const refusalOf = (user: UserWithOrg): Refusal | undefined =>
  STATUS_REFUSALS[user.status] ?? (user.orgActive ? undefined : 'blocked');

async function refuse(db: Db, attempt: LoginAttempt, refusal: Refusal): Promise<Outcome> {
  await writeLoginLog(db, attempt, refusal);
  return { ok: false, refusal };
}

async function succeed(db: Db, user: UserWithOrg, attempt: LoginAttempt): Promise<Outcome> {
  await writeLoginLog(db, attempt, 'success');
  return { ok: true, user, needsCode: false };
}

/**
 * The password step. An unknown login goes the same way as a known one (lockout, a password hash to
 * verify, the same answers); a user's status is told only to whoever knows the password.
 */
export async function checkPassword(
  db: Db,
  login: string,
  password: string,
  client: AttemptOrigin,
): Promise<Outcome> {
  const user = await findUserByLogin(db, login);
  const attempt: LoginAttempt = { userId: user?.id ?? null, login, ...client };
  const right = async () =>
    (await verifyPassword(user?.passwordHash ?? null, password)) && user !== undefined;
  const outcome = await guardedCheck(db, attempt, 'wrong_credentials', right);
  if (outcome !== 'ok' || !user)
    return { ok: false, refusal: outcome === 'locked' ? 'locked' : 'wrong_credentials' };
  const statusRefusal = refusalOf(user);
  if (statusRefusal) return refuse(db, attempt, statusRefusal);
  if (user.totpSecret) return { ok: true, user, needsCode: true };
  return succeed(db, user, attempt);
}

/** The code step, for the user whose password passed in this interaction. */
export async function checkCode(
  db: Db,
  userId: number,
  code: string,
  client: AttemptOrigin,
): Promise<Outcome> {
  const user = await findUserById(db, userId);
  if (!user) return refuse(db, { userId: null, login: '', ...client }, 'wrong_credentials');
  const attempt: LoginAttempt = { userId: user.id, login: user.login, ...client };
  const statusRefusal = refusalOf(user);
  if (statusRefusal) return refuse(db, attempt, statusRefusal);
  const secret = user.totpSecret;
  // Right when the code matches and its time step is claimed atomically: of two requests with the
  // same code only one gets in.
  const right = async () => {
    const step = secret ? matchTotp(secret, code, user.totpLastStep) : null;
    if (step === null) return false;
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return claimed.length > 0;
  };
  const outcome = await guardedCheck(db, attempt, 'wrong_code', right);
  if (outcome !== 'ok') return { ok: false, refusal: outcome === 'locked' ? 'locked' : 'wrong_code' };
  return succeed(db, user, attempt);
}
