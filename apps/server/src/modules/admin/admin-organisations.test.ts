import { describe, expect, it } from 'vitest';
import { as, type Json, orgIdOf, serviceTest } from '../../../test/harness.js';
import { headlessLogin, SignInRefused } from '../../identity/headless-login.js';
import { browserFromNewAddress, createUser, PASSWORD } from '../../identity/test-support.js';

const { ctx, org, post } = serviceTest('/api/admin/v1');

const ADMIN = 'admin';

const newOrg = (over: Json = {}) => ({
  name: 'Bank Omega',
  short_name: 'Omega',
  type: 'issuer',
  country: 'ua',
  edrpou: '12345678',
  mfo: '322001',
  email_domains: ['@Omega.Example', 'omega-bank.com.ua', 'omega.example'],
  monitoring_email: 'monitoring@omega.example',
  notification_email: 'fraud@omega.example',
  ...over,
});

/** A client-credentials token request: its HTTP status. */
async function tokenStatus(clientId: string, secret: string): Promise<number> {
  const res = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });
  return res.status;
}

/** A multipart upload of the icon as the admin. */
async function uploadIcon(id: number | string, file: Buffer | null, filename = 'icon.png') {
  const boundary = '----afxtestboundary';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n`),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/v1/organisation/icon',
    headers: {
      ...(await as(ctx, ADMIN)),
      cookie: 'language=en',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
  return { status: res.statusCode, body: res.json<Json & { fields?: Json }>() };
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('the administration API: rights', () => {
  it('answers the admin and refuses a manager and a user with 403 in the one error shape', async () => {
    expect((await post(ADMIN, '/organisation/list', {})).status).toBe(200);
    for (const login of ['alpha.manager', 'alpha.analyst', 'beta.expert']) {
      for (const path of ['/organisation/list', '/organisation/create', '/api_client/list', '/audit/list']) {
        const res = await post(login, path, { nonsense: true });
        expect(res.status, `${login} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: 'Insufficient permissions!', code: 'forbidden' });
      }
    }
  });
});

