import { refreshTokenGrant } from 'openid-client';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { HeadlessBrowser, headlessLogin, SignInRefused } from './headless-login.js';
import { browserFromNewAddress, createUser, loginLogOf, PASSWORD } from './test-support.js';

// Each test's browser comes through a proxy on loopback with an address of its own.
const ctx = testContext({ TRUST_PROXY: 'loopback' });

const signIn = (login: string, password = PASSWORD, totp?: () => string) =>
  headlessLogin({ baseUrl: ctx.baseUrl, login, password, totp, browser: browserFromNewAddress() });

async function api(token: string, method: string, path: string, body?: unknown, address?: string) {
  const res = await fetch(`${ctx.baseUrl}/api/cab/v1/account${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

const totpFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

describe('profile', () => {
  it('reads and updates the own profile', async () => {
    await createUser(ctx.database.db, { login: 'ac.profile', locale: 'en' });
    const { tokens } = await signIn('ac.profile');
    const read = await api(tokens.access_token, 'GET', '/profile');
    expect(read).toMatchObject({
      status: 200,
      body: {
        login: 'ac.profile',
        org_name: 'Bank Alpha',
        locale: 'en',
        totp_enabled: false,
        position: null,
      },
    });
    const updated = await api(tokens.access_token, 'PUT', '/profile', {
      full_name: 'Olha Test',
      position: 'Analyst',
      locale: 'ru',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { full_name: 'Olha Test', position: 'Analyst', locale: 'ru' },
    });
    // The new locale and name reach the next token.
    const next = await signIn('ac.profile');
    expect(next.tokens.claims()).toMatchObject({ name: 'Olha Test', locale: 'ru' });
    const bad = await api(tokens.access_token, 'PUT', '/profile', { full_name: '', locale: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ full_name: 'required field', locale: 'invalid value' });
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${ctx.baseUrl}/api/cab/v1/account/profile`)).status).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password and a new one of 12+ characters unlike the login', async () => {
    await createUser(ctx.database.db, { login: 'ac.password12', locale: 'en' });
    const { tokens } = await signIn('ac.password12');
    const change = (current_password: string, new_password: string) =>
      api(tokens.access_token, 'POST', '/password', { current_password, new_password });

    expect(await change('wrong', 'a brand new secret')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fields: { current_password: 'wrong password' } },
    });
    expect((await change(PASSWORD, 'short')).body.fields).toEqual({
      new_password: 'password must be at least 12 characters',
    });
    expect((await change(PASSWORD, 'AC.Password12')).body.fields).toEqual({
      new_password: 'password must not be the same as the login',
    });
    expect(
      (await api(tokens.access_token, 'POST', '/password', { new_password: 'a brand new secret' })).body
        .fields,
    ).toEqual({
      current_password: 'required field',
    });
    expect(await change(PASSWORD, 'a brand new secret')).toMatchObject({ status: 200, body: { ok: true } });

    await expect(signIn('ac.password12')).rejects.toBeInstanceOf(SignInRefused);
    expect((await signIn('ac.password12', 'a brand new secret')).tokens.access_token).toBeTruthy();
  });
});

