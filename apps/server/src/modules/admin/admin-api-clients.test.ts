import { ADMIN_HISTORY_ENTITY_TYPES, formatDate, todayIn } from '@afx/domain';
import { describe, expect, it } from 'vitest';
import { as, type Json, serviceTest } from '../../../test/harness.js';

const { ctx, org, post } = serviceTest('/api/admin/v1');
const ADMIN = 'admin';

/** A client-credentials token request: the status and the token. */
async function token(clientId: string, secret: string): Promise<{ status: number; accessToken?: string }> {
  const res = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  return { status: res.status, ...(body.access_token ? { accessToken: body.access_token } : {}) };
}

const secretOf = (body: Json) => body as unknown as { client_id: string; client_secret: string };

describe('API clients', () => {
  it('are the admin’s alone', async () => {
    expect((await post('alpha.manager', '/api_client/create', { org_id: org.alpha, name: 'x' })).status).toBe(
      403,
    );
    expect((await post('alpha.analyst', '/api_client/list', {})).status).toBe(403);
  });

  it('check the name, the organisation, the codes and the overlap', async () => {
    const bad = await post(ADMIN, '/api_client/create', {
      org_id: org.alpha,
      name: '',
      permissions: ['U1000', 'Z1'],
    });
    expect(bad.body.fields).toEqual({ name: 'required field', 'permissions.1': 'Unknown permission code' });
    const unknown = await post(ADMIN, '/api_client/create', {
      org_id: 999999,
      name: 'Ghost',
      permissions: [],
    });
    expect(unknown.body.fields).toEqual({ org_id: 'No such organisation' });
    const overlap = await post(ADMIN, '/api_client/rotate_secret', {
      client_id: 'alpha-api',
      overlap_hours: 169,
    });
    expect(overlap.body.fields).toEqual({ overlap_hours: 'From 0 to 168 hours' });
  });

  it('is created with its api-user, gets a token, rotates with an overlap, and is disabled', async () => {
    const created = await post(ADMIN, '/api_client/create', {
      org_id: org.alpha,
      name: 'Alpha anti-fraud',
      permissions: ['U1005', 'U1006'],
    });
    expect(created.status).toBe(200);
    const { client_id, client_secret } = secretOf(created.body);
    expect(client_id).toMatch(/^api-[0-9a-f]{12}$/);
    expect(client_secret.length).toBeGreaterThanOrEqual(43);
    const { rows: stored } = await ctx.database.pool.query(
      `select u.login, u.role, u.permissions, u.org_id, c.client_secret like '$argon2id$%' as hashed,
              position($2 in c.client_secret) = 0 as secret_not_kept
         from api_clients c join users u on u.id = c.user_id where c.client_id = $1`,
      [client_id, client_secret],
    );
    expect(stored).toEqual([
      {
        login: client_id,
        role: 'api-user',
        permissions: ['U1005', 'U1006'],
        org_id: org.alpha,
        hashed: true,
        secret_not_kept: true,
      },
    ]);

    const first = await token(client_id, client_secret);
    expect(first.status).toBe(200);
    const info = await ctx.app.inject({
      url: '/api/cab/v1/user/info',
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(info.json()).toMatchObject({ org_id: org.alpha });
    const listed = await post(ADMIN, '/api_client/list', { filter: { text: 'anti-fraud' } });
    expect(listed.body.list).toEqual([
      expect.objectContaining({
        client_id,
        name: 'Alpha anti-fraud',
        org_name: 'Bank Alpha',
        permissions: ['U1005', 'U1006'],
        active: true,
        last_used_at: expect.any(String),
      }),
    ]);

    for (const sort_order of ['ascend', 'descend']) {
      const sorted = await post(ADMIN, '/api_client/list', { sort_field: 'last_used_at', sort_order });
      expect(sorted.status).toBe(200);
      expect(sorted.body.list.some((c) => c.client_id === client_id)).toBe(true);
    }

    // Rotated with a day's overlap: both secrets work meanwhile.
    const rotated = await post(ADMIN, '/api_client/rotate_secret', { client_id });
    const next = secretOf(rotated.body).client_secret;
    expect(next).not.toBe(client_secret);
    expect((await token(client_id, next)).status).toBe(200);
    expect((await token(client_id, client_secret)).status).toBe(200);
    const until = (await post(ADMIN, '/api_client/get', { client_id })).body.previous_secret_until as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // The overlap over (the clock moved past it): the old secret is refused, the new one works.
    await ctx.database.pool.query(
      `update api_clients set previous_secret_until = now() - interval '1 minute' where client_id = $1`,
      [client_id],
    );
    expect((await token(client_id, client_secret)).status).toBe(401);
    expect((await token(client_id, next)).status).toBe(200);
    // Without an overlap the old secret stops at once.
    const again = secretOf(
      (await post(ADMIN, '/api_client/rotate_secret', { client_id, overlap_hours: 0 })).body,
    );
    expect((await token(client_id, next)).status).toBe(401);
    const live = await token(client_id, again.client_secret);
    expect(live.status).toBe(200);

    const disabled = await post(ADMIN, '/api_client/disable', { client_id, reason: 'Key leaked' });
    expect(disabled.body.active).toBe(false);
    expect((await post(ADMIN, '/api_client/disable', { client_id })).body.message).toBe(
      'The API client is already disabled',
    );
    expect((await token(client_id, again.client_secret)).status).toBe(401);
    const call = () =>
      ctx.app.inject({
        url: '/api/cab/v1/user/info',
        headers: { authorization: `Bearer ${live.accessToken}` },
      });
    await expect.poll(async () => (await call()).statusCode, { timeout: 8000, interval: 500 }).toBe(401);
    await post(ADMIN, '/api_client/enable', { client_id, reason: 'New key issued' });
    expect((await token(client_id, again.client_secret)).status).toBe(200);

    const history = await post(ADMIN, '/api_client/history', { client_id });
    expect(history.body.list.map((e) => [e.action, e.notes])).toEqual([
      ['create', null],
      ['rotate_secret', 'overlap 24 h'],
      ['rotate_secret', 'overlap 0 h'],
      ['disable', 'Key leaked'],
      ['enable', 'New key issued'],
    ]);
    expect(history.body.list[0]!.readable_changes).toMatchObject({ org_id: [null, 'Bank Alpha'] });
  });
});

describe('the audit log', () => {
  it('lists every administrative action newest first, with names, and filters them', async () => {
    const created = await post(ADMIN, '/organisation/create', {
      name: 'Audit Bank',
      short_name: 'Audit',
      type: 'acquirer',
      edrpou: '87654321',
    });
    const id = created.body.id as number;
    await post(ADMIN, '/organisation/update', { ...created.body, id, short_name: 'AuditB' });
    const client = secretOf(
      (await post(ADMIN, '/api_client/create', { org_id: id, name: 'Audit core', permissions: [] })).body,
    );
    await post(ADMIN, '/organisation/endpoint/set', {
      org_id: id,
      service: 'fpt',
      url: 'https://audit.example/h',
    });
    await post(ADMIN, '/organisation/deactivate', { id, reason: 'Audit reason' });

    const ofOrg = await post(ADMIN, '/audit/list', { filter: { org_id: id } });
    expect(ofOrg.status).toBe(200);
    expect(ofOrg.body.list.map((e) => [e.entity_type, e.action])).toEqual([
      ['organisation', 'deactivate'],
      ['service_endpoint', 'set'],
      ['api_client', 'create'],
      ['organisation', 'update'],
      ['organisation', 'create'],
    ]);
    expect(ofOrg.body.list[0]).toMatchObject({
      actor: { name: 'Iryna Bondarenko', org_name: 'PayService LLC', user_id: expect.any(Number) },
      entity_key: String(id),
      entity_label: 'Audit Bank',
      notes: 'Audit reason',
      changes: { active: [true, false] },
      readable_changes: { active: ['Yes', 'No'] },
      subject_org_id: id,
      subject_org_name: 'Audit Bank',
    });
    expect(ofOrg.body.list[1]).toMatchObject({ entity_key: `${id}:fpt`, entity_label: 'Audit Bank / fpt' });
    expect(ofOrg.body.list[2]).toMatchObject({ entity_key: client.client_id, entity_label: 'Audit core' });

    const only = (filter: Json) => post(ADMIN, '/audit/list', { filter: { org_id: id, ...filter } });
    expect((await only({ entity_type: 'organisation' })).body.total_count).toBe(3);
    expect((await only({ action: 'set' })).body.list.map((e) => e.entity_type)).toEqual(['service_endpoint']);
    expect((await only({ text: 'audit reason' })).body.list.map((e) => e.action)).toEqual(['deactivate']);
    expect((await only({ text: client.client_id })).body.list.map((e) => e.action)).toEqual(['create']);
    const actorId = ofOrg.body.list[0]!.actor as { user_id: number };
    expect((await only({ actor_user_id: actorId.user_id })).body.total_count).toBe(5);
    expect((await only({ actor_user_id: 1 + actorId.user_id * 1000 })).body.total_count).toBe(0);
    const today = formatDate(todayIn(new Date()));
    const yesterday = formatDate(todayIn(new Date(Date.now() - 86_400_000)));
    expect((await only({ event_date_from: today, event_date_to: today })).body.total_count).toBe(5);
    expect((await only({ event_date_to: yesterday })).body.total_count).toBe(0);
    const range = await only({ event_date_from: today, event_date_to: yesterday });
    expect(range.body.fields).toEqual({ 'filter.event_date_to': 'The end date is before the start date' });
    // Other kinds of history (a BIN, an incident) are not the audit log's.
    const all = await post(ADMIN, '/audit/list', { page_size: 100 });
    const audited: readonly string[] = ADMIN_HISTORY_ENTITY_TYPES;
    const types = new Set(all.body.list.map((e: Json) => String(e.entity_type)));
    expect(types).toContain('service_endpoint');
    expect([...types].filter((type) => !audited.includes(type))).toEqual([]);
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      'select count(*)::int as n from history_entries where not (entity_type = any($1))',
      [audited],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  /** The audit export of the entries with the reason 'Audit reason', in a language: its lines. */
  const exported = async (language: string): Promise<string[]> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/audit/export',
      headers: {
        ...(await as(ctx, ADMIN)),
        cookie: `language=${language}`,
      },
      payload: { format: 'csv', filter: { text: 'Audit reason' } },
    });
    expect(res.statusCode).toBe(200);
    return res.body.trim().split('\n');
  };

  it('exports what it lists, naming the action and the changed fields as the screen does', async () => {
    const lines = await exported('en');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Reason');
    expect(lines[1]).toContain('Audit reason');
    expect(lines[1]).toContain('deactivated');
    expect(lines[1]).toContain('Active: Yes → No');
    expect(lines[1]).not.toContain('active:');
  });

  it('exports the action and the field names in the reader’s language', async () => {
    const lines = await exported('uk');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('деактивовано');
    expect(lines[1]).toContain('Активна: ');
    expect(lines[1]).not.toContain('deactivate');
  });
});
