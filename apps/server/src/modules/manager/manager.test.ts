import {
  ALL_U_CODES,
  translate,
  USER_ACTION_LABEL_KEYS,
  USER_ACTIONS,
  USER_STATUS_LABEL_KEYS,
  USER_STATUSES,
  userActionTarget,
  type UserAction,
  type UserStatus,
} from '@afx/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, type Json, serviceTest } from '../../../test/harness.js';
import { headlessLogin } from '../../identity/headless-login.js';
import { organisations, users, userTokens } from '../../identity/tables.js';
import { browserFromNewAddress, createUser, PASSWORD } from '../../identity/test-support.js';
import { tokenHash } from '../../identity/user-tokens.js';
import { historyEntries } from '../../platform/history/tables.js';
import { outbox } from '../../platform/outbox/tables.js';

const { ctx, org, post } = serviceTest('/api/manager/v1');

let serial = 0;
/** A fresh work address at Bank Alpha. */
const newEmail = (domain = 'alpha.example') => `person${++serial}.${Date.now() % 100000}@${domain}`;

const person = (overrides: Json = {}): Json => ({
  email: newEmail(),
  full_name: 'Olha Hnatiuk',
  position: 'Analyst',
  role: 'user',
  permissions: ['U1000', 'U6'],
  ...overrides,
});

async function create(login: string, overrides: Json = {}) {
  const res = await post(login, '/user/create', person(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Json & { id: number; email: string; status: string };
}

const setStatus = (id: number, status: UserStatus) =>
  ctx.database.db.update(users).set({ status }).where(eq(users.id, id));

async function userId(login: string): Promise<number> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row!.id;
}

const historyOf = (id: number) =>
  ctx.database.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.entityType, 'user'), eq(historyEntries.entityKey, String(id))))
    .orderBy(desc(historyEntries.id));

async function mailsTo(email: string) {
  const rows = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'email')).orderBy(outbox.id);
  return rows
    .map((r) => r.payload as Json & { to: string; path: string; params: Json })
    .filter((p) => p.to === email);
}

const en = (key: Parameters<typeof translate>[0], params?: Record<string, string>) =>
  translate(key, 'en', params);

describe('who may administer users', () => {
  it('needs role manager: a plain user gets 403, whatever codes they hold', async () => {
    expect((await post('alpha.analyst', '/user/list', {})).status).toBe(403);
    expect((await post('alpha.viewer', '/user/get', { id: 1 })).status).toBe(403);
    expect((await post('beta.expert', '/user/create', person())).status).toBe(403);
  });

  it('a manager lists the own organisation only; the administrator any', async () => {
    const own = await post('alpha.manager', '/user/list', { page_size: 100 });
    expect(own.status).toBe(200);
    const logins = own.body.list.map((u) => u.login);
    expect(logins).toEqual(
      expect.arrayContaining(['alpha.manager', 'alpha.analyst', 'alpha.viewer', 'alpha-api']),
    );
    expect(logins).not.toContain('beta.expert');
    for (const u of own.body.list) expect(u.org_id).toBe(org.alpha);
    // A manager asking for another organisation still gets their own.
    const asked = await post('alpha.manager', '/user/list', { filter: { org_id: org.beta } });
    expect(asked.body.list.every((u) => u.org_id === org.alpha)).toBe(true);

    const admin = await post('admin', '/user/list', { filter: { org_id: org.beta } });
    expect(admin.body.list.map((u) => u.login)).toEqual(expect.arrayContaining(['beta.expert', 'beta-api']));
    expect(admin.body.list.every((u) => u.org_id === org.beta && u.mutable === (u.role !== 'api-user'))).toBe(
      true,
    );
  });

  it("another organisation's user by id is not found for a manager (never 403), found for the administrator", async () => {
    const beta = await userId('beta.expert');
    for (const [path, body] of [
      ['/user/get', { id: beta }],
      ['/user/history', { id: beta }],
      ['/user/update', { id: beta, full_name: 'X', role: 'user', permissions: [] }],
      ['/user/action', { id: beta, action: 'block', reason: 'test' }],
    ] as const) {
      const res = await post('alpha.manager', path, body);
      expect(res.status, path).toBe(404);
    }
    const created = await post(
      'alpha.manager',
      '/user/create',
      person({ org_id: org.beta, email: newEmail('beta.example') }),
    );
    expect(created.status).toBe(404);
    const byAdmin = await post('admin', '/user/get', { id: beta });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ login: 'beta.expert', org_name: 'Bank Beta', mutable: true });
  });

  it('API users and administrators are listed, not administered here', async () => {
    const api = await userId('alpha-api');
    const view = await post('alpha.manager', '/user/get', { id: api });
    expect(view.body).toMatchObject({ role: 'api-user', mutable: false, available_actions: [] });
    const res = await post('alpha.manager', '/user/action', { id: api, action: 'block', reason: 'test' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en('user_not_managed'));
  });
});

