import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { as, type Json, serviceTest } from '../../../test/harness.js';

const { ctx, org, post } = serviceTest('/api/dcb/v1');

describe('BIN directory: access', () => {
  it('needs U1007 or E1007', async () => {
    const res = await post('alpha.viewer', '/list', {});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Insufficient permissions!');
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/dcb/v1/list', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('BIN directory: list', () => {
  it('pages by 20, newest first, with the issuer, system and the caller’s mutability', async () => {
    const { status, body } = await post('alpha.analyst', '/list', { filter: {} });
    expect(status).toBe(200);
    expect(body.list).toHaveLength(20);
    expect(body.total_count).toBeGreaterThanOrEqual(300);
    const dates = body.list.map((r) => String(r.update_dt));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of body.list) expect(row.mutable).toBe(row.org_id === org.alpha);
    const expert = await post('beta.expert', '/list', { filter: {} });
    expect(expert.body.list.every((r) => r.mutable === true)).toBe(true);
  });

  it('filters by BIN and ICA prefix, issuer, prepaid and token, and sorts by the chosen column', async () => {
    const visa = await post('alpha.analyst', '/list', {
      page_size: 100,
      sort_field: 'bin',
      sort_order: 'ascend',
      filter: { bin: '4149', org_id: org.alpha },
    });
    expect(visa.body.total_count).toBe(60);
    const bins = visa.body.list.map((r) => String(r.bin));
    expect([...bins].sort()).toEqual(bins);
    expect(visa.body.list[0]).toMatchObject({
      card_system_id: 1,
      card_system_name: 'Visa',
      org_name: 'Bank Alpha',
      org_country_id: 'UA',
      org_country_name: 'Ukraine',
      monitoring_email: 'monitoring@alpha.example',
      ica: null,
    });
    const byIca = await post('alpha.analyst', '/list', { page_size: 100, filter: { ica: '001234' } });
    expect(byIca.body.total_count).toBe(30);
    expect(byIca.body.list.every((r) => r.ica === '001234' && r.card_system_id === 2)).toBe(true);
    const prepaid = await post('alpha.analyst', '/list', {
      page_size: 100,
      filter: { prepaid: true, token: false },
    });
    expect(prepaid.body.list.every((r) => r.prepaid === true && r.token === false)).toBe(true);
    const byName = await post('alpha.analyst', '/list', {
      sort_field: 'org_name',
      sort_order: 'descend',
      filter: {},
    });
    expect(byName.body.list[0]!.org_name).toBe('Bank Beta');
  });

  it('checks the filters: BIN max 8 digits, ICA max 6', async () => {
    const res = await post('alpha.analyst', '/list', { filter: { bin: '12a', ica: '1234567' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'filter.bin': 'Must be numbers only',
      'filter.ica': 'max length 6',
    });
  });
});

describe('BIN directory: the form rules', () => {
  const cases: [string, Json, Json][] = [
    ['BIN missing', { org_id: 1 }, { bin: 'Enter BIN' }],
    ['BIN too short', { bin: '41234', org_id: 1 }, { bin: 'Length must be 6 to 8' }],
    ['BIN too long', { bin: '412345678', org_id: 1 }, { bin: 'Length must be 6 to 8' }],
    ['BIN not digits', { bin: '41234a', org_id: 1 }, { bin: 'Must be numbers only' }],
    ['issuer missing', { bin: '980412' }, { org_id: 'Enter issuer name' }],
    ['BID missing for prefix 4', { bin: '412345', org_id: 1 }, { bid: 'Select or enter BID' }],
    [
      'BID of 7 digits',
      { bin: '412345', org_id: 1, bid: '1234567' },
      { bid: 'Length must be 8 (add 0 to the beginning if necessary)' },
    ],
    ['ICA missing otherwise', { bin: '612345', org_id: 1 }, { ica: 'Select or enter ICA' }],
    [
      'ICA of 5 digits',
      { bin: '612345', org_id: 1, ica: '12345' },
      { ica: 'Length must be 6 (add 0 to the beginning if necessary)' },
    ],
    ['notes over 200', { bin: '980412', org_id: 1, notes: 'x'.repeat(201) }, { notes: 'max length 200' }],
  ];
  it.each(cases)('%s', async (_name, payload, fields) => {
    const res = await post('beta.expert', '/add', payload);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject(fields);
  });
});

describe('BIN directory: changes and rights', () => {
  it('creates a BIN with the system derived from it; a second time is a conflict', async () => {
    const created = await post('alpha.analyst', '/add', {
      bin: '61000001',
      org_id: org.alpha,
      ica: '123456',
      bid: '99999999',
      prepaid: true,
      notes: 'Debit',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      bin: '61000001',
      card_system_id: 2,
      ica: '123456',
      bid: null,
      prepaid: true,
      token: null,
      mutable: true,
    });
    expect(
      (await post('alpha.analyst', '/add', { bin: '980400', org_id: org.alpha })).body.card_system_id,
    ).toBe(0);
    const again = await post('beta.expert', '/add', { bin: '61000001', org_id: org.beta, ica: '654321' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'BIN must be unique',
      fields: { bin: 'BIN must be unique' },
    });
  });

  it('lets U1007 act only on its own organisation', async () => {
    const add = await post('alpha.analyst', '/add', { bin: '61000002', org_id: org.beta, ica: '123456' });
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('You do not have permission to update BIN');
    await post('beta.expert', '/add', { bin: '61000003', org_id: org.beta, ica: '123456' });
    const update = await post('alpha.analyst', '/update', {
      bin: '61000003',
      org_id: org.beta,
      ica: '111111',
    });
    expect(update.status).toBe(403);
    expect(update.body.message).toBe('You do not have permission to update BIN');
    const take = await post('alpha.analyst', '/update', {
      bin: '61000003',
      org_id: org.alpha,
      ica: '111111',
    });
    expect(take.status).toBe(403);
    expect((await post('alpha.analyst', '/delete', { bin: '61000003' })).status).toBe(403);
    const view = await post('alpha.analyst', '/get', { bin: '61000003' });
    expect(view.body).toMatchObject({ org_id: org.beta, mutable: false });
  });

  it('lets E1007 change any issuer’s BIN, including its issuer', async () => {
    const moved = await post('beta.expert', '/update', {
      bin: '61000001',
      org_id: org.beta,
      ica: '222222',
      token: true,
      notes: 'Moved',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ org_id: org.beta, org_name: 'Bank Beta', ica: '222222', token: true });
    expect((await post('alpha.analyst', '/get', { bin: '61000001' })).body.mutable).toBe(false);
  });

  it('gives BINs to banks only: a cyber police unit is not an issuer', async () => {
    const res = await post('beta.expert', '/add', { bin: '61000009', org_id: org.police, ica: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ org_id: 'Enter issuer name' });
  });

  it('answers 404 for an unknown BIN', async () => {
    const res = await post('alpha.analyst', '/get', { bin: '11111111' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found');
  });

  it('keeps the history of a BIN with its creators, deletion included', async () => {
    expect((await post('beta.expert', '/delete', { bin: '61000001' })).status).toBe(200);
    const { body } = await post('alpha.analyst', '/history', { bin: '61000001' });
    expect(body.list.map((e) => [e.action, e.creator])).toEqual([
      ['create', 'Olena Koval'],
      ['update', 'Taras Melnyk'],
      ['delete', 'Taras Melnyk'],
    ]);
    expect(body.list[1]!.changes).toMatchObject({ org_id: [org.alpha, org.beta], ica: ['123456', '222222'] });
    expect((await post('alpha.analyst', '/get', { bin: '61000001' })).status).toBe(404);
  });
});

describe('BIN directory: group actions and lookups', () => {
  it('group-updates and group-deletes only the organisation’s listed BINs, with history', async () => {
    for (const bin of ['62000001', '62000002']) {
      await post('alpha.analyst', '/add', { bin, org_id: org.alpha, ica: '123456' });
    }
    await post('beta.expert', '/add', { bin: '62000003', org_id: org.beta, ica: '123456' });
    const list = ['62000001', '62000002', '62000003'];
    const forbidden = await post('alpha.analyst', '/group_update', { org_id: org.beta, list });
    expect(forbidden.status).toBe(403);
    const updated = await post('alpha.analyst', '/group_update', {
      org_id: org.alpha,
      list,
      set: { prepaid: false },
    });
    expect(updated.body).toEqual({ count: 2 });
    expect((await post('alpha.analyst', '/get', { bin: '62000002' })).body.prepaid).toBe(false);
    expect((await post('alpha.analyst', '/get', { bin: '62000003' })).body.prepaid).toBe(null);
    const deleted = await post('alpha.analyst', '/group_delete', { org_id: org.alpha, list });
    expect(deleted.body).toEqual({ count: 2 });
    expect((await post('alpha.analyst', '/get', { bin: '62000001' })).status).toBe(404);
    expect((await post('alpha.analyst', '/get', { bin: '62000003' })).status).toBe(200);
    const history = await post('alpha.analyst', '/history', { bin: '62000002' });
    expect(history.body.list.map((e) => e.action)).toEqual(['create', 'group_update', 'group_delete']);
    const empty = await post('alpha.analyst', '/group_delete', { org_id: org.alpha, list: [] });
    expect(empty.status).toBe(400);
  });

  it('lists the BIDs and ICAs of an organisation’s BINs, and the card systems', async () => {
    const bids = await post('alpha.analyst', '/bid/list', { org_id: org.alpha });
    expect(bids.body).toEqual({ list: ['10000123', '10000456'], total_count: 2 });
    const icas = await post('alpha.analyst', '/ica/list', { org_id: org.beta });
    expect(icas.body.list).toEqual(expect.arrayContaining(['007890', '008123']));
    const systems = await ctx.app.inject({
      url: '/api/dcb/v1/card_system/list',
      headers: await as(ctx, 'alpha.analyst'),
    });
    expect(systems.json().list).toEqual([
      { id: 0, name: 'ПРОСТІР' },
      { id: 1, name: 'Visa' },
      { id: 2, name: 'Mastercard' },
    ]);
  });

  it('looks organisations up by name, 15 a page, banks only', async () => {
    const all = await post('alpha.analyst', '/organization/list', {});
    expect(all.body.list.length).toBeLessThanOrEqual(15);
    const names = all.body.list.map((o) => String(o.name));
    expect([...names].sort()).toEqual(names);
    // A cyber police unit, a payment company or a mobile operator owns no BINs: not offered.
    expect(names).toEqual(['Bank Alpha', 'Bank Beta', 'Gamma Acquiring']);
    const found = await post('alpha.analyst', '/organization/list', {
      filter: { name: 'alph', org_type_id: 'issuer' },
    });
    expect(found.body.list).toEqual([
      {
        id: org.alpha,
        name: 'Bank Alpha',
        monitoring_email: 'monitoring@alpha.example',
        org_type_id: 'issuer',
        country_id: 'UA',
      },
    ]);
  });

  it('prepares the cleanup: the organisation’s BINs the upload did not contain', async () => {
    const all = await post('alpha.analyst', '/list', {
      page_size: 100,
      filter: { org_id: org.alpha, bin: '5168' },
    });
    const keep = all.body.list.map((r) => String(r.bin));
    const res = await post('alpha.analyst', '/prepare_for_cleanup', { org_id: org.alpha, list: keep });
    expect(res.body.total_count).toBe(Number(res.body.list.length));
    expect(res.body.list).not.toContain(keep[0]);
    expect(res.body.list).toEqual(expect.arrayContaining(['980400']));
    const other = await post('alpha.analyst', '/prepare_for_cleanup', { org_id: org.beta, list: [] });
    expect(other.status).toBe(403);
  });
});

describe('BIN directory: upload', () => {
  const notificationCount = async () =>
    Number(
      (await ctx.database.pool.query(`select count(*) from notifications where kind = 'bin_conflict'`))
        .rows[0].count,
    );

  it('checks every row first and writes nothing when one is bad', async () => {
    const res = await post('alpha.analyst', '/upload/apply', {
      org_id: org.alpha,
      rows: [
        { bin: '63000001', ica: '123456' },
        { bin: '63000002', ica: '12' },
        { bin: '4300', bid: '123' },
        { bin: '63000003', notes: 'x'.repeat(300) },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'rows.1.ica': 'Length must be 6 (add 0 to the beginning if necessary)',
      'rows.2.bin': 'Length must be 6 to 8',
      'rows.2.bid': 'Length must be 8 (add 0 to the beginning if necessary)',
    });
    expect((await post('alpha.analyst', '/get', { bin: '63000001' })).status).toBe(404);
  });

  it('creates, updates, leaves unchanged and counts conflicts; admins hear of the conflicts', async () => {
    await post('alpha.analyst', '/add', { bin: '63000010', org_id: org.alpha, ica: '123456', notes: 'old' });
    await post('beta.expert', '/add', { bin: '63000020', org_id: org.beta, ica: '654321' });
    const before = await notificationCount();
    const res = await post('alpha.analyst', '/upload/apply', {
      org_id: org.alpha,
      rows: [
        { bin: '63000011', ica: '123456', prepaid: true, notes: 'x'.repeat(250) },
        { bin: '63000010', notes: 'new' },
        { bin: '63000010', notes: 'new' },
        { bin: '63000020', ica: '111111' },
        { bin: '41490000', bid: '00012345' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 2,
      updated: 1,
      unchanged: 1,
      conflicts: 1,
      conflict_list: [{ row: 3, bin: '63000020', owner_org_id: org.beta, owner_org_name: 'Bank Beta' }],
      refused: 0,
      refused_list: [],
    });
    const created = await post('alpha.analyst', '/get', { bin: '63000011' });
    expect(created.body).toMatchObject({ org_id: org.alpha, prepaid: true, card_system_id: 2 });
    expect(String(created.body.notes)).toHaveLength(200);
    expect((await post('alpha.analyst', '/get', { bin: '63000010' })).body).toMatchObject({
      notes: 'new',
      ica: '123456',
    });
    expect((await post('alpha.analyst', '/get', { bin: '63000020' })).body).toMatchObject({
      org_id: org.beta,
      ica: '654321',
    });
    const history = await post('alpha.analyst', '/history', { bin: '63000010' });
    expect(history.body.list.map((e) => [e.action, e.notes])).toEqual([
      ['create', null],
      ['update', 'upload'],
    ]);

    expect(await notificationCount()).toBe(before + 1);
    const { rows: notes } = await ctx.database.pool.query(
      `select org_id, user_id, title, params from notifications where kind = 'bin_conflict' order by id desc limit 1`,
    );
    expect(notes[0]).toMatchObject({ org_id: null, user_id: null, title: 'notification_bin_conflict' });
    expect(notes[0].params).toMatchObject({
      org_id: org.alpha,
      org_name: 'Bank Alpha',
      count: 1,
      uploaded_by: 'Olena Koval',
      conflicts: [{ bin: '63000020', owner_org_id: org.beta, owner_org_name: 'Bank Beta' }],
    });
    const { rows: queued } = await ctx.database.pool.query(
      `select kind, payload, attempts, delivered_at from outbox order by id desc limit 2`,
    );
    const mail = queued.find((row) => row.kind === 'email');
    expect(mail).toMatchObject({ attempts: 0, delivered_at: null });
    expect(mail.payload).toMatchObject({
      to: 'admin@afx.example',
      subject: 'notification_bin_conflict',
      lines: [{ key: 'mail_bin_conflict_line', params: { bin: '63000020', owner_org: 'Bank Beta' } }],
      path: '/di/bins',
    });
    expect(queued.find((row) => row.kind === 'live_event').payload).toMatchObject({
      to: { role: 'admin' },
      event: { type: 'notification' },
    });
  });

  it('refuses, on its row, what the BIN dialog would refuse: a Visa BIN without a BID, a Mastercard BIN without an ICA', async () => {
    await post('alpha.analyst', '/add', { bin: '41491111', org_id: org.alpha, bid: '00011111' });
    const res = await post('alpha.analyst', '/upload/apply', {
      org_id: org.alpha,
      rows: [
        { bin: '41490001', notes: 'no BID' },
        { bin: '41490002', bid: '00012345' },
        { bin: '41491111', notes: 'the stored BID stays' },
        { bin: '63000099', notes: 'no ICA' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: 1,
      updated: 1,
      refused: 2,
      refused_list: [
        { row: 0, bin: '41490001', field: 'bid', key: 'bid_required' },
        { row: 3, bin: '63000099', field: 'ica', key: 'ica_required' },
      ],
    });
    expect((await post('alpha.analyst', '/get', { bin: '41490001' })).status).toBe(404);
    expect((await post('alpha.analyst', '/get', { bin: '63000099' })).status).toBe(404);
    // What the upload stored, the dialog saves again with only its notes changed.
    const stored = (await post('alpha.analyst', '/get', { bin: '41490002' })).body;
    const edited = await post('alpha.analyst', '/update', { ...stored, notes: 'edited' });
    expect(edited.status).toBe(200);
    // The dialog's own refusal of the same record says the same thing.
    const dialog = await post('alpha.analyst', '/add', { bin: '41490001', org_id: org.alpha });
    expect(dialog.body.fields).toEqual({ bid: 'Select or enter BID' });
    const probe = await post('alpha.analyst', '/get_probe', { bin: '41490001', org_id: org.alpha });
    expect(probe.body).toEqual({ action: 'refused', record: null });
  });

  it('probes what a row would do', async () => {
    const conflict = await post('alpha.analyst', '/get_probe', {
      bin: '63000020',
      org_id: org.alpha,
      ica: '111111',
    });
    expect(conflict.body).toMatchObject({ action: 'conflict', record: { org_id: org.beta, mutable: false } });
    const fresh = await post('alpha.analyst', '/get_probe', {
      bin: '63999999',
      org_id: org.alpha,
      ica: '123456',
    });
    expect(fresh.body).toEqual({ action: 'create', record: null });
    const same = await post('alpha.analyst', '/get_probe', {
      bin: '63000010',
      org_id: org.alpha,
      notes: 'new',
    });
    expect(same.body.action).toBe('unchanged');
  });

  it('refuses an upload for another organisation without E1007', async () => {
    const res = await post('alpha.analyst', '/upload/apply', {
      org_id: org.beta,
      rows: [{ bin: '63000030' }],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to update BIN');
  });

  it('takes at most 500 rows a call', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => ({ bin: String(64000000 + i), ica: '123456' }));
    const res = await post('alpha.analyst', '/upload/apply', { org_id: org.alpha, rows });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('rows');
  });

  it('applies 10,000 rows in 20 batches well under 30 s', async () => {
    const started = performance.now();
    let created = 0;
    for (let batch = 0; batch < 20; batch++) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        bin: String(70000000 + batch * 500 + i),
        ica: '123456',
        prepaid: i % 2 === 0,
        notes: `Batch ${batch}`,
      }));
      const res = await post('beta.expert', '/upload/apply', { org_id: org.beta, rows });
      expect(res.status).toBe(200);
      created += Number(res.body.created);
    }
    const ms = performance.now() - started;
    console.log(`BIN upload: 10,000 rows in 20 batches of 500: ${Math.round(ms)} ms`);
    expect(created).toBe(10_000);
    expect(ms).toBeLessThan(30_000);
    const again = performance.now();
    const rows = Array.from({ length: 500 }, (_, i) => ({
      bin: String(70000000 + i),
      ica: '123456',
      notes: 'Again',
    }));
    const res = await post('beta.expert', '/upload/apply', { org_id: org.beta, rows });
    expect(res.body).toMatchObject({ updated: 500, created: 0 });
    console.log(`BIN upload: 500 updates in ${Math.round(performance.now() - again)} ms`);
  });
});

describe('BIN directory: template', () => {
  it('downloads the template with the upload’s column names', async () => {
    const res = await ctx.app.inject('/files/dcb/template_1.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('bin_list_template.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['bin', 'notes', 'ica', 'bid', 'prepaid', 'token'],
    ]);
  });
});
