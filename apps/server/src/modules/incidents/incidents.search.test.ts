import { describe, expect, it } from 'vitest';
import { as, testContext } from '../../../test/harness.js';
import { DEMO_INCIDENTS } from '../../demo/incidents.js';
import type { IncidentListRow } from './api.js';
import { callAs, daysAgo, idOf } from './test-support.js';
import { apiClientHeaders } from '../../../test/harness.js';

const ctx = testContext();

const LIVE_DEMO = DEMO_INCIDENTS.filter((i) => !i.deleted);
const liveOf = (login: string) => LIVE_DEMO.filter((i) => i.login.startsWith(login)).length;

type Page = { list: IncidentListRow[]; total_count: number };

async function search(login: string, body: Record<string, unknown>, language = 'en'): Promise<Page> {
  const res = await callAs(ctx, login, '/incident/list', { page_size: 50, ...body }, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const filtered = (filter: Record<string, unknown>, login = 'alpha.analyst') => search(login, { filter });

describe('incident list: the shared registry', () => {
  it('lists every member’s live incidents, newest first, in the row shape of spec 1 §2', async () => {
    const page = await search('alpha.analyst', {});
    expect(page.total_count).toBe(LIVE_DEMO.length);
    const ids = page.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(page.list.map((r) => r.creator_org_name))).toEqual(new Set(['Bank Alpha', 'Bank Beta']));
    const row = page.list.find((r) => r.inn === '3124509876');
    expect(row).toMatchObject({
      creator_org_name: 'Bank Alpha',
      domain_id: 4,
      domain_name: 'Money mule (person)',
      category_id: '3',
      category_name: 'Money mules',
      group_id: 101,
      fullname: 'Коваленко Андрій Петрович',
      phones: [{ number: '380671234501', type: 1 }],
      passport_id: null,
      egrpou: null,
      org_name: null,
      mutable: 'full',
    });
    expect(row?.id2).toBeGreaterThan(0);
    expect(row?.event_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('names domains and categories in the language asked for', async () => {
    const page = await search('alpha.analyst', { locale: 'uk', filter: { inn: '3124509876' } });
    expect(page.list[0]).toMatchObject({
      domain_name: 'Дроп — фізична особа',
      category_name: 'Дропи (грошові мули)',
    });
  });

  it.each([
    ['inn', { inn: '3124509876' }, ['Коваленко Андрій Петрович']],
    ['passport', { passport_id: 'КА482913' }, ['Мельник Оксана Василівна']],
    ['ID-card passport', { passport_id: '001234567' }, ['Захарченко Ірина Миколаївна']],
    ['egrpou', { egrpou: '41234567' }, ['Гнатюк Сергій Іванович']],
    ['erdr number', { erdr_number: '12024100000000456' }, ['Ткаченко Дмитро Сергійович']],
    ['whole PAN', { pan: '4149497812345678' }, ['Коваленко Андрій Петрович']],
    ['PAN mask', { pan: '414949******1177' }, ['Савчук Роман Ігорович']],
    [
      'fullname substring, any case, trimmed',
      { fullname: '  ковал ' },
      ['Ковальчук Людмила Анатоліївна', 'Коваленко Андрій Петрович'],
    ],
  ])('finds by %s', async (_name, filter, fullnames) => {
    const page = await filtered(filter);
    expect(page.list.map((r) => r.fullname)).toEqual(fullnames);
    expect(page.total_count).toBe(fullnames.length);
  });

  it.each([
    ['ip', { ip: '185.143.223.17' }, 1],
    ['IPv6', { ip: '2a03:2880:f12f:83:face:b00c:0:25de' }, 1],
    ['e-mail, case-insensitive', { email: 'SUPPORT@Privat-Bonus24.com' }, 1],
    ['any of the phones', { phone_number: '380937770011' }, 2],
    ['a phone written as 0XX', { phone_number: '0937770011' }, 2],
    ['organisation name substring', { org_name: 'груп' }, 1],
    ['url substring (live only)', { url: 'casino' }, 1],
    ['group', { group_id: '101' }, 5],
    ['a PAN nobody has', { pan: '4149497812345679' }, 0],
    ['an inn prefix (exact search)', { inn: '3124' }, 0],
  ])('finds by %s', async (_name, filter, count) => {
    const page = await filtered(filter);
    expect(page.total_count).toBe(count);
    expect(page.list).toHaveLength(count);
  });

  it.each([
    ['a BIN (first 6)', '414949', ['Савчук Роман Ігорович', 'Коваленко Андрій Петрович']],
    ['a longer prefix', '41494978', ['Коваленко Андрій Петрович']],
    ['the last 4 alone', '1177', ['Савчук Роман Ігорович']],
    ['the last 4 after stars', '****5678', ['Коваленко Андрій Петрович']],
    ['a prefix of a card-only incident (no name)', '516798', [null]],
    ['the last 4 of a card-only incident', '6604', [null]],
    ['last 4 nobody has', '0000', []],
    ['a prefix nobody has', '414950', []],
  ])('finds by a partial card number: %s (%s)', async (_name, pan, fullnames) => {
    const page = await filtered({ pan });
    expect(page.list.map((r) => r.fullname)).toEqual(fullnames);
    expect(page.total_count).toBe(fullnames.length);
  });

  it('carries the card number masked (first 6, last 4) in each row, never whole', async () => {
    const page = await filtered({ inn: '3124509876' });
    expect(page.list[0]?.pan_masked).toBe('414949******5678');
    expect(page.list[0]).not.toHaveProperty('pan');
    expect((await filtered({ egrpou: '41234567' })).list[0]?.pan_masked).toBeNull();
  });

  it('combines filters with AND', async () => {
    expect((await filtered({ phone_number: '380937770011', group_id: '102' })).total_count).toBe(2);
    expect((await filtered({ phone_number: '380937770011', fullname: 'Коваленко' })).total_count).toBe(0);
  });

  it('"own only" limits to the caller’s organisation and disables the other filters', async () => {
    const alpha = await filtered({ self_only: true });
    expect(alpha.total_count).toBe(liveOf('alpha'));
    expect(new Set(alpha.list.map((r) => r.creator_org_name))).toEqual(new Set(['Bank Alpha']));
    const ignoringInn = await filtered({ self_only: true, inn: '3298765410' });
    expect(ignoringInn.total_count).toBe(liveOf('alpha'));
    expect((await filtered({ self_only: true }, 'beta.expert')).total_count).toBe(liveOf('beta'));
  });

  it('rejects a malformed filter with field errors', async () => {
    const res = await callAs(ctx, 'alpha.analyst', '/incident/list', {
      filter: { inn: '12ab', pan: '5168*******5675', url: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'filter.inn': 'invalid value', 'filter.pan': 'invalid value' },
    });
    expect(res.json().fields['filter.url']).toBe('min length 5');
  });
});

describe('incident list: the E1000 filters (id, creator organisation and user, event dates)', () => {
  it('apply for E1000', async () => {
    const alphaOrg = await idOf(ctx, 'organisations', 'Bank Alpha');
    const analyst = await idOf(ctx, 'users', 'alpha.analyst');
    const one = (await filtered({ inn: '3124509876' })).list[0];
    expect((await filtered({ id: String(one?.id) }, 'beta.expert')).list.map((r) => r.id)).toEqual([one?.id]);
    expect((await filtered({ creator_org_id: alphaOrg }, 'beta.expert')).total_count).toBe(liveOf('alpha'));
    expect((await filtered({ creator_user_id: analyst }, 'beta.expert')).total_count).toBe(
      liveOf('alpha.analyst'),
    );
    // The demo dates are days before the template was seeded: take them from the data.
    const dayOf = async (filter: Record<string, unknown>) => (await filtered(filter)).list[0]?.event_date;
    const oneDayAgo = await dayOf({ inn: '3298765410' });
    const threeDaysAgo = await dayOf({ passport_id: 'КА482913' });
    const range = await filtered({ event_date_from: threeDaysAgo, event_date_to: oneDayAgo }, 'beta.expert');
    expect(range.total_count).toBe(LIVE_DEMO.filter((i) => i.daysAgo >= 1 && i.daysAgo <= 3).length);
    const oneDay = await filtered(
      { event_date_from: threeDaysAgo, event_date_to: threeDaysAgo },
      'beta.expert',
    );
    expect(oneDay.list.map((r) => r.event_date)).toEqual(oneDay.list.map(() => threeDaysAgo));
    expect(oneDay.total_count).toBe(LIVE_DEMO.filter((i) => i.daysAgo === 3).length);
  });

  it('are ignored for U1000, which gets the search as if they were not sent', async () => {
    const alphaOrg = await idOf(ctx, 'organisations', 'Bank Alpha');
    const page = await filtered({ id: '1', creator_org_id: alphaOrg, event_date_from: daysAgo(1) });
    expect(page.total_count).toBe(LIVE_DEMO.length);
    const withInn = await filtered({ inn: '3298765410', creator_org_id: alphaOrg });
    expect(withInn.list.map((r) => r.creator_org_name)).toEqual(['Bank Beta']);
  });

  it('still validate the date range', async () => {
    const res = await callAs(ctx, 'beta.expert', '/incident/list', {
      filter: { event_date_from: daysAgo(1), event_date_to: daysAgo(5) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'filter.event_date_to': 'invalid value' });
  });
});

describe('incident list: mutable per caller', () => {
  const mutableOf = (page: Page, inn: string) => page.list.find((r) => r.inn === inn)?.mutable;
  const basisRow = (page: Page) => page.list.find((r) => r.fullname === 'Ткаченко Дмитро Сергійович');

  it('full for the creator’s organisation, half with a basis, read-only for others', async () => {
    const page = await search('alpha.analyst', {});
    expect(mutableOf(page, '3124509876')).toBe('full');
    expect(mutableOf(page, '3298765410')).toBe('read_only');
    expect(basisRow(page)?.mutable).toBe('half');
    const beta = await search('beta.expert', {});
    expect(mutableOf(beta, '3124509876')).toBe('read_only');
    expect(mutableOf(beta, '3298765410')).toBe('full');
    expect(basisRow(beta)?.mutable).toBe('read_only');
  });

  it('full for an admin on any organisation’s incident; half still with a basis', async () => {
    const page = await search('admin', {});
    expect(mutableOf(page, '3124509876')).toBe('full');
    expect(mutableOf(page, '3298765410')).toBe('full');
    expect(basisRow(page)?.mutable).toBe('half');
  });
});

describe('incident list: sorting and paging', () => {
  const sorted = (sort_field: string, sort_order: string, extra: Record<string, unknown> = {}) =>
    search('alpha.analyst', { sort_field, sort_order, locale: 'en', ...extra });

  it('pages without overlap in sizes 10, 20, 30 and 50', async () => {
    const first = await search('alpha.analyst', { page_number: 1, page_size: 10 });
    const second = await search('alpha.analyst', { page_number: 2, page_size: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(10);
    expect(first.list.map((r) => r.id).filter((id) => second.list.some((r) => r.id === id))).toEqual([]);
    const last = Math.ceil(LIVE_DEMO.length / 10);
    expect((await search('alpha.analyst', { page_number: last, page_size: 10 })).list).toHaveLength(
      LIVE_DEMO.length - (last - 1) * 10,
    );
    for (const size of [20, 30, 50]) {
      const page = await search('alpha.analyst', { page_size: size });
      expect(page.list).toHaveLength(Math.min(size, LIVE_DEMO.length));
      expect(page.total_count).toBe(LIVE_DEMO.length);
    }
  });

  it('defaults to page 1 of 20 by id descending, also with sort order none', async () => {
    const res = await callAs(ctx, 'alpha.analyst', '/incident/list', {
      sort_field: 'inn',
      sort_order: 'none',
    });
    const page: Page = res.json();
    expect(page.list).toHaveLength(20);
    const ids = page.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sorts by id, event date and inn both ways', async () => {
    const byIdAsc = (await sorted('id', 'ascend')).list.map((r) => r.id);
    expect(byIdAsc).toEqual([...byIdAsc].sort((a, b) => a - b));
    const dates = (await sorted('event_date', 'descend')).list.map((r) =>
      r.event_date.split('.').reverse().join(''),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const inns = (await sorted('inn', 'ascend')).list.map((r) => r.inn).filter((v) => v !== null);
    expect(inns).toEqual([...inns].sort());
    expect(inns.length).toBeGreaterThan(5);
  });

  it('sorts by the joined names: organisation, domain, category', async () => {
    expect((await sorted('creator_org_name', 'ascend')).list[0]?.creator_org_name).toBe('Bank Alpha');
    expect((await sorted('creator_org_name', 'descend')).list[0]?.creator_org_name).toBe('Bank Beta');
    expect((await sorted('domain_name', 'ascend')).list[0]?.domain_name).toBe('Card compromise');
    expect((await sorted('domain_name', 'descend')).list[0]?.domain_name).toBe('Phone fraud (vishing)');
    expect((await sorted('category_name', 'ascend')).list[0]?.category_name).toBe('Cyber attacks');
  });

  it.each(['fullname', 'passport_id', 'egrpou', 'org_name', 'group_id'])(
    'sorts by %s: descending is ascending reversed',
    async (field) => {
      const key = field as keyof IncidentListRow;
      const values = (page: Page) => page.list.map((r) => r[key]).filter((v) => v !== null);
      const up = values(await sorted(field, 'ascend'));
      const down = values(await sorted(field, 'descend'));
      expect(up.length).toBeGreaterThan(1);
      expect(down).toEqual([...up].reverse());
    },
  );

  it('rejects a column that cannot be sorted', async () => {
    const res = await callAs(ctx, 'alpha.analyst', '/incident/list', {
      sort_field: 'phones',
      sort_order: 'ascend',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ sort_field: 'invalid value' });
  });
});

describe('search counter (negative-information checks)', () => {
  const searches = async () =>
    (
      await ctx.database.pool.query<{ channel: string; n: number }>(
        `select channel, count(*)::int as n from incident_searches group by channel`,
      )
    ).rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.channel]: r.n }), {});

  it('counts each search, by channel: API for an API client, menu otherwise', async () => {
    const before = await searches();
    // Criteria no earlier test used: a repeat of the caller's last search would not count.
    await search('alpha.analyst', { filter: { fullname: 'Лічильник' } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/incidents/v1/incident/list',
      headers: await apiClientHeaders(ctx),
      // A search with criteria: the own incidents alone are no check for negative information.
      payload: { filter: { fullname: 'Лічильник' } },
    });
    expect(res.statusCode).toBe(200);
    const after = await searches();
    expect(after.menu).toBe((before.menu ?? 0) + 1);
    expect(after.api).toBe((before.api ?? 0) + 1);
  });
});

describe('illegal-casino list', () => {
  const casino = (body: Record<string, unknown>, login = 'alpha.analyst') =>
    callAs(ctx, login, '/casino/list', { page_number: 1, page_size: 20, ...body });

  it('lists the casino incidents with URL, active flag and update time, inactive ones too', async () => {
    const res = await casino({});
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const casinos = DEMO_INCIDENTS.filter((i) => i.domain === 8);
    expect(page.total_count).toBe(casinos.length);
    const joy = page.list.find((r: { url: string }) => r.url === 'https://joy-casino-ua.org');
    expect(joy).toMatchObject({ active: false, creator_org_name: 'Bank Alpha' });
    expect(Date.parse(joy.update_dt)).toBeGreaterThan(0);
    const vulkan = page.list.find((r: { url: string }) => r.url === 'https://vulkan-ua-casino.net');
    expect(vulkan).toMatchObject({
      active: true,
      description: 'Онлайн-казино без ліцензії КРАІЛ, приймає оплату карткою',
    });
    expect(Object.keys(vulkan).sort()).toEqual(
      [
        'id',
        'id2',
        'event_date',
        'url',
        'description',
        'creator_org_id',
        'creator_org_name',
        'active',
        'update_dt',
      ].sort(),
    );
  });

  it('filters by URL substring, organisation and active only', async () => {
    expect((await casino({ filter: { url: 'CASINO' } })).json().total_count).toBe(2);
    expect((await casino({ filter: { url: 'casino', active_only: true } })).json().total_count).toBe(1);
    const beta = await idOf(ctx, 'organisations', 'Bank Beta');
    const betaPage = (await casino({ filter: { creator_org_id: beta } })).json();
    expect(betaPage.list.map((r: { creator_org_name: string }) => r.creator_org_name)).toEqual([
      'Bank Beta',
      'Bank Beta',
    ]);
  });

  it('checks the URL filter is 5 to 510 characters', async () => {
    const short = await casino({ filter: { url: 'abc' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields['filter.url']).toBe('min length 5');
    const long = await casino({ filter: { url: `https://${'a'.repeat(510)}` } });
    expect(long.json().fields['filter.url']).toBe('max length 510');
  });
});

describe('access', () => {
  it.each([
    '/incident/list',
    '/incident/get',
    '/incident/history',
    '/incident/create',
    '/incident/update',
    '/incident/delete',
    '/incident_category_domain/list',
    '/incident_category/list',
    '/organization/list',
    '/user/list',
    '/casino/list',
  ])('%s answers 403 without U1000 or E1000 (alpha.viewer) and 401 without a token', async (path) => {
    const res = await callAs(ctx, 'alpha.viewer', path, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Insufficient permissions!', code: 'forbidden' });
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/incidents/v1${path}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets alpha.manager (U codes) search too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/incidents/v1/incident/list',
      headers: await as(ctx, 'alpha.manager'),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
});