describe('the list', () => {
  it('shows the last successful sign-in and filters by text, status and role; sorts', async () => {
    const me = await post('alpha.manager', '/user/list', { filter: { text: 'Shevchenko' } });
    expect(me.body.list).toHaveLength(1);
    expect(me.body.list[0]).toMatchObject({
      login: 'alpha.manager',
      email: 'a.shevchenko@alpha.example',
      role: 'manager',
      status: 'active',
      org_name: 'Bank Alpha',
    });
    // The token the test signed in for is a successful sign-in of the login log.
    expect(Date.now() - Date.parse(String(me.body.list[0]!.last_sign_in))).toBeLessThan(10 * 60_000);

    const managers = await post('alpha.manager', '/user/list', { filter: { role: ['manager'] } });
    expect(managers.body.list.map((u) => u.login)).toEqual(['alpha.manager']);
    const api = await post('alpha.manager', '/user/list', { filter: { role: ['api-user'] } });
    expect(api.body.list.map((u) => u.login)).toEqual(['alpha-api']);

    const invited = await create('alpha.manager');
    const pending = await post('alpha.manager', '/user/list', {
      filter: { status: ['registration_not_completed'] },
    });
    expect(pending.body.list.map((u) => u.id)).toContain(invited.id);
    expect(pending.body.list.every((u) => u.status === 'registration_not_completed')).toBe(true);
    expect(pending.body.list.find((u) => u.id === invited.id)!.last_sign_in).toBeNull();

    const sorted = await post('alpha.manager', '/user/list', { sort_field: 'login', sort_order: 'descend' });
    const logins = sorted.body.list.map((u) => String(u.login));
    expect(logins).toEqual([...logins].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('exports the filtered list with its columns', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/manager/v1/user/export',
      headers: { ...(await as(ctx, 'alpha.manager')), cookie: 'language=en' },
      payload: { format: 'csv', filter: { role: ['manager'] } },
    });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]).toContain('Login');
    expect(text).toContain('alpha.manager');
    expect(text).toContain('Active');
    expect(text).not.toContain('alpha.analyst');
  });
});

