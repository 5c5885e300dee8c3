import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { headlessLogin, HeadlessBrowser, SignInRefused } from './headless-login.js';
import { sessionLogins } from './tables.js';
import { createUser, loginLogOf, PASSWORD } from './test-support.js';

// The default configuration: no TRUST_PROXY, so no forwarding header is believed.
const ctx = testContext();

/** A browser that claims another address in every header a proxy would set. */
const spoofing = (address: string) =>
  new HeadlessBrowser({ 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}` });

const attempt = (login: string, password: string, browser: HeadlessBrowser) =>
  headlessLogin({ baseUrl: ctx.baseUrl, login, password, browser }).catch((e: unknown) => e);

describe('forwarding headers without TRUST_PROXY', () => {
  it('do not lift the sign-in rate limit when the claimed address rotates', async () => {
    let status = 0;
    let posts = 0;
    for (; posts < 25 && status !== 429; posts++) {
      const err = await attempt('px.flood', 'wrong', spoofing(`203.0.113.${posts + 1}`));
      expect(err).toBeInstanceOf(SignInRefused);
      status = (err as SignInRefused).status;
    }
    expect(status).toBe(429);
    expect(posts).toBe(21);
  });

  it('do not write a forged address into the login log or the session list', async () => {
    const user = await createUser(ctx.database.db, { login: 'px.forged' });
    await attempt('px.forged', 'wrong', spoofing('198.51.100.7'));
    await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'px.forged',
      password: PASSWORD,
      browser: spoofing('198.51.100.8'),
    });
    const log = await loginLogOf(ctx.database.db, 'px.forged');
    expect(log.map((r) => [r.result, r.ip])).toEqual([
      ['success', '127.0.0.1'],
      ['wrong_credentials', '127.0.0.1'],
    ]);
    const sessions = await ctx.database.db
      .select()
      .from(sessionLogins)
      .where(eq(sessionLogins.userId, user.id));
    expect(sessions.map((s) => s.ip)).toEqual(['127.0.0.1']);
  });
});
