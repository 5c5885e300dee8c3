import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { type Json, serviceTest } from '../../../test/harness.js';
import { ensureLocations } from '../locations/index.js';

const { ctx, org, post } = serviceTest('/api/dal/v1');

const KYIV = 'UA80000000000093317';
const LVIV = 'UA46060250010015970';

const atm = (over: Json = {}): Json => ({
  term_id: 'ABC123',
  org_id: org.alpha,
  location_id: KYIV,
  location_address: 'вул. Хрещатик, 22',
  location_description: 'ЦУМ',
  latitude: '50,447712',
  longitude: 30.522854,
  ...over,
});

describe('KATOTTG locations', () => {
  it('holds every codifier row, and loading again is a no-op', async () => {
    const { rows } = await ctx.database.pool.query(
      `select count(*)::int as n, min(edition) as edition from locations`,
    );
    expect(rows[0]).toEqual({ n: 31_748, edition: '2025-05-16' });
    const again = await ensureLocations(ctx.database.db);
    expect(again).toMatchObject({ loaded: false, edition: '2025-05-16' });
  });

  it('finds cities first by Ukrainian name in any case, 15 a page', async () => {
    const kyiv = await post('alpha.analyst', '/location/list', { filter: { full_name: 'київ' } });
    expect(kyiv.status).toBe(200);
    expect(kyiv.body.list).toHaveLength(15);
    expect(kyiv.body.list[0]).toEqual({ id: KYIV, category: 'K', name: 'Київ', full_name: 'м. Київ' });
    const upper = await post('alpha.analyst', '/location/list', { filter: { full_name: 'КИЇВ' } });
    expect(upper.body.list[0]!.id).toBe(KYIV);
    const lviv = await post('alpha.analyst', '/location/list', { page_size: 20, filter: { name: 'львів' } });
    expect(lviv.body.list[0]).toMatchObject({
      id: LVIV,
      full_name: 'м. Львів, Львівська громада, Львівський р-н, Львівська обл.',
    });
    const words = await post('alpha.analyst', '/location/list', {
      filter: { full_name: 'андріївка бахчисарайськ' },
    });
    expect(words.body.list[0]).toMatchObject({
      full_name: 'с. Андріївка, Андріївська громада, Бахчисарайський р-н, Автономна Республіка Крим',
    });
    const byId = await post('alpha.analyst', '/location/list', { filter: { id: LVIV } });
    expect(byId.body).toMatchObject({ total_count: 1 });
    expect((await post('alpha.analyst', '/location/list', { page_size: 21, filter: {} })).status).toBe(400);
  });

  it('resolves upload rows by code, or by city within the region, one or a batch', async () => {
    const one = await post('alpha.analyst', '/location/resolve', {
      region: 'Львівська обл.',
      city: 'м. Львів',
    });
    expect(one.body).toEqual({ location: expect.objectContaining({ id: LVIV }) });
    const batch = await post('alpha.analyst', '/location/resolve', {
      items: [
        { katottg: KYIV, region: '', city: '' },
        { region: 'Київ', city: 'Київ' },
        { region: 'Одеська область', city: 'Одеса' },
        { katottg: 'UA00000000000000000', region: 'Львівська', city: 'Львів' },
        { region: 'Львівська', city: 'Нікуди' },
      ],
    });
    expect(batch.body.list.map((l) => (l ? l.id : null))).toEqual([
      KYIV,
      KYIV,
      'UA51100270010076757',
      null,
      null,
    ]);
  });
});

