import { SAMPLE_SMART_FORMATS } from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, serviceTest, tokenFor } from '../../../test/harness.js';
import { createUser, PASSWORD } from '../../identity/test-support.js';

const { ctx, org, post } = serviceTest('/api/smart/v1');

/** Bank Alpha's user with U1005 alone: FPT formats of the own bank, no Crime Check. */
const FPT_ONLY = 'alpha.fpt.only';

beforeAll(async () => {
  await createUser(ctx.database.db, { login: FPT_ONLY, permissions: ['U1005'] });
  await tokenFor(ctx, FPT_ONLY, PASSWORD);
});

const format = (title: string, extra: Json = {}): Json => ({
  n: 0,
  title,
  fields: ['date_time', 'amount', 'currency_code', 'pan', 'notes', 'notes'],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  amount_use_semicolon: false,
  ...extra,
});

const create = (login: string, issuer: number, service: string, smartFormat: Json) =>
  post(login, '/format/create', { issuer_id: issuer, service, smart_zone_format: smartFormat });

const titles = (list: Json[]) => list.map((row) => row.title);

describe('smart-zone formats: rights', () => {
  it('needs a code of fpt or crc', async () => {
    const res = await post('alpha.viewer', '/format/list', { issuer_id: org.alpha, service: 'fpt' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden' });
  });

  it('takes the body’s service: U1005 opens fpt but not crc', async () => {
    const fpt = await post(FPT_ONLY, '/format/list', { issuer_id: org.alpha, service: 'fpt' });
    expect(fpt.status).toBe(200);
    expect(titles(fpt.body.list)).toEqual([SAMPLE_SMART_FORMATS.alphaFpt.title]);
    for (const path of ['/format/list', '/format/get', '/format/history', '/format/delete']) {
      const crc = await post(FPT_ONLY, path, { issuer_id: org.alpha, service: 'crc', n: 1 });
      expect(crc.status, path).toBe(403);
    }
    const created = await create(FPT_ONLY, org.alpha, 'crc', format('Not for Crime Check'));
    expect(created.status).toBe(403);
  });

  it('shows the demo format’s creation in its history, by the demo user who made it', async () => {
    const history = await post('beta.expert', '/format/history', {
      issuer_id: org.beta,
      service: 'crc',
      n: 1,
    });
    expect(history.status).toBe(200);
    expect(history.body.list.map((e) => [e.action, e.creator])).toEqual([['create', 'Taras Melnyk']]);
  });

  it('keeps a U holder to the own organisation: another one’s format by n is absent', async () => {
    const key = { issuer_id: org.beta, service: 'crc', n: 1 };
    for (const path of ['/format/get', '/format/history', '/format/delete']) {
      const res = await post('alpha.analyst', path, key);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: 'Not found' });
    }
    const update = await post('alpha.analyst', '/format/update', {
      ...key,
      smart_zone_format: format('Mine'),
    });
    expect(update.status).toBe(404);
    expect(
      (await post('alpha.analyst', '/format/list', { issuer_id: org.beta, service: 'crc' })).status,
    ).toBe(403);
    expect((await create('alpha.analyst', org.beta, 'crc', format('Into Beta'))).status).toBe(403);
    // Beta's format is untouched.
    const owner = await post('beta.expert', '/format/get', key);
    expect(owner.body).toMatchObject({ title: SAMPLE_SMART_FORMATS.betaCrc.title, disable: false });
  });

  it('lets the extended code act on any issuer: E1005 on fpt, E22 on crc, and admin on all', async () => {
    const alphaFormat = await post('beta.expert', '/format/get', {
      issuer_id: org.alpha,
      service: 'fpt',
      n: 1,
    });
    expect(alphaFormat.status).toBe(200);
    expect(alphaFormat.body).toMatchObject({
      n: 1,
      title: SAMPLE_SMART_FORMATS.alphaFpt.title,
      column_separator: '\t',
      data_format: 'DD.MM.YYYY',
      last_user_name: 'Olena Koval',
    });
    const made = await create('beta.expert', org.alpha, 'crc', format('Made by Beta for Alpha'));
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ title: 'Made by Beta for Alpha', last_user_name: 'Taras Melnyk' });
    const seen = await post('alpha.analyst', '/format/list', { issuer_id: org.alpha, service: 'crc' });
    expect(titles(seen.body.list)).toContain('Made by Beta for Alpha');
    const admin = await post('admin', '/format/list', { issuer_id: org.beta, service: 'crc' });
    expect(titles(admin.body.list)).toEqual([SAMPLE_SMART_FORMATS.betaCrc.title]);
  });

  it('offers banks in the issuer picker', async () => {
    const res = await post('beta.expert', '/organization/list', { filter: { name: 'Bank' } });
    expect(res.status).toBe(200);
    expect(res.body.list.map((row) => row.name)).toEqual(expect.arrayContaining(['Bank Alpha', 'Bank Beta']));
    for (const row of res.body.list) expect(['issuer', 'acquirer']).toContain(row.org_type_id);
  });
});

