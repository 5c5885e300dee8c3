import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { loginLog, type LoginResult } from './schema.js';

export { LOGIN_RESULTS, type LoginResult } from './schema.js';

export type LoginAttempt = {
  userId: number | null;
  login: string;
  ip: string | null;
  userAgent: string | null;
};

export async function writeLoginLog(db: Db, attempt: LoginAttempt, result: LoginResult): Promise<void> {
  await db.insert(loginLog).values({ ...attempt, login: attempt.login.slice(0, 200), result });
}

/** Failed password or code attempts of a user since its last success, within the last `minutes`. */
export async function recentFailures(db: Db, userId: number, minutes: number): Promise<number> {
  const lastSuccess = sql`coalesce((select max(${loginLog.at}) from ${loginLog} where ${loginLog.userId} = ${userId} and ${loginLog.result} = 'success'), '-infinity')`;
  const [row] = await db
    .select({ n: count() })
    .from(loginLog)
    .where(
      and(
        eq(loginLog.userId, userId),
        inArray(loginLog.result, ['wrong_credentials', 'wrong_code']),
        gt(loginLog.at, sql`now() - make_interval(mins => ${minutes})`),
        gt(loginLog.at, lastSuccess),
      ),
    );
  return row?.n ?? 0;
}

/** One page of a user's own sign-in log, newest first. */
export async function loginLogPage(db: Db, userId: number, page: { number: number; size: number }) {
  const where = eq(loginLog.userId, userId);
  const [total] = await db.select({ n: count() }).from(loginLog).where(where);
  const list = await db
    .select()
    .from(loginLog)
    .where(where)
    .orderBy(desc(loginLog.at), desc(loginLog.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { list, total: total?.n ?? 0 };
}