describe('organisations', () => {
  it('lists them with filters, sort and paging', async () => {
    const all = await post(ADMIN, '/organisation/list', { page_size: 100 });
    expect(all.body.total_count).toBe(8);
    const alpha = all.body.list.find((o) => o.id === org.alpha)!;
    expect(alpha).toMatchObject({
      name: 'Bank Alpha',
      type: 'issuer',
      active: true,
      services: { fpt: true, crc: true, card_info: true, mobile_check: false },
      users_count: 3,
      email_domains: ['alpha.example'],
      iban_access: { fpt: expect.any(Boolean), crc: expect.any(Boolean) },
    });
    expect(alpha.grantable_codes).toContain('U1000');
    expect(alpha.grantable_codes).not.toContain('E1000');
    const police = await post(ADMIN, '/organisation/list', { filter: { type: ['cyber_police'] } });
    expect(police.body.list.map((o) => o.type)).toEqual(['cyber_police', 'cyber_police', 'cyber_police']);
    const byText = await post(ADMIN, '/organisation/list', { filter: { text: 'gamma' } });
    expect(byText.body.list.map((o) => o.name)).toEqual(['Gamma Acquiring']);
    const byEdrpou = await post(ADMIN, '/organisation/list', { filter: { text: '21133352' } });
    expect(byEdrpou.body.list.map((o) => o.id)).toEqual([org.beta]);
    const cardInfo = await post(ADMIN, '/organisation/list', { filter: { service: 'card_info' } });
    expect(cardInfo.body.list.map((o) => o.id)).toEqual([org.alpha]);
    const page = await post(ADMIN, '/organisation/list', {
      page_size: 2,
      page_number: 2,
      sort_field: 'name',
      sort_order: 'descend',
    });
    expect(page.body.list).toHaveLength(2);
    expect(page.body.total_count).toBe(all.body.total_count);
  });

  it('exports the list', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/organisation/export',
      headers: { ...(await as(ctx, ADMIN)), cookie: 'language=en' },
      payload: { format: 'csv', filter: { text: 'Bank' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Short name');
    expect(res.body).toContain('Bank Alpha');
    expect(res.body).not.toContain('Gamma Acquiring');
  });

  it('checks every field with its message', async () => {
    const res = await post(
      ADMIN,
      '/organisation/create',
      newOrg({
        name: '',
        type: 'bank',
        country: 'Ukraine',
        edrpou: '1234',
        mfo: '12',
        email_domains: ['not a domain'],
        monitoring_email: 'nope',
        grantable_codes: ['U1000', 'X9'],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'required field',
      type: 'invalid value',
      country: 'Country: two letters (ISO 3166)',
      edrpou: 'EDRPOU code: 8 digits',
      mfo: 'MFO: 6 digits',
      'email_domains.0': 'Not a valid domain name (e.g. bank.com.ua)',
      monitoring_email: 'invalid e-mail',
      'grantable_codes.1': 'Unknown permission code',
    });
    const police = await post(ADMIN, '/organisation/create', newOrg({ type: 'cyber_police' }));
    expect(police.status).toBe(400);
    expect(police.body.fields).toEqual({ mfo: 'Only a bank has an MFO' });
    const taken = await post(ADMIN, '/organisation/create', newOrg({ name: 'bank alpha' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'An organisation with this name already exists' });
    const noReason = await post(ADMIN, '/organisation/deactivate', { id: org.beta, reason: ' ' });
    expect(noReason.body.fields).toEqual({ reason: 'Enter the reason' });
  });

  it('creates, updates and records each change in the history', async () => {
    const created = await post(
      ADMIN,
      '/organisation/create',
      newOrg({
        services: { fpt: true, crc: false, card_info: false, mobile_check: false },
        iban_access: { fpt: true, crc: false },
        grantable_codes: ['U1000', 'U1005', 'U1000'],
      }),
    );
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({
      name: 'Bank Omega',
      country: 'UA',
      email_domains: ['omega.example', 'omega-bank.com.ua'],
      services: { fpt: true, crc: false, card_info: false, mobile_check: false },
      iban_access: { fpt: true, crc: false },
      grantable_codes: ['U1000', 'U1005'],
      endpoints: [],
      users_count: 0,
      active: true,
    });
    // The IBAN grant is the issuer-settings module's: the bank's own settings page sees it.
    const { rows } = await ctx.database.pool.query(
      'select service, iban_access from issuer_settings where org_id = $1',
      [id],
    );
    expect(rows).toEqual([{ service: 'fpt', iban_access: true }]);

    const updated = await post(ADMIN, '/organisation/update', {
      ...newOrg({ short_name: 'Omega Bank', mfo: null }),
      id,
      services: { fpt: true, crc: true, card_info: false, mobile_check: true },
      grantable_codes: ['U1000', 'E1000'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      short_name: 'Omega Bank',
      mfo: null,
      services: { fpt: true, crc: true, card_info: false, mobile_check: true },
      iban_access: { fpt: true, crc: false },
      grantable_codes: ['U1000', 'E1000'],
    });
    // The same form again changes nothing and records nothing.
    await post(ADMIN, '/organisation/update', {
      ...newOrg({ short_name: 'Omega Bank', mfo: null }),
      id,
      services: { fpt: true, crc: true, card_info: false, mobile_check: true },
    });
    const history = await post(ADMIN, '/organisation/history', { id });
    expect(history.body.list.map((e) => e.action)).toEqual(['create', 'update', 'services', 'codes']);
    expect(history.body.list[1]).toMatchObject({
      creator: 'Iryna Bondarenko',
      changes: { short_name: ['Omega', 'Omega Bank'], mfo: ['322001', null] },
    });
    expect(history.body.list[2]).toMatchObject({
      changes: { crc_connected: [false, true], mobile_check_connected: [false, true] },
      readable_changes: { crc_connected: ['No', 'Yes'] },
    });
    expect(history.body.list[3]!.changes).toEqual({
      grantable_codes: [
        ['U1000', 'U1005'],
        ['E1000', 'U1000'],
      ],
    });
    const { rows: subject } = await ctx.database.pool.query(
      `select distinct subject_org_id from history_entries where entity_type = 'organisation' and entity_key = $1`,
      [String(id)],
    );
    expect(subject).toEqual([{ subject_org_id: id }]);
  });

  it('takes an icon of PNG, JPEG or SVG up to 200 KB, as a data URL', async () => {
    const ok = await uploadIcon(org.gamma, PNG);
    expect(ok.status).toBe(200);
    expect(ok.body.icon).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await uploadIcon(org.gamma, svg, 'i.svg')).body.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await uploadIcon(org.gamma, Buffer.from('GIF89a....'))).body.fields).toEqual({
      file: 'The icon must be PNG, JPEG or SVG',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024)]);
    expect((await uploadIcon(org.gamma, big)).body.fields).toEqual({
      file: 'The icon must be at most 200 KB',
    });
    expect((await uploadIcon(org.gamma, null)).body.fields).toEqual({ file: 'Attach an image file' });
    expect((await uploadIcon(999999, PNG)).status).toBe(404);
  });
});

