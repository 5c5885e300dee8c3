import { eq, desc } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { HeadlessBrowser } from './headless/browser.js';
import { hashPassword } from './passwords.js';
import { loginLog, organisations, users, type UserStatus } from './schema.js';

/** The password createUser gives a test user unless told another. */
export const PASSWORD = 'correct horse battery';

/** Test users of their own, so a test may block, lock or change them without touching the demo ones. */
export async function createUser(
  db: Db,
  opts: {
    login: string;
    password?: string;
    status?: UserStatus;
    org?: string;
    role?: string;
    permissions?: string[];
    locale?: 'uk' | 'en' | 'ru';
  },
) {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, opts.org ?? 'Bank Alpha'));
  if (!org) throw new Error(`no organisation ${opts.org}`);
  const [user] = await db
    .insert(users)
    .values({
      login: opts.login,
      email: `${opts.login}@alpha.example`,
      fullName: `Test ${opts.login}`,
      orgId: org.id,
      role: opts.role ?? 'user',
      permissions: opts.permissions ?? ['U1000'],
      status: opts.status ?? 'active',
      locale: opts.locale ?? 'uk',
      passwordHash: await hashPassword(opts.password ?? PASSWORD),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

let lastIp = 0;
/** A browser with an address of its own, so the per-address rate limit of one test spares the others. */
export function browserFromNewAddress(): HeadlessBrowser {
  lastIp++;
  return new HeadlessBrowser({
    'x-forwarded-for': `10.77.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`,
  });
}

export async function loginLogOf(db: Db, login: string) {
  return db.select().from(loginLog).where(eq(loginLog.login, login)).orderBy(desc(loginLog.id));
}