describe('KATOTTG: Kyiv and Sevastopol, and only settlements as an ATM location', () => {
  const SEVASTOPOL = 'UA85000000000065278';
  const KYIV_OBLAST = 'UA32000000000030281';
  /** The village Київ of Mykolaiv oblast: a settlement of that name inside a named region. */
  const KYIV_VILLAGE = 'UA48040230080020671';

  it('resolves Kyiv and Sevastopol whatever region the row names', async () => {
    const batch = await post('alpha.analyst', '/location/resolve', {
      items: [
        { region: 'Київська', city: 'Київ' },
        { region: 'Київська обл.', city: 'м. Київ' },
        { region: 'Автономна Республіка Крим', city: 'Севастополь' },
        { region: 'Миколаївська', city: 'Київ' },
        { region: '', city: 'Київ' },
      ],
    });
    expect(batch.body.list.map((l) => (l ? l.id : null))).toEqual([
      KYIV,
      KYIV,
      SEVASTOPOL,
      KYIV_VILLAGE,
      KYIV,
    ]);
  });

  it('resolves no code of an oblast: it is not a place for an ATM', async () => {
    const one = await post('alpha.analyst', '/location/resolve', {
      katottg: KYIV_OBLAST,
      region: '',
      city: '',
    });
    expect(one.body).toEqual({ location: null });
  });

  it('searching within the region Київська, Київ offers the city Kyiv and never the oblast', async () => {
    const res = await post('alpha.analyst', '/location/list', {
      page_size: 20,
      filter: { name: 'Київ', region: 'Київська' },
    });
    expect(res.status).toBe(200);
    expect(res.body.list[0]).toMatchObject({ id: KYIV, full_name: 'м. Київ' });
    expect(res.body.list.map((l) => l.id)).not.toContain(KYIV_OBLAST);
    const inRegion = await post('alpha.analyst', '/location/list', {
      page_size: 20,
      filter: { name: 'Бров', region: 'Київська' },
    });
    expect(inRegion.body.list[0]).toMatchObject({ name: 'Бровари' });
    expect(inRegion.body.list.every((l) => String(l.full_name).includes('Київська обл.'))).toBe(true);
  });

  it('offers only settlements in the city picker', async () => {
    const res = await post('alpha.analyst', '/location/list', {
      page_size: 20,
      filter: { full_name: 'київськ' },
    });
    expect(res.body.list.length).toBeGreaterThan(0);
    expect(res.body.list.filter((l) => !['K', 'M', 'X', 'C'].includes(String(l.category)))).toEqual([]);
  });

  it("refuses an oblast as the ATM's city", async () => {
    const res = await post('alpha.analyst', '/add', atm({ location_id: KYIV_OBLAST, term_id: 'OBL001' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      location_id: 'Choose a settlement (a city, town or village), not an oblast or a district',
    });
  });
});

describe('ATM directory: access and list', () => {
  it('needs U1008 or E1008', async () => {
    expect((await post('alpha.viewer', '/list', {})).status).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/dal/v1/list', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('lists every acquirer’s ATMs 20 a page, newest first, mutable only where the caller may act', async () => {
    const { body } = await post('alpha.analyst', '/list', { filter: {} });
    expect(body.list).toHaveLength(20);
    expect(body.total_count).toBeGreaterThanOrEqual(320);
    const dates = body.list.map((r) => String(r.update_dt));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of body.list) expect(row.mutable).toBe(row.org_id === org.alpha);
  });

  it('filters by acquirer, acquirer id, city, address and terminal id', async () => {
    const byAcq = await post('alpha.analyst', '/list', { page_size: 100, filter: { acq_id: '414963' } });
    expect(byAcq.body.total_count).toBe(200);
    expect(byAcq.body.list.every((r) => r.org_id === org.gamma)).toBe(true);
    const kyiv = await post('alpha.analyst', '/list', { page_size: 100, filter: { location_id: KYIV } });
    expect(kyiv.body.list.every((r) => r.full_name === 'м. Київ')).toBe(true);
    const street = await post('alpha.analyst', '/list', {
      page_size: 100,
      filter: { location_address: 'хрещатик' },
    });
    expect(street.body.total_count).toBeGreaterThan(0);
    expect(street.body.list.every((r) => String(r.location_address).includes('Хрещатик'))).toBe(true);
    const term = await post('alpha.analyst', '/list', { filter: { term_id: 'gma0000' } });
    expect(term.body.total_count).toBe(9);
    const sorted = await post('alpha.analyst', '/list', {
      sort_field: 'term_id',
      sort_order: 'ascend',
      filter: { org_id: org.gamma },
    });
    expect(sorted.body.list[0]!.term_id).toBe('GMA00001');
  });
});