describe('create and invite', () => {
  it('creates the user (registration not completed, login = e-mail) and mails a 12-hour invitation link', async () => {
    const email = newEmail();
    const before = Date.now();
    const created = await create('alpha.manager', { email: `  ${email.toUpperCase()} `, locale: 'en' });
    expect(created).toMatchObject({
      login: email,
      email,
      full_name: 'Olha Hnatiuk',
      position: 'Analyst',
      role: 'user',
      permissions: ['U6', 'U1000'],
      status: 'registration_not_completed',
      org_id: org.alpha,
      org_name: 'Bank Alpha',
      last_sign_in: null,
      available_actions: ['reinvite', 'remove'],
      mutable: true,
    });
    const expires = Date.parse(String(created.invitation_expires_at));
    expect(expires - before).toBeGreaterThanOrEqual(12 * 3_600_000 - 1000);
    expect(expires - before).toBeLessThan(12 * 3_600_000 + 60_000);

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      locale: 'en',
      subject: 'mail_invitation_subject',
      body: 'mail_invitation_body',
      params: {
        full_name: 'Olha Hnatiuk',
        org_name: 'Bank Alpha',
        inviter: 'Andrii Shevchenko',
        hours: 12,
        login: email,
      },
    });
    const token = /^\/auth\/invitation\/([\w-]{40,})$/.exec(mail!.path)?.[1];
    expect(token).toBeDefined();
    const [stored] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, tokenHash(token!)));
    expect(stored).toMatchObject({
      userId: created.id,
      purpose: 'invitation',
      usedAt: null,
      revokedAt: null,
    });
    // Only the hash is kept.
    const rows = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, created.id));
    expect(JSON.stringify(rows)).not.toContain(token);

    const [entry] = await historyOf(created.id);
    expect(entry).toMatchObject({
      action: 'create',
      creatorName: 'Andrii Shevchenko',
      subjectOrgId: org.alpha,
    });
    expect(entry!.changes).toMatchObject({
      email: [null, email],
      status: [null, 'registration_not_completed'],
    });
  });

  it.each([
    ['a free-mail provider (the email-providers list)', 'olha.h@gmail.com', 'user_email_free_mail'],
    ['a Ukrainian free-mail provider (the supplement)', 'olha.h@ukr.net', 'user_email_free_mail'],
    ['a group mailbox', 'info@alpha.example', 'user_email_group_mailbox'],
    ['a group mailbox with a tag', 'support+cards@alpha.example', 'user_email_group_mailbox'],
    ["another organisation's domain", 'olha.h@beta.example', 'user_email_foreign_domain'],
    ['a look-alike domain', 'olha.h@alpha.example.com', 'user_email_foreign_domain'],
  ] as const)('refuses %s', async (_name, email, key) => {
    const res = await post('alpha.manager', '/user/create', person({ email }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: en(key) });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('accepts a sub-domain of the organisation’s domain', async () => {
    const created = await create('alpha.manager', { email: newEmail('kyiv.alpha.example') });
    expect(created.status).toBe('registration_not_completed');
  });

  it('refuses a login that is taken (409), whatever its case', async () => {
    const first = await create('alpha.manager');
    const again = await post('alpha.manager', '/user/create', person({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(en('user_login_taken', { login: first.email }));
  });

  it("refuses codes beyond the organisation's allowance, naming them; the administrator may grant any", async () => {
    const res = await post(
      'alpha.manager',
      '/user/create',
      person({ permissions: ['U1000', 'E1000', 'E22'] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(en('user_codes_beyond_allowance', { codes: 'E1000, E22' }));
    expect(res.body.fields).toEqual({
      permissions: en('user_codes_beyond_allowance', { codes: 'E1000, E22' }),
    });

    const byAdmin = await create('admin', { org_id: org.alpha, permissions: ['U1000', 'E1000'] });
    expect(byAdmin).toMatchObject({ org_id: org.alpha, permissions: ['U1000', 'E1000'] });
  });

  it('the administrator names the organisation', async () => {
    const res = await post('admin', '/user/create', person());
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ org_id: en('user_organisation_required') });
    const beta = await create('admin', {
      org_id: org.beta,
      email: newEmail('beta.example'),
      role: 'manager',
    });
    expect(beta).toMatchObject({ org_name: 'Bank Beta', role: 'manager' });
  });

  it('checks the form: role, codes, name', async () => {
    const res = await post(
      'alpha.manager',
      '/user/create',
      person({ role: 'admin', permissions: ['X1'], full_name: '' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['full_name', 'permissions.0', 'role']);
  });

  it('answers the form options: domains and grantable codes of the organisation', async () => {
    const mine = await post('alpha.manager', '/user/options', {});
    expect(mine.body).toEqual({
      org_id: org.alpha,
      org_name: 'Bank Alpha',
      grantable_codes: [...ALL_U_CODES],
      email_domains: ['alpha.example'],
      roles: ['user', 'manager'],
    });
    expect((await post('alpha.manager', '/user/options', { org_id: org.beta })).status).toBe(404);
    const admin = await post('admin', '/user/options', { org_id: org.beta });
    expect(admin.body).toMatchObject({ org_id: org.beta, email_domains: ['beta.example'] });
    expect(admin.body.grantable_codes).toContain('E1000');
  });
});

describe('edit', () => {
  it('changes name, position, role and codes, with the history of the change', async () => {
    const user = await create('alpha.manager');
    const res = await post('alpha.manager', '/user/update', {
      id: user.id,
      full_name: 'Olha Hnatiuk-Bondar',
      position: '',
      role: 'manager',
      permissions: ['U1000', 'U1007'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: 'Olha Hnatiuk-Bondar',
      position: null,
      role: 'manager',
      permissions: ['U1000', 'U1007'],
    });
    const [entry] = await historyOf(user.id);
    expect(entry).toMatchObject({ action: 'update', subjectOrgId: org.alpha });
    expect(entry!.changes).toEqual({
      full_name: ['Olha Hnatiuk', 'Olha Hnatiuk-Bondar'],
      position: ['Analyst', null],
      role: ['user', 'manager'],
      permissions: [
        ['U6', 'U1000'],
        ['U1000', 'U1007'],
      ],
    });
  });

  it('keeps codes the user already holds; refuses adding codes beyond the allowance', async () => {
    const user = await create('admin', { org_id: org.alpha, permissions: ['E1000'] });
    const keep = await post('alpha.manager', '/user/update', {
      id: user.id,
      full_name: 'Renamed',
      role: 'user',
      permissions: ['E1000'],
    });
    expect(keep.status).toBe(200);
    const add = await post('alpha.manager', '/user/update', {
      id: user.id,
      full_name: 'Renamed',
      role: 'user',
      permissions: ['E1000', 'E1007'],
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(en('user_codes_beyond_allowance', { codes: 'E1007' }));
  });

  it('the e-mail only by an administrator, under the same rules; the login follows it', async () => {
    const user = await create('alpha.manager');
    const base = {
      id: user.id,
      full_name: 'Olha Hnatiuk',
      position: 'Analyst',
      role: 'user',
      permissions: ['U6', 'U1000'],
    };
    const byManager = await post('alpha.manager', '/user/update', { ...base, email: newEmail() });
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe(en('user_email_change_admin_only'));
    // The same e-mail is no change.
    expect((await post('alpha.manager', '/user/update', { ...base, email: user.email })).status).toBe(200);

    const free = await post('admin', '/user/update', { ...base, email: 'olha@i.ua' });
    expect(free.status).toBe(400);
    expect(free.body.fields).toEqual({ email: en('user_email_free_mail') });

    const email = newEmail();
    const byAdmin = await post('admin', '/user/update', { ...base, email });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ email, login: email });
    const [entry] = await historyOf(user.id);
    expect(entry).toMatchObject({ action: 'change_email', creatorName: 'Iryna Bondarenko' });
    expect(entry!.changes).toEqual({ email: [user.email, email], login: [user.email, email] });
  });
});

/** The whole status × action matrix through the API, for a manager and the administrator. */
describe('status × action matrix (the domain table)', () => {
  const cases = USER_STATUSES.flatMap((status) =>
    USER_ACTIONS.flatMap((action) =>
      (['alpha.manager', 'admin'] as const).map((actor) => ({
        status,
        action,
        actor,
        target: userActionTarget(action, status, { admin: actor === 'admin' }),
      })),
    ),
  );

  it.each(cases)('$actor: $action on $status → $target', async ({ status, action, actor, target }) => {
    const user = await create('alpha.manager');
    await setStatus(user.id, status);
    const res = await post(actor, '/user/action', { id: user.id, action, reason: 'matrix test' });
    if (target === null) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        en('user_action_not_allowed', {
          action: en(USER_ACTION_LABEL_KEYS[action as UserAction]),
          status: en(USER_STATUS_LABEL_KEYS[status]),
        }),
      );
      const [row] = await ctx.database.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row!.status).toBe(status);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe(target);
    const [entry] = await historyOf(user.id);
    expect(entry).toMatchObject({ action, notes: 'matrix test', subjectOrgId: org.alpha });
    expect(entry!.changes).toEqual(status === target ? null : { status: [status, target] });
  });

  it('asks a reason where the spec does', async () => {
    const user = await create('alpha.manager');
    const res = await post('alpha.manager', '/user/action', { id: user.id, action: 'remove' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ reason: en('user_reason_required') });
  });
});

describe('re-invite, block and remove', () => {
  it('re-invites with a new link; the old one is revoked', async () => {
    const user = await create('alpha.manager');
    const [first] = await mailsTo(user.email);
    const res = await post('alpha.manager', '/user/action', { id: user.id, action: 'reinvite' });
    expect(res.status).toBe(200);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.path).not.toBe(first!.path);
    const token = (path: string) => path.split('/').at(-1)!;
    const [old] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, tokenHash(token(first!.path))));
    const [fresh] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, tokenHash(token(mails[1]!.path))));
    expect(old!.revokedAt).not.toBeNull();
    expect(fresh!.revokedAt).toBeNull();
    expect((await historyOf(user.id))[0]).toMatchObject({ action: 'reinvite' });
  });

  it('removing an invited user ends the invitation link', async () => {
    const user = await create('alpha.manager');
    await post('alpha.manager', '/user/action', { id: user.id, action: 'remove', reason: 'hired elsewhere' });
    const rows = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await post('alpha.manager', '/user/get', { id: user.id })).body).toMatchObject({
      status: 'removed',
      invitation_expires_at: null,
      available_actions: ['recover'],
    });
  });

  async function userInfo(token: string): Promise<number> {
    const res = await fetch(`${ctx.baseUrl}/api/cab/v1/user/info`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    return res.status;
  }

  it.each([
    ['alpha.manager', 'block'],
    ['alpha.manager', 'remove'],
    ['admin', 'block_by_admin'],
  ] as const)("%s: %s refuses the user's access token at once", async (actor, action) => {
    const login = `mgr.${action}.${Date.now() % 100000}`;
    const user = await createUser(ctx.database.db, { login });
    const colleague = await createUser(ctx.database.db, { login: `${login}.colleague` });
    const signIn = (l: string) =>
      headlessLogin({ baseUrl: ctx.baseUrl, login: l, password: PASSWORD, browser: browserFromNewAddress() });
    const mine = await signIn(login);
    const theirs = await signIn(colleague.login);
    expect(await userInfo(mine.tokens.access_token)).toBe(200);

    const res = await post(actor, '/user/action', { id: user.id, action, reason: 'left the bank' });
    expect(res.status).toBe(200);
    // The token liveness answer stands 5 s; the ended sessions' announce makes it immediate.
    expect(await userInfo(mine.tokens.access_token)).toBe(401);
    expect(await userInfo(theirs.tokens.access_token)).toBe(200);
  });
});

