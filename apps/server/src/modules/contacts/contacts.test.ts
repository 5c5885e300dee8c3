import { describe, expect, it } from 'vitest';
import { as, serviceTest } from '../../../test/harness.js';

const { ctx, org, post } = serviceTest('/api/contacts/v1');

describe('contact directories', () => {
  it('lists member banks with MFO, EDRPOU, monitoring e-mail, phones and service flags', async () => {
    const { status, body } = await post('alpha.analyst', '/banks/list', {});
    expect(status).toBe(200);
    expect(body.list.map((o) => o.name)).toEqual(['Bank Alpha', 'Bank Beta', 'Gamma Acquiring']);
    expect(body.list[0]).toMatchObject({
      id: org.alpha,
      mfo: '305299',
      edrpou: '14360570',
      monitoring_email: 'monitoring@alpha.example',
      phones: ['380442000101', '380442000102'],
      fpt_connected: true,
      card_info_connected: true,
      mutable: true,
    });
    expect(body.list[1]!.mutable).toBe(false);
  });

  it('searches by name, MFO or EDRPOU', async () => {
    const byMfo = await post('alpha.analyst', '/banks/list', { filter: { query: '3003' } });
    expect(byMfo.body.list.map((o) => o.id)).toEqual([org.beta]);
    const byEdrpou = await post('alpha.analyst', '/banks/list', { filter: { query: '1436' } });
    expect(byEdrpou.body.list.map((o) => o.id)).toEqual([org.alpha]);
    const byName = await post('alpha.analyst', '/banks/list', { filter: { query: 'GAMMA' } });
    expect(byName.body.list.map((o) => o.name)).toEqual(['Gamma Acquiring']);
  });

  it('finds a cyber police unit by the region it serves, in any case', async () => {
    const byRegion = await post('alpha.analyst', '/cyber/list', { filter: { query: 'ЛЬВІВСЬКА' } });
    expect(byRegion.body.list.map((o) => o.region)).toEqual(['Львівська обл.']);
  });

  it('lists cyber police units with their region, and non-bank organisations', async () => {
    const cyber = await post('alpha.analyst', '/cyber/list', {});
    expect(cyber.body.list.map((o) => [o.name, o.region])).toEqual([
      ['Cyber Police Department', 'Україна'],
      ['Управління кіберполіції в м. Києві', 'м. Київ'],
      ['Управління кіберполіції у Львівській області', 'Львівська обл.'],
    ]);
    expect(cyber.body.list[0]).toMatchObject({
      id: org.police,
      org_type_id: 'cyber_police',
      monitoring_email: 'duty@cyberpolice.example',
    });
    const orgs = await post('alpha.analyst', '/orgs/list', {});
    expect(orgs.body.list.map((o) => o.org_type_id).sort()).toEqual(['mobile_operator', 'non_bank']);
  });

  it('needs the code of each directory', async () => {
    expect((await post('alpha.viewer', '/banks/list', {})).status).toBe(403);
    expect((await post('alpha.viewer', '/cyber/get', { id: org.police })).status).toBe(403);
    expect((await post('alpha.viewer', '/orgs/update', { id: 'x' })).status).toBe(403);
    expect((await post('alpha.analyst', '/nothing/list', {})).status).toBe(400);
  });

  it('answers an entry of another directory as not found', async () => {
    expect((await post('alpha.analyst', '/cyber/get', { id: org.alpha })).status).toBe(404);
  });

  it('lets U12 update only its own organisation’s contacts, with history', async () => {
    const own = await post('alpha.analyst', '/banks/update', {
      id: org.alpha,
      monitoring_email: 'fraud-desk@alpha.example',
      phones: ['044 200 01 99', '+380442000101'],
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      monitoring_email: 'fraud-desk@alpha.example',
      phones: ['380442000199', '380442000101'],
    });
    const other = await post('alpha.analyst', '/banks/update', {
      id: org.beta,
      monitoring_email: 'x@beta.example',
    });
    expect(other.status).toBe(403);
    const history = await post('alpha.analyst', '/banks/history', { id: org.alpha });
    expect(history.body.list).toHaveLength(1);
    expect(history.body.list[0]).toMatchObject({
      action: 'update',
      creator: 'Olena Koval',
      changes: { monitoring_email: ['monitoring@alpha.example', 'fraud-desk@alpha.example'] },
    });
  });

  it('lets E12 update any entry, but never the service flags (the administrator sets them)', async () => {
    const res = await post('beta.expert', '/banks/update', {
      id: org.alpha,
      phones: ['380442000188'],
      fpt_connected: false,
      card_info_connected: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phones: ['380442000188'],
      fpt_connected: true,
      card_info_connected: true,
      monitoring_email: 'fraud-desk@alpha.example',
    });
    const history = await post('beta.expert', '/banks/history', { id: org.alpha });
    expect(history.body.list.at(-1)!.changes).toEqual({
      phones: [['380442000199', '380442000101'], ['380442000188']],
    });
    const police13 = await post('beta.expert', '/cyber/update', { id: org.police, region: 'м. Київ' });
    expect(police13.body.region).toBe('м. Київ');
  });

  it('checks the contact fields', async () => {
    const res = await post('beta.expert', '/banks/update', {
      id: org.alpha,
      monitoring_email: 'not-an-email',
      phones: ['12', '380441', '380442', '380443', '380444', '380445'],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ monitoring_email: 'invalid e-mail', phones: 'at most 5 items' });
    const phone = await post('beta.expert', '/banks/update', { id: org.alpha, phones: ['12'] });
    expect(phone.body.fields).toEqual({ 'phones.0': 'phone in international format without plus' });
  });

  it('answers an organisation’s monitoring e-mail for the FPT wizard', async () => {
    const res = await ctx.app.inject({
      url: `/api/contacts/v1/monitoring_email/${org.beta}`,
      headers: await as(ctx, 'alpha.analyst'),
    });
    expect(res.json()).toEqual({
      org_id: org.beta,
      org_name: 'Bank Beta',
      monitoring_email: 'monitoring@beta.example',
    });
    const viewer = await ctx.app.inject({
      url: `/api/contacts/v1/monitoring_email/${org.beta}`,
      headers: await as(ctx, 'alpha.viewer'),
    });
    expect(viewer.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      url: '/api/contacts/v1/monitoring_email/99999',
      headers: await as(ctx, 'alpha.analyst'),
    });
    expect(missing.statusCode).toBe(404);
  });
});