describe('password change limits', () => {
  const change = (
    token: string,
    current_password: string,
    address: string,
    new_password = 'a brand new secret',
  ) => api(token, 'POST', '/password', { current_password, new_password }, address);

  it('shares the sign-in lockout: wrong current passwords hold that address off, there and at sign-in', async () => {
    await createUser(ctx.database.db, { login: 'ac.pwlock', locale: 'en' });
    const { tokens } = await signIn('ac.pwlock');
    const token = tokens.access_token;
    const guesser = '203.0.113.31';
    for (let i = 1; i <= 4; i++) expect((await change(token, `guess ${i}`, guesser)).status).toBe(400);
    const locked = {
      status: 429,
      body: { code: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.' },
    };
    expect(await change(token, 'guess 5', guesser)).toMatchObject(locked);
    // The right password from there is refused too, and so is signing in from there.
    expect(await change(token, PASSWORD, guesser)).toMatchObject(locked);
    await expect(
      headlessLogin({
        baseUrl: ctx.baseUrl,
        login: 'ac.pwlock',
        password: PASSWORD,
        browser: new HeadlessBrowser({ 'x-forwarded-for': guesser }),
      }),
    ).rejects.toMatchObject({ status: 423 });
    const results = (await loginLogOf(ctx.database.db, 'ac.pwlock')).map((r) => [r.result, r.ip]);
    expect(results.slice(0, 7)).toEqual([
      ['locked', guesser],
      ['locked', guesser],
      ...Array.from({ length: 5 }, () => ['wrong_credentials', guesser]),
    ]);
    // Elsewhere the owner changes the password.
    expect((await change(token, PASSWORD, '198.51.100.31')).status).toBe(200);
  });

  it('shares the sign-in rate limit: 20 a minute per address and account', async () => {
    await createUser(ctx.database.db, { login: 'ac.pwflood', locale: 'en' });
    const { tokens } = await signIn('ac.pwflood');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await change(tokens.access_token, PASSWORD, '203.0.113.32', 'short')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });
});

describe('authenticator removal limits', () => {
  it('counts wrong password proofs under the sign-in lockout', async () => {
    await createUser(ctx.database.db, { login: 'ac.totplock', locale: 'en' });
    const { tokens } = await signIn('ac.totplock');
    const token = tokens.access_token;
    const enrol = await api(token, 'POST', '/totp/enrol');
    const code = totpFor(enrol.body.secret as string).generate();
    expect((await api(token, 'POST', '/totp/verify', { code })).status).toBe(200);
    const guesser = '203.0.113.33';
    const remove = (password: string) => api(token, 'DELETE', '/totp', { password }, guesser);
    for (let i = 1; i <= 4; i++) expect((await remove(`guess ${i}`)).status).toBe(400);
    expect((await remove('guess 5')).status).toBe(429);
    expect((await remove(PASSWORD)).status).toBe(429);
    expect((await api(token, 'GET', '/profile')).body.totp_enabled).toBe(true);
  });
});

describe('authenticator (TOTP)', () => {
  it('enrols, confirms, then the sign-in asks for and accepts a code', async () => {
    await createUser(ctx.database.db, { login: 'ac.totp', locale: 'en' });
    const { tokens } = await signIn('ac.totp');
    const enrol = await api(tokens.access_token, 'POST', '/totp/enrol');
    expect(enrol.status).toBe(200);
    const secret = enrol.body.secret as string;
    expect(enrol.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/AFX:ac\.totp\?/);
    expect(enrol.body.qr_data_url).toMatch(/^data:image\/png;base64,/);
    // Pending only: sign-in still needs no code.
    expect((await api(tokens.access_token, 'GET', '/profile')).body.totp_enabled).toBe(false);

    expect(await api(tokens.access_token, 'POST', '/totp/verify', { code: '000000' })).toMatchObject({
      status: 400,
      body: { fields: { code: 'wrong code' } },
    });
    const totp = totpFor(secret);
    expect((await api(tokens.access_token, 'POST', '/totp/verify', { code: totp.generate() })).status).toBe(
      200,
    );
    expect((await api(tokens.access_token, 'GET', '/profile')).body.totp_enabled).toBe(true);
    expect((await api(tokens.access_token, 'POST', '/totp/enrol')).status).toBe(409);

    // Without a code the flow stops at the code page.
    await expect(signIn('ac.totp')).rejects.toMatchObject({ alert: 'this user needs a TOTP code' });
    // A wrong code is refused and logged.
    const wrong = await signIn('ac.totp', PASSWORD, () => '123456').catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, alert: 'Невірний код' });
    expect((await loginLogOf(ctx.database.db, 'ac.totp'))[0]?.result).toBe('wrong_code');
    // The next time step's code (the current one was used to confirm; a code is good once).
    const next = () => totp.generate({ timestamp: Date.now() + 30_000 });
    const withCode = await signIn('ac.totp', PASSWORD, next);
    expect(withCode.tokens.access_token).toBeTruthy();
    expect((await loginLogOf(ctx.database.db, 'ac.totp'))[0]?.result).toBe('success');
    // Replaying the same code is refused.
    expect(await signIn('ac.totp', PASSWORD, next).catch((e: unknown) => e)).toMatchObject({ status: 401 });

    // Removal needs the password (or a code).
    expect((await api(tokens.access_token, 'DELETE', '/totp', {})).status).toBe(400);
    expect((await api(tokens.access_token, 'DELETE', '/totp', { password: 'nope' })).body.fields).toEqual({
      password: 'wrong password',
    });
    expect((await api(tokens.access_token, 'DELETE', '/totp', { password: PASSWORD })).status).toBe(200);
    expect((await signIn('ac.totp')).tokens.access_token).toBeTruthy();
    expect((await api(tokens.access_token, 'DELETE', '/totp', { password: PASSWORD })).status).toBe(409);
  });

  it('refuses to confirm without an enrolment', async () => {
    await createUser(ctx.database.db, { login: 'ac.totp2', locale: 'en' });
    const { tokens } = await signIn('ac.totp2');
    expect((await api(tokens.access_token, 'POST', '/totp/verify', { code: '123456' })).status).toBe(409);
  });
});

