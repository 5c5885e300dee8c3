import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { loginLog, type LoginResult } from './tables.js';

export { LOGIN_RESULTS, type LoginResult } from './tables.js';

export type LoginAttempt = {
  userId: number | null;
  login: string;
  ip: string | null;
  userAgent: string | null;
};

/** Logs an attempt; answers its row id. */
export async function writeLoginLog(db: Db, attempt: LoginAttempt, result: LoginResult): Promise<number> {
  const [row] = await db
    .insert(loginLog)
    .values({ ...attempt, login: attempt.login.slice(0, 200), result })
    .returning({ id: loginLog.id });
  return row!.id;
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
