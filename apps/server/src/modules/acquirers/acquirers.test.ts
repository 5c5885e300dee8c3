import { describe, expect, it } from 'vitest';
import { as, type Json, serviceTest } from '../../../test/harness.js';

const { ctx, org, post } = serviceTest('/api/acquiring/v1');

describe('acquirer ID directory', () => {
  it('needs U1011 or E1011', async () => {
    expect((await post('alpha.viewer', '/list', {})).status).toBe(403);
  });

  it('lists 20 a page, newest first, with system, issuer, country and mutability', async () => {
    const { status, body } = await post('alpha.analyst', '/list', { filter: {} });
    expect(status).toBe(200);
    expect(body.total_count).toBe(7);
    const dates = body.list.map((r) => String(r.update_dt));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.list.find((r) => r.id === '414963')).toMatchObject({
      card_system_id: 1,
      card_system_name: 'Visa',
      org_id: org.gamma,
      org_name: 'Gamma Acquiring',
      org_country_id: 'UA',
      org_country_name: 'Ukraine',
      monitoring_email: 'monitoring@gamma.example',
      mutable: false,
    });
    for (const row of body.list) expect(row.mutable).toBe(row.org_id === org.alpha);
  });

  it('filters by id (then across organisations) or by organisation, and sorts', async () => {
    const byId = await post('alpha.analyst', '/list', { filter: { acquirer_id: '4149', org_id: org.alpha } });
    expect(byId.body.list.map((r) => r.id)).toEqual(['414963']);
    const byOrg = await post('alpha.analyst', '/list', {
      sort_field: 'id',
      sort_order: 'ascend',
      filter: { org_id: org.gamma },
    });
    expect(byOrg.body.list.map((r) => r.id)).toEqual(['414963', '522170', '980400']);
    const bad = await post('alpha.analyst', '/list', { filter: { acquirer_id: '12345a' } });
    expect(bad.body.fields).toEqual({ 'filter.acquirer_id': 'Must be numbers only' });
  });

  it('gives the organisation’s default acquirer id: the list with org_id and page size 1', async () => {
    const res = await post('alpha.analyst', '/list', { page_size: 1, filter: { org_id: org.beta } });
    expect(res.body.list).toHaveLength(1);
    expect(res.body.total_count).toBe(2);
  });

  const cases: [string, Json, Json][] = [
    ['id missing', { card_system_id: 1, org_id: 1 }, { id: 'Enter Acquirer ID' }],
    ['id not digits', { id: '12a', card_system_id: 1, org_id: 1 }, { id: 'Must be numbers only' }],
    ['id over 6', { id: '1234567', card_system_id: 1, org_id: 1 }, { id: 'max length 6' }],
    ['system missing', { id: '123456', org_id: 1 }, { card_system_id: 'Select card system' }],
    ['organisation missing', { id: '123456', card_system_id: 1 }, { org_id: 'Enter Acquirer name' }],
    [
      'notes over 200',
      { id: '123456', card_system_id: 1, org_id: 1, notes: 'n'.repeat(201) },
      { notes: 'max length 200' },
    ],
    ['unknown system', { id: '123456', card_system_id: 7, org_id: 1 }, { card_system_id: 'invalid value' }],
  ];
  it.each(cases)('form rule: %s', async (_name, payload, fields) => {
    const res = await post('beta.expert', '/add', payload);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject(fields);
  });

  it('creates for the own organisation under U1011; unique per organisation', async () => {
    const created = await post('alpha.analyst', '/add', {
      id: '123456',
      card_system_id: 2,
      org_id: org.alpha,
      notes: 'POS',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: '123456',
      card_system_name: 'Mastercard',
      org_id: org.alpha,
      mutable: true,
    });
    const again = await post('alpha.analyst', '/add', { id: '123456', card_system_id: 1, org_id: org.alpha });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Acquirer ID must be unique',
      fields: { id: 'Acquirer ID must be unique' },
    });
    const elsewhere = await post('beta.expert', '/add', {
      id: '123456',
      card_system_id: 2,
      org_id: org.gamma,
    });
    expect(elsewhere.status).toBe(200);
    const forbidden = await post('alpha.analyst', '/add', {
      id: '654321',
      card_system_id: 2,
      org_id: org.gamma,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Insufficient permissions!');
  });

  it('gives acquirer ids to banks only: E1011 cannot create one for a mobile operator', async () => {
    const res = await post('beta.expert', '/add', { id: '765432', card_system_id: 1, org_id: org.mobile });
    expect(org.mobile).toBeGreaterThan(0);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ org_id: 'Enter Acquirer name' });
  });

  it('updates and deletes with rights and history', async () => {
    expect(
      (await post('alpha.analyst', '/update', { id: '123456', card_system_id: 1, org_id: org.gamma })).status,
    ).toBe(403);
    const updated = await post('alpha.analyst', '/update', {
      id: '123456',
      card_system_id: 1,
      org_id: org.alpha,
      notes: 'ATM',
    });
    expect(updated.body).toMatchObject({ card_system_id: 1, notes: 'ATM' });
    expect(
      (await post('alpha.analyst', '/get', { id: '123456', card_system_id: 1, org_id: org.gamma })).body
        .mutable,
    ).toBe(false);
    // A record opened from its address is read by organisation and id alone.
    expect((await post('alpha.analyst', '/get', { id: '123456', org_id: org.gamma })).body).toMatchObject({
      id: '123456',
      card_system_id: 2,
    });
    expect(
      (await post('alpha.analyst', '/delete', { id: '123456', card_system_id: 1, org_id: org.gamma })).status,
    ).toBe(403);
    expect(
      (await post('alpha.analyst', '/delete', { id: '123456', card_system_id: 1, org_id: org.alpha })).status,
    ).toBe(200);
    expect(
      (await post('alpha.analyst', '/get', { id: '123456', card_system_id: 1, org_id: org.alpha })).status,
    ).toBe(404);
    const history = await post('alpha.analyst', '/history', {
      id: '123456',
      card_system_id: 1,
      org_id: org.alpha,
    });
    expect(history.body.list.map((e) => [e.action, e.creator])).toEqual([
      ['create', 'Olena Koval'],
      ['update', 'Olena Koval'],
      ['delete', 'Olena Koval'],
    ]);
    expect(history.body.list[1]!.changes).toEqual({ card_system_id: [2, 1], notes: ['POS', 'ATM'] });
  });

  it('lists card systems and organisations', async () => {
    const systems = await ctx.app.inject({
      url: '/api/acquiring/v1/card_system/list',
      headers: await as(ctx, 'beta.expert'),
    });
    expect(systems.json().total_count).toBe(3);
    const orgs = await post('beta.expert', '/organization/list', { filter: { name: 'gamma' } });
    expect(orgs.body.list.map((o) => o.id)).toEqual([org.gamma]);
  });
});
