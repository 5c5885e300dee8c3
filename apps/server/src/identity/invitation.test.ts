import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../platform/mail/test-smtp.js';
import { headlessLogin, SignInRefused } from './headless-login.js';
import { alertText, decodeHtml, readForms } from './headless/browser.js';
import { deliverMail, invite, reinvite } from './link-test-support.js';
import { users, userTokens } from './tables.js';
import { browserFromNewAddress } from './test-support.js';

// Each browser comes through a proxy on loopback with an address of its own (the rate limits).
const ctx = testContext({ TRUST_PROXY: 'loopback' });
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.stop());

const NEW_PASSWORD = 'a long new password 42';
const HOUR = 3_600_000;
let lastIp = 0;

/** A page of the portal as a browser gets it: a language cookie, an address of its own. */
async function open(url: string, form?: Record<string, string>, language = 'en') {
  lastIp++;
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    headers: {
      cookie: `language=${language}`,
      'x-forwarded-for': `10.88.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: 'manual',
  });
  const html = await res.text();
  return { status: res.status, html, alert: alertText(html), text: visibleText(html) };
}

const visibleText = (html: string): string =>
  decodeHtml(
    html
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
const byId = (html: string, id: string): string | undefined => {
  const m = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html);
  return m?.[1] === undefined ? undefined : decodeHtml(m[1]);
};
const linkOf = (token: string) => `${ctx.baseUrl}/auth/invitation/${token}`;
const statusOf = async (userId: number) =>
  (await ctx.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]?.status;

const signIn = (login: string, password: string, totp?: () => string) =>
  headlessLogin({ baseUrl: ctx.baseUrl, login, password, totp, browser: browserFromNewAddress() });

describe('the invitation', () => {
  it('goes by e-mail through the outbox and SMTP; the link sets the password, and the person signs in', async () => {
    const { userId, email } = await invite(ctx, { login: 'invited.person.one' });
    // Not registered yet: no way in.
    await expect(signIn('invited.person.one', NEW_PASSWORD)).rejects.toBeInstanceOf(SignInRefused);

    await deliverMail(ctx, smtp);
    const mail = smtp.latestTo(email);
    expect(mail).toBeDefined();
    const link = mail!.links[0]!;
    expect(link).toMatch(new RegExp(`^${ctx.baseUrl}/auth/invitation/[\\w-]{43}$`));
    expect(mail!.text).toContain(`Accept the invitation:\n${link}`);
    expect(mail!.html).toContain('>Accept the invitation</a>');

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(byId(page.html, 'person-name')).toBe('Test invited.person.one');
    expect(byId(page.html, 'person-org')).toBe('Bank Alpha');
    expect(byId(page.html, 'person-login')).toBe('invited.person.one');
    const form = readForms(page.html, link)[0]!;
    expect(form.action).toBe(link);

    // The domain's password rule and the repeat, in the page's language.
    const post = (password: string, repeat = password, language = 'en') =>
      open(link, { password, password_repeat: repeat }, language);
    expect(await post(NEW_PASSWORD, 'something else 1234')).toMatchObject({
      status: 400,
      alert: 'The passwords do not match',
    });
    expect(await post('short')).toMatchObject({
      status: 400,
      alert: 'password must be at least 12 characters',
    });
    expect((await post('short', 'short', 'uk')).alert).toBe('пароль має містити щонайменше 12 символів');
    expect((await post('short', 'short', 'ru')).alert).toBe('пароль должен содержать не менее 12 символов');
    expect(await post('Invited.Person.One')).toMatchObject({
      status: 400,
      alert: 'password must not be the same as the login',
    });
    expect(await statusOf(userId)).toBe('registration_not_completed');

    const done = await post(NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Registration complete');
    expect(done.html).toContain(`<a class="button" href="${ctx.baseUrl}/">Sign in</a>`);
    expect(await statusOf(userId)).toBe('active');
    const [token] = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, userId));
    expect(token!.usedAt).toBeInstanceOf(Date);
    const { rows: history } = await ctx.database.pool.query(
      `select action, changes, creator_user_id, subject_org_id, (select org_id from users where id = $1) as org_id
         from history_entries where entity_type = 'user' and entity_key = $1::text`,
      [userId],
    );
    expect(history).toEqual([
      expect.objectContaining({
        action: 'registration_completed',
        changes: { status: ['registration_not_completed', 'active'] },
        creator_user_id: userId,
      }),
    ]);
    expect(history[0].subject_org_id).toBe(history[0].org_id);

    // The real sign-in flow with the new password gives a token the API takes.
    const { tokens } = await signIn('invited.person.one', NEW_PASSWORD);
    const profile = await fetch(`${ctx.baseUrl}/api/cab/v1/account/profile`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { login: string }).login).toBe('invited.person.one');

    // Used once: the link now says so and offers nothing else.
    for (const again of [await open(link), await post('another password 99')]) {
      expect(again.status).toBe(410);
      expect(again.alert).toBe(
        'This invitation has already been used: the registration is complete. Sign in to the portal with your login and password.',
      );
      expect(again.html).not.toContain('<form');
      expect(again.html).not.toContain('class="button"');
    }
  });

  it('shows in the language chosen, with a switcher', async () => {
    const { token } = await invite(ctx, { login: 'invited.lang' });
    const uk = await open(`${linkOf(token)}?lang=uk`, undefined, 'en');
    expect(uk.text).toContain('Реєстрація в AFX');
    expect(uk.text).toContain('Налаштувати двофакторний вхід зараз');
    expect(uk.html).toContain(`href="/auth/invitation/${token}?lang=ru"`);
    expect((await open(linkOf(token), undefined, 'ru')).text).toContain('Регистрация в AFX');
  });

  it('expires at 12 hours (clock moved)', async () => {
    const almost = await invite(ctx, {
      login: 'invited.almost',
      now: new Date(Date.now() - 12 * HOUR + 60_000),
    });
    expect((await open(linkOf(almost.token))).status).toBe(200);

    const late = await invite(ctx, { login: 'invited.late', now: new Date(Date.now() - 12 * HOUR - 1000) });
    const expected =
      'This invitation has expired (it is valid for 12 hours). Ask your manager to invite you again.';
    const page = await open(linkOf(late.token));
    expect(page).toMatchObject({ status: 410, alert: expected });
    expect(page.html).not.toContain('<form');
    expect((await open(linkOf(late.token), undefined, 'uk')).alert).toContain(
      'Попросіть менеджера вашої організації запросити вас знову',
    );
    const post = await open(linkOf(late.token), { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD });
    expect(post).toMatchObject({ status: 410, alert: expected });
    expect(await statusOf(late.userId)).toBe('registration_not_completed');
  });

  it('a re-invitation revokes the earlier link; the new one works', async () => {
    const first = await invite(ctx, { login: 'invited.twice' });
    const second = await reinvite(ctx, first.userId);
    const old = await open(linkOf(first.token));
    expect(old).toMatchObject({
      status: 410,
      alert:
        'This invitation has been cancelled (perhaps a newer one was sent). Use the latest invitation or ask your manager.',
    });
    expect(
      (await open(linkOf(first.token), { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).status,
    ).toBe(410);
    expect(
      (await open(linkOf(second), { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD })).status,
    ).toBe(200);
    expect(await statusOf(first.userId)).toBe('active');
  });

  it('a user no longer waiting to register (blocked, say) finds the link used', async () => {
    const { userId, token } = await invite(ctx, { login: 'invited.blocked' });
    await ctx.database.db.update(users).set({ status: 'blocked_by_admin' }).where(eq(users.id, userId));
    expect((await open(linkOf(token))).status).toBe(410);
    const post = await open(linkOf(token), { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD });
    expect(post.status).toBe(410);
    expect(await statusOf(userId)).toBe('blocked_by_admin');
  });

  it('keeps an authenticator from before (a recovered account) instead of setting up another', async () => {
    const { userId, token } = await invite(ctx, { login: 'invited.recovered' });
    await ctx.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
      .where(eq(users.id, userId));
    const done = await open(linkOf(token), {
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
      totp: '1',
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your account is ready and two-factor sign-in is on.');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totpPendingSecret: null,
      status: 'active',
    });
  });

  it('an unknown link is 404 and offers nothing', async () => {
    const page = await open(linkOf('no-such-token-at-all'));
    expect(page).toMatchObject({
      status: 404,
      alert: 'No such invitation. Check that the link was copied whole, or ask your manager.',
    });
    expect(page.html).not.toContain('<form');
  });

  it('sets up two-factor sign-in at once when asked: the code confirms it, and signing in needs it', async () => {
    const { userId, token } = await invite(ctx, { login: 'invited.totp' });
    const link = linkOf(token);
    const step = await open(link, { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD, totp: '1' });
    expect(step.status).toBe(200);
    expect(step.text).toContain('Your password is set and your account is active.');
    expect(await statusOf(userId)).toBe('active');
    const secret = byId(step.html, 'totp-secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(byId(step.html, 'totp-uri')).toBe(
      `otpauth://totp/AFX:invited.totp?issuer=AFX&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(step.html).toMatch(
      /<img src="data:image\/png;base64,[^"]+" alt="QR code for the authenticator app"/,
    );
    const form = readForms(step.html, link)[0]!;
    expect(form.action).toBe(`${link}/totp`);

    const wrong = await open(form.action, { ...form.fields, code: '000000' });
    expect(wrong).toMatchObject({ status: 400, alert: 'Wrong code' });
    expect(byId(wrong.html, 'totp-secret')).toBe(secret);
    // A forged ticket sets up nothing.
    const forged = await open(form.action, { ticket: `${userId}.9999999999999.AAAA`, code: '000000' });
    expect(forged.text).toContain('Registration complete');
    expect(forged.text).not.toContain('two-factor sign-in is on');

    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const done = await open(form.action, { ...form.fields, code: totp.generate() });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your account is ready and two-factor sign-in is on.');

    await expect(signIn('invited.totp', NEW_PASSWORD)).rejects.toMatchObject({
      alert: 'this user needs a TOTP code',
    });
    const next = () => totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await signIn('invited.totp', NEW_PASSWORD, next)).tokens.access_token).toBeTruthy();
  });
});
