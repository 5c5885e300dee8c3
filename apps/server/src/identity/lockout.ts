import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { writeLoginLog, type LoginAttempt } from './login-log.js';
import { loginLog } from './tables.js';

/**
 * Who may still try a login's password (or code, or an API client's secret), from the login log
 * (docs/decisions/0007-sign-in-lockout-and-proxies.md):
 * - per login and address: 5 failures within 15 minutes, since that address's last success, hold
 *   that address off, so a guesser is stopped without locking the owner out from elsewhere;
 * - per login: past 20 failures within an hour from anywhere, addresses the login has not signed in
 *   from within 30 days are held off too, so rotating addresses buys a guesser little, while the
 *   owner's usual addresses keep working.
 * Counted by the login as typed (case aside), so an unknown login is answered as an existing one.
 * A password reset through the e-mailed link starts the count afresh: whoever reads the account's
 * mailbox is let in with the new password at once.
 */
export const ADDRESS_FAILURES = 5;
export const ADDRESS_WINDOW_MINUTES = 15;
export const LOGIN_FAILURES = 20;
export const LOGIN_WINDOW_MINUTES = 60;
export const FAMILIAR_DAYS = 30;

/** Whether attempts on `login` from `ip` are held off now (not counting the attempt `excluding`). */
export async function isHeldOff(db: Db, login: string, ip: string | null, excluding = 0): Promise<boolean> {
  const key = login.slice(0, 200);
  // `=` rather than `is not distinct from`, which no index serves.
  const sameIp = ip === null ? sql`ip is null` : sql`ip = ${ip}`;
  // Index lookups only (login_log_login_idx, login_log_success_idx, users_login_uq, user_tokens_user_idx):
  // a busy API client's month of successes is not scanned.
  const result = await db.execute<{
    address_failures: number;
    login_failures: number;
    familiar: boolean;
  }>(sql`
    with last_reset as (
      select max(t.used_at) as at from user_tokens t join users u on u.id = t.user_id
      where lower(u.login) = lower(${key}) and t.purpose = 'password_reset'
        and t.used_at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
    ),
    last_success as (
      select max(at) as at from login_log
      where lower(login) = lower(${key}) and ${sameIp} and result = 'success'
        and at > now() - make_interval(days => ${FAMILIAR_DAYS})
    ),
    failures as (
      select at, ip from login_log
      where lower(login) = lower(${key}) and at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        and result in ('wrong_credentials', 'wrong_code') and id <> ${excluding}
        and at > coalesce((select at from last_reset), '-infinity')
    )
    select
      (select count(*) from failures
        where ${sameIp}
          and at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})
          and at > coalesce((select at from last_success), '-infinity'))::int as address_failures,
      (select count(*) from failures)::int as login_failures,
      (select at from last_success) is not null as familiar
  `);
  const row = result.rows[0];
  if (!row) return false;
  return row.address_failures >= ADDRESS_FAILURES || (row.login_failures >= LOGIN_FAILURES && !row.familiar);
}

/**
 * A password, code or secret check under the lockout: `locked` without checking while the address is
 * held off, else the check's outcome, a failure logged and counted (`locked` when it was the one that
 * held the address off, the fifth from there, say). The attempt is logged as a failure before it is
 * checked, so parallel guesses count each other and a burst gets no more checks than one at a time;
 * a right one's row is removed again, and the caller logs how the attempt ended.
 */
export async function guardedCheck(
  db: Db,
  attempt: LoginAttempt,
  failure: 'wrong_credentials' | 'wrong_code',
  check: () => Promise<boolean>,
): Promise<'ok' | 'wrong' | 'locked'> {
  const id = await writeLoginLog(db, attempt, failure);
  if (await isHeldOff(db, attempt.login, attempt.ip, id)) {
    await db.update(loginLog).set({ result: 'locked' }).where(eq(loginLog.id, id));
    return 'locked';
  }
  if (await check()) {
    await db.delete(loginLog).where(eq(loginLog.id, id));
    return 'ok';
  }
  return (await isHeldOff(db, attempt.login, attempt.ip)) ? 'locked' : 'wrong';
}