describe('no lock-out', () => {
  it('a manager cannot block, remove or demote themself', async () => {
    const me = await userId('alpha.manager');
    for (const action of ['block', 'remove'] as const) {
      const res = await post('alpha.manager', '/user/action', { id: me, action, reason: 'test' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(en('user_self_lockout'));
    }
    const demote = await post('alpha.manager', '/user/update', {
      id: me,
      full_name: 'Andrii Shevchenko',
      role: 'user',
      permissions: [...ALL_U_CODES],
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(en('user_self_lockout'));
    const view = await post('alpha.manager', '/user/get', { id: me });
    expect(view.body.available_actions).toEqual([]);
  });

  it('the last active manager of an organisation is not blocked, removed or demoted', async () => {
    const [gamma] = await ctx.database.db.select().from(organisations).where(eq(organisations.id, org.gamma));
    expect(gamma).toBeDefined();
    const first = await createUser(ctx.database.db, {
      login: 'gamma.m1',
      org: 'Gamma Acquiring',
      role: 'manager',
    });
    const second = await createUser(ctx.database.db, {
      login: 'gamma.m2',
      org: 'Gamma Acquiring',
      role: 'manager',
    });
    // Two managers: one may go.
    const blocked = await post('admin', '/user/action', {
      id: first.id,
      action: 'block_by_admin',
      reason: 'audit',
    });
    expect(blocked.status).toBe(200);
    for (const action of ['block', 'remove', 'block_by_admin'] as const) {
      const res = await post('admin', '/user/action', { id: second.id, action, reason: 'audit' });
      expect(res.status, action).toBe(409);
      expect(res.body.message).toBe(en('user_last_manager'));
    }
    const demote = await post('admin', '/user/update', {
      id: second.id,
      full_name: 'X',
      role: 'user',
      permissions: [],
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(en('user_last_manager'));
    // Unblocked, the first is a manager again: now the second may go.
    expect(
      (await post('admin', '/user/action', { id: first.id, action: 'unblock', reason: 'ok' })).status,
    ).toBe(200);
    expect(
      (await post('admin', '/user/action', { id: second.id, action: 'block', reason: 'ok' })).status,
    ).toBe(200);
  });
});

describe('history', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create('alpha.manager')).id;
  });

  it('records who did what, when and why, readable', async () => {
    await post('alpha.manager', '/user/update', {
      id,
      full_name: 'New Name',
      role: 'user',
      permissions: ['U6'],
    });
    await post('alpha.manager', '/user/action', { id, action: 'remove', reason: 'duplicate account' });
    await post('alpha.manager', '/user/action', { id, action: 'recover', reason: 'needed after all' });
    await post('alpha.manager', '/user/action', { id, action: 'reinvite' });
    const res = await post('alpha.manager', '/user/history', { id });
    expect(res.status).toBe(200);
    expect(res.body.list.map((e) => [e.action, e.notes, e.creator])).toEqual([
      ['create', null, 'Andrii Shevchenko'],
      ['update', null, 'Andrii Shevchenko'],
      ['remove', 'duplicate account', 'Andrii Shevchenko'],
      ['recover', 'needed after all', 'Andrii Shevchenko'],
      ['reinvite', null, 'Andrii Shevchenko'],
    ]);
    expect(res.body.list[2]).toMatchObject({
      readable_changes: { status: ['Registration not completed', 'Removed'] },
    });
  });
});