describe('smart-zone formats: the form’s rules (spec 3 §5)', () => {
  const cases: [string, Json, Json][] = [
    ['title missing', format(''), { 'smart_zone_format.title': 'required field' }],
    ['title over 80', format('t'.repeat(81)), { 'smart_zone_format.title': 'max length 80' }],
    [
      'date format under 6',
      format('Rules 1', { data_format: 'DD.MM' }),
      { 'smart_zone_format.data_format': 'min length 6' },
    ],
    [
      'date format over 10',
      format('Rules 2', { data_format: 'DD.MM.YYYY.' }),
      { 'smart_zone_format.data_format': 'max length 10' },
    ],
    [
      'time format under 4',
      format('Rules 3', { time_format: 'HH' }),
      { 'smart_zone_format.time_format': 'min length 4' },
    ],
    [
      'time format over 8',
      format('Rules 4', { time_format: 'HH:mm:ss.' }),
      { 'smart_zone_format.time_format': 'max length 8' },
    ],
    [
      'separator of two characters',
      format('Rules 5', { dt_separator: 'T ' }),
      { 'smart_zone_format.dt_separator': 'exactly one character' },
    ],
    ['no fields', format('Rules 6', { fields: [] }), { 'smart_zone_format.fields': 'required field' }],
    [
      'an unknown field',
      format('Rules 7', { fields: ['date_time', 'salary'] }),
      { 'smart_zone_format.fields.1': 'invalid value' },
    ],
    [
      'a repeated field other than notes and skip',
      format('Rules 8', { fields: ['date_time', 'pan', 'pan'] }),
      { 'smart_zone_format.fields.2': 'only notes and skip may be chosen several times' },
    ],
    [
      'amount decimal mark missing',
      format('Rules 9', { amount_use_semicolon: undefined }),
      { 'smart_zone_format.amount_use_semicolon': 'required field' },
    ],
    [
      'an unknown column separator',
      format('Rules 10', { column_separator: ':' }),
      { 'smart_zone_format.column_separator': 'invalid value' },
    ],
    [
      'a term type without its value',
      format('Rules 11', { term_types: [{ k: 'ATM' }] }),
      { 'smart_zone_format.term_types.0.v': 'term type required' },
    ],
    [
      'a term-type key over 40',
      format('Rules 12', { term_types: [{ k: 'k'.repeat(41), v: 'atm' }] }),
      { 'smart_zone_format.term_types.0.k': 'max length 40' },
    ],
    [
      'a term-type key twice',
      format('Rules 13', {
        term_types: [
          { k: 'ATM', v: 'atm' },
          { k: 'ATM', v: 'pos' },
        ],
      }),
      { 'smart_zone_format.term_types.1.k': 'key must be unique' },
    ],
    [
      'a tran type without its key',
      format('Rules 14', { tran_types: [{ k: '', v: 'cash' }] }),
      { 'smart_zone_format.tran_types.0.k': 'key and value required' },
    ],
    [
      'a tran type without its value',
      format('Rules 15', { tran_types: [{ k: 'CASH' }] }),
      { 'smart_zone_format.tran_types.0.v': 'tran type required' },
    ],
    ['no service', { issuer_id: 1 }, { service: 'required field' }],
    ['no issuer', { service: 'fpt' }, { issuer_id: 'Select an issuer' }],
  ];
  it.each(cases)('%s', async (_name, smartFormat, fields) => {
    const body =
      'service' in smartFormat || 'issuer_id' in smartFormat
        ? { ...smartFormat, smart_zone_format: format('Rules 0') }
        : { issuer_id: org.alpha, service: 'fpt', smart_zone_format: smartFormat };
    const res = await post('alpha.analyst', '/format/create', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject(fields);
  });

  it('accepts the same tran-type key once per terminal type, and the listed mapping rows', async () => {
    const res = await create(
      'alpha.analyst',
      org.alpha,
      'fpt',
      format('Mappings', {
        term_types: [{ k: '*', v: 'pos' }],
        tran_types: [
          { k: 'TRANSFER', v: 'p2p', t: 'online' },
          { k: 'TRANSFER', v: 'cash', t: 'atm' },
          { k: '*', v: 'other' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      column_separator: '\t',
      disable: false,
      term_types: [{ k: '*', v: 'pos' }],
      tran_types: [
        { k: 'TRANSFER', v: 'p2p', t: 'online' },
        { k: 'TRANSFER', v: 'cash', t: 'atm' },
        { k: '*', v: 'other', t: null },
      ],
      fields: ['date_time', 'amount', 'currency_code', 'pan', 'notes', 'notes'],
    });
  });
});

describe('smart-zone formats: titles unique within the organisation and service', () => {
  it('trims the title and refuses it again, spaced or not, in the same organisation and service', async () => {
    const first = await create('alpha.analyst', org.alpha, 'fpt', format('  Card export  '));
    expect(first.status).toBe(200);
    expect(first.body.title).toBe('Card export');
    const again = await create('alpha.analyst', org.alpha, 'fpt', format('Card export '));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'non-unique title',
      fields: { 'smart_zone_format.title': 'non-unique title' },
    });
  });

  it('allows the same title in the other service and in another organisation', async () => {
    await create('alpha.analyst', org.alpha, 'fpt', format('Shared name'));
    expect((await create('alpha.analyst', org.alpha, 'crc', format('Shared name'))).status).toBe(200);
    expect((await create('beta.expert', org.beta, 'fpt', format('Shared name'))).status).toBe(200);
  });

  it('lets a format keep its own title, not take another’s; a disabled format’s title counts too', async () => {
    const one = await create('alpha.analyst', org.alpha, 'fpt', format('Update one'));
    await create('alpha.analyst', org.alpha, 'fpt', format('Update two', { disable: true }));
    const key = { issuer_id: org.alpha, service: 'fpt', n: one.body.n };
    const same = await post('alpha.analyst', '/format/update', {
      ...key,
      smart_zone_format: format('Update one', { time_format: 'HH:mm' }),
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ n: one.body.n, time_format: 'HH:mm' });
    const taken = await post('alpha.analyst', '/format/update', {
      ...key,
      smart_zone_format: format(' Update two'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ 'smart_zone_format.title': 'non-unique title' });
  });
});

describe('smart-zone formats: list, history and deletion', () => {
  it('lists active formats only unless any_status, sorted by title', async () => {
    await create('beta.expert', org.beta, 'fpt', format('Zulu'));
    await create('beta.expert', org.beta, 'fpt', format('Alpha layout', { disable: true }));
    await create('beta.expert', org.beta, 'fpt', format('Mike'));
    const active = await post('beta.expert', '/format/list', { issuer_id: org.beta, service: 'fpt' });
    expect(titles(active.body.list)).not.toContain('Alpha layout');
    expect(titles(active.body.list)).toEqual([...titles(active.body.list)].sort());
    const all = await post('beta.expert', '/format/list', {
      issuer_id: org.beta,
      service: 'fpt',
      any_status: true,
    });
    const rows = all.body.list;
    expect(titles(rows)).toEqual([...titles(rows)].sort());
    expect(rows.find((row) => row.title === 'Alpha layout')).toMatchObject({
      disable: true,
      last_user_name: 'Taras Melnyk',
      update_dt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(Object.keys(rows[0]!).sort()).toEqual(['disable', 'last_user_name', 'n', 'title', 'update_dt']);
  });

  it('numbers an organisation’s formats of a service from 1 and never reuses a number', async () => {
    const a = await create('admin', org.gamma, 'crc', format('Gamma one'));
    const b = await create('admin', org.gamma, 'crc', format('Gamma two'));
    expect([a.body.n, b.body.n]).toEqual([1, 2]);
    await post('admin', '/format/delete', { issuer_id: org.gamma, service: 'crc', n: 2 });
    const c = await create('admin', org.gamma, 'crc', format('Gamma three'));
    expect(c.body.n).toBe(3);
  });

  it('records created, updated and deleted; a deleted format leaves the lists but keeps its history', async () => {
    const made = await create('alpha.analyst', org.alpha, 'crc', format('Short-lived'));
    const key = { issuer_id: org.alpha, service: 'crc', n: made.body.n };
    await post('alpha.manager', '/format/update', {
      ...key,
      smart_zone_format: format('Short-lived', { disable: true, amount_use_semicolon: true }),
    });
    const deleted = await post('alpha.analyst', '/format/delete', key);
    expect(deleted).toEqual({ status: 200, body: { n: made.body.n } });

    expect((await post('alpha.analyst', '/format/get', key)).status).toBe(404);
    expect((await post('alpha.analyst', '/format/delete', key)).status).toBe(404);
    const list = await post('alpha.analyst', '/format/list', {
      issuer_id: org.alpha,
      service: 'crc',
      any_status: true,
    });
    expect(titles(list.body.list)).not.toContain('Short-lived');
    // Its title is free again.
    expect((await create('alpha.analyst', org.alpha, 'crc', format('Short-lived'))).status).toBe(200);

    const history = await post('alpha.analyst', '/format/history', key);
    expect(history.status).toBe(200);
    expect(history.body.list.map((e) => [e.action, e.creator])).toEqual([
      ['create', 'Olena Koval'],
      ['update', 'Andrii Shevchenko'],
      ['delete', 'Olena Koval'],
    ]);
    const [created, updated, removed] = history.body.list as Json[];
    expect(created!.changes).toMatchObject({
      title: [null, 'Short-lived'],
      data_format: [null, 'DD.MM.YYYY'],
    });
    expect(updated!.changes).toEqual({ disable: [false, true], amount_use_semicolon: [false, true] });
    expect(updated!.readable_changes).toEqual({
      disable: ['No', 'Yes'],
      amount_use_semicolon: ['No', 'Yes'],
    });
    expect(removed!.changes).toMatchObject({ title: ['Short-lived', null] });
  });

  it('answers 404 for a format that never was', async () => {
    const key = { issuer_id: org.alpha, service: 'fpt', n: 9999 };
    for (const path of ['/format/get', '/format/history', '/format/delete']) {
      expect((await post('alpha.analyst', path, key)).status, path).toBe(404);
    }
  });
});
