import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import { recentFailures, writeLoginLog, type LoginAttempt, type LoginResult } from '../login-log.js';
import { verifyPassword } from '../passwords.js';
import { users, type UserStatus } from '../schema.js';
import { matchTotp } from '../totp.js';
import { findUserById, findUserByLogin, type UserWithOrg } from '../users.js';

/** Five failures of one login within a quarter of an hour lock it for a quarter of an hour. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

export type Refusal = Exclude<LoginResult, 'success' | 'rate_limited'>;
export type Outcome = { ok: true; user: UserWithOrg; needsCode: boolean } | { ok: false; refusal: Refusal };
export type Client = { ip: string | null; userAgent: string | null };

const STATUS_REFUSALS: Partial<Record<UserStatus, Refusal>> = {
  blocked_by_manager: 'blocked',
  blocked_by_admin: 'blocked',
  removed: 'removed',
  registration_not_completed: 'not_completed',
};

const isLocked = (user: UserWithOrg): boolean =>
  user.lockedUntil !== null && user.lockedUntil.getTime() > Date.now();

async function refuse(db: Db, attempt: LoginAttempt, refusal: Refusal): Promise<Outcome> {
  await writeLoginLog(db, attempt, refusal);
  return { ok: false, refusal };
}

/** A wrong password or code: logged, counted, and the fifth one locks the login. */
async function fail(db: Db, user: UserWithOrg, attempt: LoginAttempt, result: Refusal): Promise<Outcome> {
  await writeLoginLog(db, attempt, result);
  const failures = await recentFailures(db, user.id, LOCK_MINUTES);
  const lock = failures >= LOCK_AFTER_FAILURES;
  await db
    .update(users)
    .set({
      failedLogins: Math.min(failures, 32_000),
      ...(lock ? { lockedUntil: sql`now() + make_interval(mins => ${LOCK_MINUTES})` } : {}),
    })
    .where(eq(users.id, user.id));
  return { ok: false, refusal: lock ? 'locked' : result };
}

async function succeed(db: Db, user: UserWithOrg, attempt: LoginAttempt): Promise<Outcome> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  await writeLoginLog(db, attempt, 'success');
  return { ok: true, user, needsCode: false };
}

/** The password step. Status is told only to whoever knows the password. */
export async function checkPassword(
  db: Db,
  login: string,
  password: string,
  client: Client,
): Promise<Outcome> {
  const user = await findUserByLogin(db, login);
  const attempt: LoginAttempt = { userId: user?.id ?? null, login, ...client };
  if (!user) {
    await verifyPassword(null, password);
    return refuse(db, attempt, 'wrong_credentials');
  }
  if (isLocked(user)) return refuse(db, attempt, 'locked');
  if (!(await verifyPassword(user.passwordHash, password)))
    return fail(db, user, attempt, 'wrong_credentials');
  const statusRefusal = STATUS_REFUSALS[user.status];
  if (statusRefusal) return refuse(db, attempt, statusRefusal);
  if (user.totpSecret) return { ok: true, user, needsCode: true };
  return succeed(db, user, attempt);
}

/** The code step, for the user whose password passed in this interaction. */
export async function checkCode(db: Db, userId: number, code: string, client: Client): Promise<Outcome> {
  const user = await findUserById(db, userId);
  if (!user) return refuse(db, { userId: null, login: '', ...client }, 'wrong_credentials');
  const attempt: LoginAttempt = { userId: user.id, login: user.login, ...client };
  if (isLocked(user)) return refuse(db, attempt, 'locked');
  const statusRefusal = STATUS_REFUSALS[user.status];
  if (statusRefusal) return refuse(db, attempt, statusRefusal);
  const step = user.totpSecret ? matchTotp(user.totpSecret, code, user.totpLastStep) : null;
  if (step === null) return fail(db, user, attempt, 'wrong_code');
  // Claim the step atomically: of two requests with the same code only one gets in.
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  if (!claimed.length) return fail(db, user, attempt, 'wrong_code');
  return succeed(db, user, attempt);
}