describe('ATM directory: the form rules', () => {
  const cases: [string, Json, Json][] = [
    ['terminal id missing', { term_id: undefined }, { term_id: 'Enter Terminal ID' }],
    ['terminal id of 4', { term_id: 'ab12' }, { term_id: 'Length must be 5 to 8' }],
    ['terminal id of 9', { term_id: 'ABCDE1234' }, { term_id: 'Length must be 5 to 8' }],
    ['terminal id with a dash', { term_id: 'AB-123' }, { term_id: 'Must be uppercase alphanumeric only' }],
    ['acquirer missing', { org_id: undefined }, { org_id: 'Enter Acquirer name' }],
    ['city missing', { location_id: '' }, { location_id: 'Enter City' }],
    ['address missing', { location_address: ' ' }, { location_address: 'Enter Address' }],
    ['address over 150', { location_address: 'a'.repeat(151) }, { location_address: 'max length 150' }],
    [
      'description over 150',
      { location_description: 'a'.repeat(151) },
      { location_description: 'max length 150' },
    ],
    [
      'latitude beyond 90',
      { latitude: 120, longitude: 50 },
      { latitude: 'latitude: non-zero, from -90 to 90' },
    ],
    ['longitude beyond 180', { longitude: -180.5 }, { longitude: 'longitude: non-zero, from -180 to 180' }],
    ['seven decimals', { latitude: '50.4477121' }, { latitude: 'at most 6 decimal places' }],
  ];
  it.each(cases)('%s', async (_name, over, fields) => {
    const res = await post('beta.expert', '/add', atm(over));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject(fields);
  });

  it('refuses a city that is not in the codifier', async () => {
    const res = await post('alpha.analyst', '/add', atm({ location_id: 'UA00000000000000000' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ location_id: 'Enter City' });
  });
});

describe('ATM directory: changes, rights and history', () => {
  it('creates an ATM with its terminal id in upper case; the id is unique within the acquirer', async () => {
    const res = await post('alpha.analyst', '/add', atm({ term_id: 'abc123' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      term_id: 'ABC123',
      org_name: 'Bank Alpha',
      monitoring_email: 'monitoring@alpha.example',
      acq_id_list: ['407500', '531200'],
      location_name: 'Київ',
      full_name: 'м. Київ',
      latitude: 50.447712,
      longitude: 30.522854,
      mutable: true,
      old_location_id: null,
    });
    const again = await post('alpha.analyst', '/add', atm());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Terminal ID must be unique',
      fields: { term_id: 'Terminal ID must be unique' },
    });
    const otherAcquirer = await post('beta.expert', '/add', atm({ org_id: org.gamma }));
    expect(otherAcquirer.status).toBe(200);
  });

  it('lets U1008 act only on its own organisation; E1008 on any', async () => {
    const add = await post('alpha.analyst', '/add', atm({ org_id: org.gamma, term_id: 'ABC124' }));
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('Insufficient permissions!');
    expect((await post('alpha.analyst', '/update', atm({ org_id: org.gamma }))).status).toBe(403);
    expect((await post('alpha.analyst', '/delete', { org_id: org.gamma, term_id: 'ABC123' })).status).toBe(
      403,
    );
    const view = await post('alpha.analyst', '/get', { org_id: org.gamma, term_id: 'abc123' });
    expect(view.body).toMatchObject({
      org_id: org.gamma,
      mutable: false,
      acq_id_list: ['414963', '522170', '980400'],
    });
    const expert = await post(
      'beta.expert',
      '/update',
      atm({ org_id: org.gamma, location_description: 'Вхід з вулиці' }),
    );
    expect(expert.body).toMatchObject({ location_description: 'Вхід з вулиці' });
  });

  it('moves an ATM to another city and keeps the old place', async () => {
    const moved = await post(
      'alpha.analyst',
      '/update',
      atm({ location_id: LVIV, location_address: 'просп. Свободи, 1', latitude: 0, longitude: null }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      location_id: LVIV,
      location_name: 'Львів',
      latitude: null,
      longitude: null,
      old_location_id: KYIV,
      old_location_name: 'Київ',
      old_location_full_name: 'м. Київ',
      old_location_address: 'вул. Хрещатик, 22',
    });
    expect((await post('alpha.analyst', '/update', atm({ term_id: 'NOSUCH1' }))).status).toBe(404);
  });

  it('keeps the history under acquirer and terminal id', async () => {
    expect((await post('alpha.analyst', '/delete', { org_id: org.alpha, term_id: 'ABC123' })).status).toBe(
      200,
    );
    expect((await post('alpha.analyst', '/get', { org_id: org.alpha, term_id: 'ABC123' })).status).toBe(404);
    const { body } = await post('alpha.analyst', '/history', { org_id: org.alpha, term_id: 'abc123' });
    expect(body.list.map((e) => [e.action, e.creator])).toEqual([
      ['create', 'Olena Koval'],
      ['update', 'Olena Koval'],
      ['delete', 'Olena Koval'],
    ]);
    expect(body.list[1]!.changes).toMatchObject({ location_id: [KYIV, LVIV] });
    const gammas = await post('alpha.analyst', '/history', { org_id: org.gamma, term_id: 'ABC123' });
    expect(gammas.body.list.map((e) => [e.action, e.creator])).toEqual([
      ['create', 'Taras Melnyk'],
      ['update', 'Taras Melnyk'],
    ]);
  });

  it('probes what the upload may do with a row', async () => {
    expect(
      (await post('alpha.analyst', '/get_probe', { org_id: org.alpha, term_id: 'NEW0001' })).body,
    ).toEqual({
      action: 'create',
      record: null,
    });
    const own = await post('alpha.analyst', '/get_probe', { org_id: org.alpha, term_id: 'ALF00001' });
    expect(own.body).toMatchObject({ action: 'update', record: { term_id: 'ALF00001', mutable: true } });
    const other = await post('alpha.analyst', '/get_probe', { org_id: org.gamma, term_id: 'GMA00001' });
    expect(other.body).toMatchObject({ action: 'view', record: { mutable: false } });
  });
});