describe('deactivating an organisation', () => {
  it('refuses its users’ sign-in and tokens and its API clients’ tokens; activation restores them', async () => {
    const created = await post(ADMIN, '/organisation/create', newOrg({ name: 'Bank Sigma', mfo: '322002' }));
    const id = created.body.id as number;
    await createUser(ctx.database.db, { login: 'sigma.user', org: 'Bank Sigma' });
    const client = await post(ADMIN, '/api_client/create', {
      org_id: id,
      name: 'Sigma core',
      permissions: ['U1000'],
    });
    const { client_id, client_secret } = client.body as unknown as {
      client_id: string;
      client_secret: string;
    };
    expect(await tokenStatus(client_id, client_secret)).toBe(200);
    const signedIn = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'sigma.user',
      password: PASSWORD,
      browser: browserFromNewAddress(),
    });
    const bearer = { authorization: `Bearer ${signedIn.tokens.access_token}`, cookie: 'language=en' };
    const cab = () => ctx.app.inject({ url: '/api/cab/v1/user/info', headers: bearer });
    expect((await cab()).statusCode).toBe(200);

    const adminsOwn = await orgIdOf(ctx, 'PayService LLC');
    const own = await post(ADMIN, '/organisation/deactivate', { id: adminsOwn, reason: 'test' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot deactivate your own organisation');

    const off = await post(ADMIN, '/organisation/deactivate', { id, reason: 'Contract ended' });
    expect(off.body.active).toBe(false);
    expect((await post(ADMIN, '/organisation/deactivate', { id, reason: 'again' })).status).toBe(409);

    const refused = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'sigma.user',
      password: PASSWORD,
      browser: browserFromNewAddress(),
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInRefused);
    expect((refused as SignInRefused).alert).toContain('заблоковано');
    expect(await tokenStatus(client_id, client_secret)).toBe(401);
    // The token in hand is refused once the liveness answer (5 s) runs out.
    await expect.poll(async () => (await cab()).statusCode, { timeout: 8000, interval: 500 }).toBe(401);

    const on = await post(ADMIN, '/organisation/activate', { id, reason: 'Contract renewed' });
    expect(on.body.active).toBe(true);
    expect(await tokenStatus(client_id, client_secret)).toBe(200);
    const history = await post(ADMIN, '/organisation/history', { id });
    expect(history.body.list.slice(-2)).toMatchObject([
      { action: 'deactivate', notes: 'Contract ended', changes: { active: [true, false] } },
      { action: 'activate', notes: 'Contract renewed', changes: { active: [false, true] } },
    ]);
  });
});
