import { eq, sql } from 'drizzle-orm';
import { refreshTokenGrant } from 'openid-client';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../../test/harness.js';
import { headlessLogin, SignInRefused } from './headless-login.js';
import { readForms } from './headless/browser.js';
import { loginLog, users } from './tables.js';
import { browserFromNewAddress, createUser, loginLogOf, PASSWORD } from './test-support.js';

// Each test's browser comes through a proxy on loopback with an address of its own.
const ctx = testContext({ TRUST_PROXY: 'loopback' });

async function refusal(
  login: string,
  password: string,
  opts: { language?: string; ip?: ReturnType<typeof browserFromNewAddress> } = {},
) {
  const browser = opts.ip ?? browserFromNewAddress();
  if (opts.language) browser.setCookie('language', opts.language);
  const err = await headlessLogin({ baseUrl: ctx.baseUrl, login, password, browser }).catch(
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignInRefused);
  return err as SignInRefused;
}

describe('the sign-in page', () => {
  it('is plain HTML with the form fields, no script, and a language switcher', async () => {
    const start = await fetch(
      `${ctx.baseUrl}/auth/auth?${new URLSearchParams({
        client_id: 'afx-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${ctx.baseUrl}/callback`,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGcSstw-cM',
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(303);
    const location = new URL(start.headers.get('location')!, ctx.baseUrl);
    expect(location.pathname).toMatch(/^\/auth\/interaction\/[\w-]+$/);
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(`${location.href}?lang=en`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.getSetCookie().join()).toContain('language=en');
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<input id="login" name="login"');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('href="/auth/interaction/');
    expect(html).toMatch(/\?lang=uk[^>]*>Українська/);
    expect(readForms(html, location.href)[0]?.action).toBe(`${location.href}/login`);
  });

  it('says wrong login or password in the chosen language, and logs the attempt', async () => {
    await createUser(ctx.database.db, { login: 'si.wrong', password: PASSWORD });
    expect((await refusal('si.wrong', 'nope')).alert).toBe('Невірний логін або пароль');
    expect((await refusal('si.wrong', 'nope', { language: 'en' })).alert).toBe('Wrong login or password');
    const ru = await refusal('si.wrong', 'nope', { language: 'ru' });
    expect(ru.alert).toBe('Неверный логин или пароль');
    expect(ru.status).toBe(401);
    expect((await refusal('nobody.here', 'nope', { language: 'en' })).alert).toBe('Wrong login or password');

    const log = await loginLogOf(ctx.database.db, 'si.wrong');
    expect(log.map((r) => r.result)).toEqual(['wrong_credentials', 'wrong_credentials', 'wrong_credentials']);
    expect(log[0]).toMatchObject({ ip: expect.stringMatching(/^10\.77\./), userId: expect.any(Number) });
    expect((await loginLogOf(ctx.database.db, 'nobody.here'))[0]).toMatchObject({
      result: 'wrong_credentials',
      userId: null,
    });
  });

  it('refuses a blocked user with its message and logs it', async () => {
    await createUser(ctx.database.db, {
      login: 'si.blocked',
      password: PASSWORD,
      status: 'blocked_by_manager',
    });
    const err = await refusal('si.blocked', PASSWORD, { language: 'en' });
    expect(err.status).toBe(403);
    expect(err.alert).toBe('Your account is blocked. Contact your organisation manager.');
    expect((await loginLogOf(ctx.database.db, 'si.blocked'))[0]?.result).toBe('blocked');

    await createUser(ctx.database.db, {
      login: 'si.blocked2',
      password: PASSWORD,
      status: 'blocked_by_admin',
    });
    expect((await refusal('si.blocked2', PASSWORD)).alert).toContain('заблоковано');
  });

  it('refuses removed users and unfinished registrations', async () => {
    await createUser(ctx.database.db, { login: 'si.removed', password: PASSWORD, status: 'removed' });
    await createUser(ctx.database.db, {
      login: 'si.new',
      password: PASSWORD,
      status: 'registration_not_completed',
    });
    expect((await refusal('si.removed', PASSWORD, { language: 'en' })).alert).toContain('deactivated');
    expect((await refusal('si.new', PASSWORD, { language: 'en' })).alert).toContain(
      'Registration is not completed',
    );
    expect((await loginLogOf(ctx.database.db, 'si.removed'))[0]?.result).toBe('removed');
    expect((await loginLogOf(ctx.database.db, 'si.new'))[0]?.result).toBe('not_completed');
  });

  it('accepts the login in any case and logs the success', async () => {
    await createUser(ctx.database.db, { login: 'si.case', password: PASSWORD });
    const { tokens } = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'SI.Case',
      password: PASSWORD,
      browser: browserFromNewAddress(),
    });
    expect(tokens.access_token).toBeTruthy();
    expect((await loginLogOf(ctx.database.db, 'SI.Case'))[0]?.result).toBe('success');
  });

  it('holds an address off a login for 15 minutes after 5 failures from it', async () => {
    await createUser(ctx.database.db, { login: 'si.locked', password: PASSWORD });
    const browser = browserFromNewAddress();
    for (let i = 1; i <= 4; i++)
      expect((await refusal('si.locked', `bad ${i}`, { ip: browser, language: 'en' })).status).toBe(401);
    const fifth = await refusal('si.locked', 'bad 5', { ip: browser, language: 'en' });
    expect(fifth.status).toBe(423);
    expect(fifth.alert).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    // Even the right password is refused from there while held off.
    expect((await refusal('si.locked', PASSWORD, { ip: browser, language: 'en' })).status).toBe(423);
    const results = (await loginLogOf(ctx.database.db, 'si.locked')).map((r) => r.result);
    expect(results[0]).toBe('locked');
    expect(results.filter((r) => r === 'wrong_credentials')).toHaveLength(5);

    // A quarter of an hour later the right password works from there again.
    await ctx.database.db
      .update(loginLog)
      .set({ at: sql`${loginLog.at} - interval '16 minutes'` })
      .where(eq(loginLog.login, 'si.locked'));
    await headlessLogin({ baseUrl: ctx.baseUrl, login: 'si.locked', password: PASSWORD, browser });
    expect((await loginLogOf(ctx.database.db, 'si.locked'))[0]?.result).toBe('success');
  });

  it('limits sign-in posts per address and account and answers the page with the message', async () => {
    const browser = browserFromNewAddress();
    let limited: SignInRefused | undefined;
    let posts = 0;
    for (; posts < 25 && !limited; posts++) {
      const err = await refusal('si.flood', 'x', { ip: browser, language: 'en' });
      if (err.status === 429) limited = err;
    }
    expect(posts).toBe(21);
    expect(limited?.alert).toBe('Too many sign-in attempts. Wait a minute and try again.');
    expect((await loginLogOf(ctx.database.db, 'si.flood'))[0]?.result).toBe('rate_limited');
    // The same account typed otherwise is the same account.
    expect((await refusal(' SI.Flood ', 'x', { ip: browser, language: 'en' })).status).toBe(429);
    // Colleagues behind the same address sign in as before; so does the account from elsewhere.
    expect((await refusal('si.colleague', 'x', { ip: browser, language: 'en' })).status).toBe(401);
    expect((await refusal('si.flood', 'x')).status).toBe(401);
  });

  it('stops a signed-in user who gets blocked: no refresh, and the next sign-in is refused', async () => {
    // Signing in sets the page language to the user's own.
    const user = await createUser(ctx.database.db, { login: 'si.later', password: PASSWORD, locale: 'en' });
    const browser = browserFromNewAddress();
    const login = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'si.later',
      password: PASSWORD,
      browser,
    });
    await ctx.database.db.update(users).set({ status: 'blocked_by_manager' }).where(eq(users.id, user.id));
    await expect(refreshTokenGrant(login.client, login.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The browser still holds its session, yet gets the sign-in page again and is refused there.
    const again = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'si.later',
      password: PASSWORD,
      browser,
    }).catch((e: unknown) => e);
    expect(again).toMatchObject({
      status: 403,
      alert: 'Your account is blocked. Contact your organisation manager.',
    });
  });

  it('refuses a blocked user on the API once the access token expires, though it was cached', async () => {
    const user = await createUser(ctx.database.db, { login: 'si.cached', password: PASSWORD });
    const login = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'si.cached',
      password: PASSWORD,
      browser: browserFromNewAddress(),
    });
    const token = login.tokens.access_token;
    const userInfo = async () =>
      (await fetch(`${ctx.baseUrl}/api/cab/v1/user/info`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    // Verified once, then served from the cache of verified tokens.
    expect(await userInfo()).toBe(200);
    expect(await userInfo()).toBe(200);
    await ctx.database.db.update(users).set({ status: 'blocked_by_manager' }).where(eq(users.id, user.id));
    // The API asks within seconds whether the user is still active (token-revocation.test.ts); the
    // provider refuses the refresh at once, and an expired token is refused whatever the cache holds.
    await expect(refreshTokenGrant(login.client, login.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((decodeJwt(token).exp! + 6) * 1000);
      expect(await userInfo()).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the expired page for an unknown interaction', async () => {
    const res = await fetch(`${ctx.baseUrl}/auth/interaction/nope?lang=en`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The sign-in has expired');
  });
});