describe('ATM directory: group actions, cleanup, search, lookups', () => {
  it('confirms and deletes the acquirer’s listed ATMs only', async () => {
    const list = ['ALF00001', 'ALF00002', 'GMA00003'];
    expect((await post('alpha.analyst', '/group_update', { org_id: org.gamma, list })).status).toBe(403);
    const before = (await post('alpha.analyst', '/get', { org_id: org.alpha, term_id: 'ALF00001' })).body
      .update_dt;
    expect((await post('alpha.analyst', '/group_update', { org_id: org.alpha, list })).body).toEqual({
      count: 2,
    });
    const after = (await post('alpha.analyst', '/get', { org_id: org.alpha, term_id: 'ALF00001' })).body
      .update_dt;
    expect(String(after) > String(before)).toBe(true);
    expect((await post('alpha.analyst', '/group_delete', { org_id: org.alpha, list })).body).toEqual({
      count: 2,
    });
    expect((await post('alpha.analyst', '/get', { org_id: org.alpha, term_id: 'ALF00002' })).status).toBe(
      404,
    );
    const history = await post('alpha.analyst', '/history', { org_id: org.alpha, term_id: 'ALF00002' });
    expect(history.body.list.map((e) => e.action)).toEqual(['group_update', 'group_delete']);
    const none = await post('alpha.analyst', '/group_delete', { org_id: org.alpha, list: [] });
    expect(none.body.fields).toEqual({ list: 'Select ATMs' });
  });

  it('prepares the cleanup: the acquirer’s ATMs the upload did not contain', async () => {
    const keep = Array.from({ length: 50 }, (_, i) => `ALF${String(i + 3).padStart(5, '0')}`);
    const res = await post('alpha.analyst', '/prepare_for_cleanup', { org_id: org.alpha, list: keep });
    expect(res.body).toEqual({
      list: Array.from({ length: 8 }, (_, i) => `ALF000${53 + i}`),
      total_count: 8,
    });
    expect(
      (await post('alpha.analyst', '/prepare_for_cleanup', { org_id: org.gamma, list: [] })).status,
    ).toBe(403);
  });

  it('searches by terminal id and acquirer id, leading zeros or not', async () => {
    const found = await post('alpha.analyst', '/search', { term_id: 'gma00010', acq_id: '0414963' });
    expect(found.body.list).toEqual([
      expect.objectContaining({
        term_id: 'GMA00010',
        org_name: 'Gamma Acquiring',
        acq_id_list: ['414963', '522170', '980400'],
      }),
    ]);
    expect(
      (await post('alpha.analyst', '/search', { term_id: 'GMA00010', acq_id: '407500' })).body.total_count,
    ).toBe(0);
    expect((await post('alpha.viewer', '/search', { term_id: 'GMA00010' })).status).toBe(403);
  });

  it('looks acquirers up by type and name', async () => {
    const res = await post('alpha.analyst', '/organization/list', { filter: { org_type_id: 'acquirer' } });
    expect(res.body.list.map((o) => o.name)).toEqual(['Gamma Acquiring']);
  });

  it('downloads the template with the upload’s column names', async () => {
    const res = await ctx.app.inject('/files/dal/template_1.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('atm_list_template.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 })).toEqual([
      ['term_id', 'region', 'city', 'address', 'location_description', 'katottg', 'latitude', 'longitude'],
    ]);
  });
});

