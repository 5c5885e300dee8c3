import { eq } from 'drizzle-orm';
import { refreshTokenGrant } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../platform/mail/test-smtp.js';
import { headlessLogin, SignInRefused } from './headless-login.js';
import { alertText, decodeHtml, readForms } from './headless/browser.js';
import { deliverMail } from './link-test-support.js';
import { requestPasswordReset } from './password-reset.js';
import { users } from './tables.js';
import { browserFromNewAddress, createUser, PASSWORD, startInteraction } from './test-support.js';

const ctx = testContext({ TRUST_PROXY: 'loopback' });
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.stop());

const NEW_PASSWORD = 'a brand new password 7';
const MINUTE = 60_000;
let lastIp = 0;
const newAddress = () => {
  lastIp++;
  return `10.89.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

async function open(
  url: string,
  form?: Record<string, string>,
  opts: { language?: string; ip?: string } = {},
) {
  const started = performance.now();
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    headers: {
      cookie: `language=${opts.language ?? 'en'}`,
      'x-forwarded-for': opts.ip ?? newAddress(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: 'manual',
  });
  const html = await res.text();
  const ms = performance.now() - started;
  const text = decodeHtml(
    html
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
  return { status: res.status, html, text, alert: alertText(html), ms };
}

const FORGOT = () => `${ctx.baseUrl}/auth/password/forgot`;
const forgot = (login: string, opts: { language?: string; ip?: string } = {}) =>
  open(FORGOT(), { login }, opts);
const signIn = (login: string, password: string) =>
  headlessLogin({ baseUrl: ctx.baseUrl, login, password, browser: browserFromNewAddress() });
const mailsTo = (address: string) =>
  smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const ANSWER =
  'If an account with this login or e-mail exists, a link to set a new password has been sent to its e-mail. The link is valid for 1 hour.';

describe('forgot password', () => {
  it('is linked from the sign-in page and asks for a login or e-mail', async () => {
    const { url, cookie } = await startInteraction(ctx.baseUrl);
    const signInPage = await (await fetch(`${url}?lang=en`, { headers: { cookie } })).text();
    expect(signInPage).toContain(
      '<a class="plain" id="forgot-password" href="/auth/password/forgot">Forgot password?</a>',
    );
    const page = await open(FORGOT());
    expect(page.status).toBe(200);
    expect(page.text).toContain('Login or e-mail');
    expect(readForms(page.html, FORGOT())[0]!.action).toBe(FORGOT());
    expect((await open(`${FORGOT()}?lang=uk`)).text).toContain('Відновлення пароля');
  });

  it('mails an active user a link that sets a new password, ends every session, and the new password signs in', async () => {
    const user = await createUser(ctx.database.db, { login: 'reset.active.user', locale: 'en' });
    const before = await signIn('reset.active.user', PASSWORD);

    const answer = await forgot('reset.active.user');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(ANSWER);
    await deliverMail(ctx, smtp);
    const mail = smtp.latestTo(user.email)!;
    expect(mail.subject).toBe('AFX: resetting your password');
    expect(mail.text).toContain('Hello, Test reset.active.user.');
    expect(mail.text).toContain('AFX account reset.active.user');
    expect(mail.text).toContain('for 1 hour(s)');
    const link = mail.links[0]!;
    expect(link).toMatch(new RegExp(`^${ctx.baseUrl}/auth/password/reset/[\\w-]{43}$`));
    expect(mail.text).toContain(`Set a new password:\n${link}`);
    expect(mail.html).toContain('>Set a new password</a>');

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('reset.active.user');
    const post = (password: string, repeat = password) => open(link, { password, password_repeat: repeat });
    expect(await post(NEW_PASSWORD, 'not the same at all')).toMatchObject({
      status: 400,
      alert: 'The passwords do not match',
    });
    expect(await post('Reset.Active.User')).toMatchObject({
      status: 400,
      alert: 'password must not be the same as the login',
    });
    expect((await post('short')).alert).toBe('password must be at least 12 characters');

    const done = await post(NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Password changed');
    expect(done.html).toContain(`<a class="button" href="${ctx.baseUrl}/">Sign in</a>`);

    // Every session ended: the access token is refused at once, the refresh token too.
    const profile = await fetch(`${ctx.baseUrl}/api/cab/v1/account/profile`, {
      headers: { authorization: `Bearer ${before.tokens.access_token}` },
    });
    expect(profile.status).toBe(401);
    await expect(refreshTokenGrant(before.client, before.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(signIn('reset.active.user', PASSWORD)).rejects.toBeInstanceOf(SignInRefused);
    expect((await signIn('reset.active.user', NEW_PASSWORD)).tokens.access_token).toBeTruthy();

    const { rows } = await ctx.database.pool.query(
      `select action, creator_user_id, subject_org_id from history_entries
        where entity_type = 'user' and entity_key = $1::text`,
      [user.id],
    );
    expect(rows).toEqual([
      { action: 'password_reset', creator_user_id: user.id, subject_org_id: user.orgId },
    ]);

    // The link works once.
    const again = await open(link);
    expect(again).toMatchObject({
      status: 410,
      alert: 'This link has already been used: the password was changed.',
    });
    expect(again.html).not.toContain('<form');
  });

  it('finds the account by its e-mail too, in the user’s own language', async () => {
    const user = await createUser(ctx.database.db, { login: 'reset.by.mail', locale: 'uk' });
    await forgot(user.email.toUpperCase());
    await deliverMail(ctx, smtp);
    const mail = smtp.latestTo(user.email)!;
    expect(mail.subject).toBe('AFX: відновлення пароля');
    expect(mail.html).toContain('>Встановити новий пароль</a>');
  });

  it('gives no hint: an unknown login, a blocked or an unregistered user get the same page and no e-mail', async () => {
    const known = await createUser(ctx.database.db, { login: 'reset.known', locale: 'en' });
    const blocked = await createUser(ctx.database.db, {
      login: 'reset.blocked',
      status: 'blocked_by_manager',
    });
    const waiting = await createUser(ctx.database.db, {
      login: 'reset.waiting',
      status: 'registration_not_completed',
    });
    const answers = await Promise.all(
      ['reset.known', 'reset.nobody', 'reset.blocked', 'reset.waiting'].map((login) => forgot(login)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html).toBe(answers[0]!.html);
      // Nor by the time it takes: every answer waits at least as long as queueing a mail takes.
      expect(answer.ms).toBeGreaterThanOrEqual(240);
    }
    await deliverMail(ctx, smtp);
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo(blocked.email)).toHaveLength(0);
    expect(mailsTo(waiting.email)).toHaveLength(0);
    expect(mailsTo('reset.nobody@alpha.example')).toHaveLength(0);
    const { rows } = await ctx.database.pool.query(
      `select payload->>'to' as to from outbox where kind = 'email' and payload->>'to' like 'reset.%'`,
    );
    expect(rows.map((r: { to: string }) => r.to)).not.toContain(blocked.email);
  });

  it('a flood of requests is one e-mail; a later request ends the earlier link', async () => {
    const user = await createUser(ctx.database.db, { login: 'reset.flood', locale: 'en' });
    expect(await requestPasswordReset(ctx.database.db, 'reset.flood')).toBe(1);
    expect(await requestPasswordReset(ctx.database.db, 'reset.flood')).toBe(0);
    await deliverMail(ctx, smtp);
    const first = smtp.latestTo(user.email)!.links[0]!;
    expect(
      await requestPasswordReset(ctx.database.db, 'reset.flood', new Date(Date.now() + 2 * MINUTE)),
    ).toBe(1);
    await deliverMail(ctx, smtp);
    expect(mailsTo(user.email)).toHaveLength(2);
    expect(await open(first)).toMatchObject({
      status: 410,
      alert: 'This link has been cancelled (perhaps a newer one was sent). Use the latest e-mail.',
    });
    expect((await open(smtp.latestTo(user.email)!.links[0]!)).status).toBe(200);
  });

  it('the link expires at 1 hour (clock moved)', async () => {
    const fresh = await createUser(ctx.database.db, { login: 'reset.in.time', locale: 'en' });
    const stale = await createUser(ctx.database.db, { login: 'reset.too.late', locale: 'en' });
    await requestPasswordReset(ctx.database.db, 'reset.in.time', new Date(Date.now() - 59 * MINUTE));
    await requestPasswordReset(ctx.database.db, 'reset.too.late', new Date(Date.now() - 61 * MINUTE));
    await deliverMail(ctx, smtp);
    expect((await open(smtp.latestTo(fresh.email)!.links[0]!)).status).toBe(200);
    const late = smtp.latestTo(stale.email)!.links[0]!;
    const expected = 'This link has expired (it is valid for 1 hour). Ask for a new one on the sign-in page.';
    expect(await open(late)).toMatchObject({ status: 410, alert: expected });
    expect(await open(late, { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).toMatchObject({
      status: 410,
      alert: expected,
    });
    await expect(signIn('reset.too.late', NEW_PASSWORD)).rejects.toBeInstanceOf(SignInRefused);
  });

  it('a user blocked after the mail finds the link revoked', async () => {
    const user = await createUser(ctx.database.db, { login: 'reset.then.blocked', locale: 'en' });
    await requestPasswordReset(ctx.database.db, 'reset.then.blocked');
    await deliverMail(ctx, smtp);
    await ctx.database.db.update(users).set({ status: 'blocked_by_manager' }).where(eq(users.id, user.id));
    const link = smtp.latestTo(user.email)!.links[0]!;
    expect((await open(link, { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).status).toBe(410);
  });

  it('lifts the sign-in lockout: the owner held off after wrong passwords signs in with the new one at once', async () => {
    const user = await createUser(ctx.database.db, { login: 'reset.locked.out', locale: 'en' });
    const browser = browserFromNewAddress();
    const attempt = (password: string) =>
      headlessLogin({ baseUrl: ctx.baseUrl, login: 'reset.locked.out', password, browser });
    for (let i = 0; i < 5; i++) await attempt('a wrong guess').catch(() => undefined);
    await expect(attempt(PASSWORD)).rejects.toMatchObject({ status: 423 });
    await requestPasswordReset(ctx.database.db, 'reset.locked.out');
    await deliverMail(ctx, smtp);
    const link = smtp.latestTo(user.email)!.links[0]!;
    expect((await open(link, { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).status).toBe(200);
    expect((await attempt(NEW_PASSWORD)).tokens.access_token).toBeTruthy();
  });

  it('is rate-limited per address and login, as the sign-in posts', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await forgot('reset.flooder', { ip })).status).toBe(200);
    const limited = await forgot('reset.flooder', { ip });
    expect(limited).toMatchObject({ status: 429, alert: 'Too many attempts. Wait a minute and try again.' });
    expect(limited.html).toContain('value="reset.flooder"');
    expect((await forgot('reset.flooder', { ip: newAddress() })).status).toBe(200);
  });
});
