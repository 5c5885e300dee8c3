import type { UserStatus } from '@afx/domain';
import { eq, desc } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { alertText, HeadlessBrowser } from './headless/browser.js';
import { hashPassword } from './passwords.js';
import { loginLog, organisations, users } from './tables.js';

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

/** A sign-in interaction started as the SPA starts one: its page address and the provider's cookies. */
export async function startInteraction(baseUrl: string): Promise<{ url: string; cookie: string }> {
  const start = await fetch(
    `${baseUrl}/auth/auth?${new URLSearchParams({
      client_id: 'afx-web',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${baseUrl}/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGcSstw-cM',
      code_challenge_method: 'S256',
    })}`,
    { redirect: 'manual' },
  );
  const location = start.headers.get('location');
  if (start.status !== 303 || !location) throw new Error(`no interaction: HTTP ${start.status}`);
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { url: new URL(location, baseUrl).href, cookie };
}

/** One post of the sign-in form of a fresh interaction, from `address` (as a trusted proxy tells it). */
export async function postSignIn(
  baseUrl: string,
  form: { login: string; password: string },
  address: string,
): Promise<{ status: number; alert: string | undefined; ms: number }> {
  const { url, cookie } = await startInteraction(baseUrl);
  const started = performance.now();
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      'accept-language': 'en',
    },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  const html = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, alert: alertText(html), ms };
}