describe('KATOTTG: a newer edition', () => {
  it('replaces the codifier and keeps only the old codes an ATM still uses', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katottg-'));
    fs.writeFileSync(
      path.join(dir, 'kodifikator-2099-01-01.csv'),
      [
        'Перший рівень;Другий рівень;Третій рівень;Четвертий рівень;Додатковий рівень;Категорія об’єкта;Назва об’єкта',
        'UA46000000000026241;;;;;O;Львівська',
        'UA46000000000026241;UA46060000000042587;;;;P;Львівський',
        'UA46000000000026241;UA46060000000042587;UA46060250000025047;;;H;Львівська ',
        `UA46000000000026241;UA46060000000042587;UA46060250000025047;${LVIV};;M;Львів`,
        'UA46000000000026241;UA46060000000042587;UA46060250000025047;UA46060259990000001;;C;Нове',
      ].join('\r\n'),
    );
    try {
      const load = await ensureLocations(ctx.database.db, dir);
      expect(load).toMatchObject({ edition: '2099-01-01', loaded: true, rows: 5 });
      const { rows } = await ctx.database.pool.query<{ id: string; edition: string }>(
        `select id, edition from locations where edition = '2099-01-01' or id = $1 order by id`,
        [KYIV],
      );
      expect(rows).toHaveLength(6);
      expect(rows.find((r) => r.id === KYIV)?.edition).toBe('2025-05-16');
      const { rows: left } = await ctx.database.pool.query(`select count(*)::int as n from locations`);
      // Kyiv, Lviv, Odesa, Kharkiv and Dnipro hold ATMs; Lviv is in the new edition too.
      expect(left[0].n).toBe(5 + 4);
      expect((await ensureLocations(ctx.database.db, dir)).loaded).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
