import type { Locale } from '@afx/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../platform/db/pool.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { AttemptOrigin } from '../attempt-origin.js';
import { guardedCheck } from '../lockout.js';
import { hashPassword, passwordProblem, verifyPassword } from '../passwords.js';
import { users } from '../tables.js';
import { matchTotp, newTotpSecret, totpUri } from '../totp.js';
import { findUserById, type UserWithOrg } from '../users.js';

/**
 * A proof of the password or a code from a signed-in user, under the sign-in's lockout: a session
 * must not be a way round it. Wrong ones are logged and counted; a held-off address gets 429.
 */
async function proves(
  db: Db,
  user: UserWithOrg,
  origin: AttemptOrigin,
  failure: 'wrong_credentials' | 'wrong_code',
  check: () => Promise<boolean>,
): Promise<boolean> {
  const outcome = await guardedCheck(db, { userId: user.id, login: user.login, ...origin }, failure, check);
  if (outcome === 'locked') throw new AppError(429, 'rate_limited', 'attempts_locked');
  return outcome === 'ok';
}

async function userOrThrow(db: Db, userId: number): Promise<UserWithOrg> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return user;
}

export async function getProfile(db: Db, userId: number) {
  const user = await userOrThrow(db, userId);
  return {
    login: user.login,
    email: user.email,
    full_name: user.fullName,
    position: user.position,
    org_name: user.orgName,
    locale: user.locale as Locale,
    totp_enabled: user.totpSecret !== null,
  };
}

export async function updateProfile(
  db: Db,
  userId: number,
  change: { full_name: string; position?: string | null; locale: Locale },
) {
  await userOrThrow(db, userId);
  await db
    .update(users)
    .set({
      fullName: change.full_name,
      ...(change.position !== undefined ? { position: change.position || null } : {}),
      locale: change.locale,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return getProfile(db, userId);
}

export async function changePassword(
  db: Db,
  userId: number,
  change: { current: string; next: string },
  origin: AttemptOrigin,
): Promise<void> {
  const { current, next } = change;
  const user = await userOrThrow(db, userId);
  if (
    !(await proves(db, user, origin, 'wrong_credentials', () => verifyPassword(user.passwordHash, current)))
  )
    throw badRequest({ current_password: 'password_wrong' });
  const problem = passwordProblem(next, user.login);
  if (problem) throw badRequest({ new_password: problem });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new secret, kept pending until a code from the app confirms it. */
export async function enrolTotp(db: Db, userId: number) {
  const user = await userOrThrow(db, userId);
  if (user.totpSecret) throw conflict('totp_already_enabled');
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, userId));
  const otpauthUri = totpUri(secret, user.login);
  return { secret, otpauth_uri: otpauthUri, qr_data_url: await QRCode.toDataURL(otpauthUri) };
}

export async function confirmTotp(db: Db, userId: number, code: string): Promise<void> {
  const user = await userOrThrow(db, userId);
  if (!user.totpPendingSecret) throw conflict('totp_not_pending');
  const step = matchTotp(user.totpPendingSecret, code, null);
  if (step === null) throw badRequest({ code: 'totp_code_wrong' });
  await db
    .update(users)
    .set({
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Removing the second factor needs proof of the first or the second. */
export async function removeTotp(
  db: Db,
  userId: number,
  proof: { code?: string; password?: string },
  origin: AttemptOrigin,
): Promise<void> {
  const user = await userOrThrow(db, userId);
  const secret = user.totpSecret;
  if (!secret) throw conflict('totp_not_enabled');
  if (proof.code) {
    const code = proof.code;
    const right = async () => matchTotp(secret, code, user.totpLastStep) !== null;
    if (!(await proves(db, user, origin, 'wrong_code', right))) throw badRequest({ code: 'totp_code_wrong' });
  } else if (proof.password) {
    const password = proof.password;
    const right = () => verifyPassword(user.passwordHash, password);
    if (!(await proves(db, user, origin, 'wrong_credentials', right)))
      throw badRequest({ password: 'password_wrong' });
  } else {
    throw badRequest({ code: 'code_or_password_required', password: 'code_or_password_required' });
  }
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