describe('sessions', () => {
  it('lists the sessions, marks the current one, and ends one or all others', async () => {
    await createUser(ctx.database.db, { login: 'ac.sessions', locale: 'en' });
    const a = await signIn('ac.sessions');
    const b = await signIn('ac.sessions');
    const c = await signIn('ac.sessions');
    type Item = { id: string; current: boolean; ip: string; user_agent: string };
    const sessionsOf = async (token: string) => (await api(token, 'GET', '/sessions')).body.list as Item[];

    const seenByB = await sessionsOf(b.tokens.access_token);
    expect(seenByB).toHaveLength(3);
    expect(seenByB.filter((s) => s.current)).toHaveLength(1);
    expect(seenByB[0]).toMatchObject({
      ip: expect.stringMatching(/^10\.77\./),
      user_agent: expect.any(String),
    });
    // The header read for people; the test client's agent names no known browser.
    expect(seenByB[0]).toHaveProperty('browser', null);

    // Another user's session is not found.
    await createUser(ctx.database.db, { login: 'ac.other', locale: 'en' });
    const other = await signIn('ac.other');
    const [otherSession] = await sessionsOf(other.tokens.access_token);
    expect((await api(b.tokens.access_token, 'DELETE', `/sessions/${otherSession!.id}`)).status).toBe(404);

    // B ends A's session: A's refresh token stops working.
    const sessionOfA = (await sessionsOf(a.tokens.access_token)).find((s) => s.current)!;
    expect((await api(b.tokens.access_token, 'DELETE', `/sessions/${sessionOfA.id}`)).body).toEqual({
      revoked: 1,
    });
    await expect(refreshTokenGrant(a.client, a.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // B ends all others (C): only B is left and still refreshes.
    expect((await api(b.tokens.access_token, 'POST', '/sessions/revoke-others')).body).toEqual({
      revoked: 1,
    });
    expect(await sessionsOf(b.tokens.access_token)).toEqual([expect.objectContaining({ current: true })]);
    await expect(refreshTokenGrant(c.client, c.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await refreshTokenGrant(b.client, b.tokens.refresh_token!)).access_token).toBeTruthy();
  });
});

describe('login log', () => {
  it('pages through the own attempts, newest first', async () => {
    await createUser(ctx.database.db, { login: 'ac.log', locale: 'en' });
    await signIn('ac.log', 'wrong one').catch(() => undefined);
    await signIn('ac.log', 'wrong two').catch(() => undefined);
    const { tokens } = await signIn('ac.log');
    const page1 = await api(tokens.access_token, 'GET', '/login-log?page_number=1&page_size=2');
    expect(page1.status).toBe(200);
    expect(page1.body.total_count).toBe(3);
    expect((page1.body.list as { result: string }[]).map((r) => r.result)).toEqual([
      'success',
      'wrong_credentials',
    ]);
    const page2 = await api(tokens.access_token, 'GET', '/login-log?page_number=2&page_size=2');
    expect(page2.body.list as { result: string; ip: string }[]).toEqual([
      expect.objectContaining({ result: 'wrong_credentials', ip: expect.stringMatching(/^10\.77\./) }),
    ]);
    expect((await api(tokens.access_token, 'GET', '/login-log?page_size=1000')).status).toBe(400);
  });
});
