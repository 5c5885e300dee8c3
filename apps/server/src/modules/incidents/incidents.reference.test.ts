import * as XLSX from '@e965/xlsx';
import { INCIDENT_UPLOAD_SHEET, parseRow } from '@afx/domain';
import { describe, expect, it } from 'vitest';
import { as, testContext } from '../../../test/harness.js';
import { DEMO_INCIDENTS } from '../../demo/incidents.js';
import { INCIDENT_CATEGORIES, INCIDENT_CATEGORY_DOMAINS } from './categories-data.js';
import { seedIncidentCategories } from './categories-seed.js';
import { callAs, daysAgo, idOf } from './test-support.js';
import { apiClientHeaders } from '../../../test/harness.js';

// No FORUM_URL here: no forum, no posts, no links.
const ctx = testContext();

describe('categories and category-domains (reference data)', () => {
  it('lists the categories in the language asked for', async () => {
    const en = (await callAs(ctx, 'alpha.analyst', '/incident_category/list', { locale: 'en' })).json();
    expect(en.total_count).toBe(INCIDENT_CATEGORIES.length);
    expect(en.list).toContainEqual({
      id: '15.1',
      name: 'Illegal casinos',
      description: 'Gambling sites without a licence',
    });
    const uk = (await callAs(ctx, 'alpha.analyst', '/incident_category/list', { locale: 'uk' })).json();
    expect(uk.list.find((c: { id: string }) => c.id === '15.1').name).toBe('Нелегальні казино');
    const byCookie = (await callAs(ctx, 'alpha.analyst', '/incident_category/list', {}, 'ru')).json();
    expect(byCookie.list.find((c: { id: string }) => c.id === '15').name).toBe('Азартные игры');
  });

  it('lists category-domains with their fields and named required sets', async () => {
    const res = await callAs(ctx, 'alpha.analyst', '/incident_category_domain/list', { locale: 'en' });
    const { list, total_count } = res.json();
    expect(total_count).toBe(INCIDENT_CATEGORY_DOMAINS.length);
    expect(total_count).toBeGreaterThanOrEqual(8);
    expect(list.find((d: { id: number }) => d.id === 8)).toEqual({
      id: 8,
      name: 'Illegal online casino',
      description: 'An unlicensed gambling site taking card payments',
      active: true,
      category_id: '15.1',
      category_name: 'Illegal casinos',
      fields: ['event_date', 'url', 'org_name', 'egrpou', 'description'],
      required_sets: [{ name: 'Option 1', fields: ['url'] }],
    });
    expect(list.find((d: { id: number }) => d.id === 4).required_sets).toEqual([
      { name: 'Option 1', fields: ['fullname', 'inn'] },
      { name: 'Option 2', fields: ['fullname', 'passport_id'] },
    ]);
    expect(list.find((d: { id: number }) => d.id === 10).active).toBe(false);
    const visible = new Set(list.map((d: { fields: string[] }) => d.fields.join()));
    expect(visible.size).toBeGreaterThanOrEqual(8);
  });

  it('filters by categories (a code takes its sub-codes) and by domain', async () => {
    const list = async (filter: unknown) =>
      (await callAs(ctx, 'alpha.analyst', '/incident_category_domain/list', { filter, locale: 'uk' })).json()
        .list;
    expect((await list({ categories: ['15'] })).map((d: { id: number }) => d.id)).toEqual([8, 9]);
    expect((await list({ categories: ['15.1'] })).map((d: { id: number }) => d.id)).toEqual([8]);
    expect((await list({ categories: ['2', '4'] })).map((d: { id: number }) => d.id)).toEqual([2, 3, 6]);
    const [one] = await list({ domain_id: 4 });
    expect(one).toMatchObject({
      name: 'Дроп — фізична особа',
      required_sets: [{ name: 'Варіант 1' }, { name: 'Варіант 2' }],
    });
  });

  it('are seeded idempotently at every start', async () => {
    await seedIncidentCategories(ctx.database.db);
    const { rows } = await ctx.database.pool.query(
      `select count(*)::int as n from incident_category_domains`,
    );
    expect(rows[0].n).toBe(INCIDENT_CATEGORY_DOMAINS.length);
  });
});

describe('remote-search lookups', () => {
  const lookup = { page_number: 1, page_size: 10, sort_field: 'name', sort_order: 'ascend' };

  it('finds organisations by name or id, sorted by name', async () => {
    const all = (await callAs(ctx, 'beta.expert', '/organization/list', lookup)).json();
    const names = all.list.map((o: { name: string }) => o.name);
    expect(names).toEqual([...names].sort());
    expect(all.total_count).toBeGreaterThanOrEqual(6);
    const alpha = (
      await callAs(ctx, 'beta.expert', '/organization/list', { ...lookup, filter: { name: 'alph' } })
    ).json();
    expect(alpha.list).toEqual([{ id: await idOf(ctx, 'organisations', 'Bank Alpha'), name: 'Bank Alpha' }]);
    const byId = await callAs(ctx, 'beta.expert', '/organization/list', {
      ...lookup,
      filter: { id: await idOf(ctx, 'organisations', 'Bank Beta') },
    });
    expect(byId.json().list.map((o: { name: string }) => o.name)).toEqual(['Bank Beta']);
  });

  it('finds users by name, id and organisation', async () => {
    const alpha = await idOf(ctx, 'organisations', 'Bank Alpha');
    const ofAlpha = (
      await callAs(ctx, 'beta.expert', '/user/list', { ...lookup, filter: { org_id: alpha } })
    ).json();
    expect(ofAlpha.list.length).toBeGreaterThanOrEqual(4);
    expect(ofAlpha.list.every((u: { org_id: number }) => u.org_id === alpha)).toBe(true);
    const olena = (
      await callAs(ctx, 'beta.expert', '/user/list', { ...lookup, filter: { name: 'olena' } })
    ).json();
    expect(olena.list).toEqual([
      { id: await idOf(ctx, 'users', 'alpha.analyst'), name: 'Olena Koval', org_id: alpha },
    ]);
    const byId = (
      await callAs(ctx, 'beta.expert', '/user/list', {
        ...lookup,
        filter: { id: await idOf(ctx, 'users', 'beta.expert') },
      })
    ).json();
    expect(byId.list.map((u: { name: string }) => u.name)).toEqual(['Taras Melnyk']);
  });

  it('shows a U1000 caller, API clients included, only the users of its own organisation', async () => {
    const alpha = await idOf(ctx, 'organisations', 'Bank Alpha');
    const beta = await idOf(ctx, 'organisations', 'Bank Beta');
    const api = await apiClientHeaders(ctx);
    const asApi = async (filter: Record<string, unknown>) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/incidents/v1/user/list',
          headers: api,
          payload: { ...lookup, page_size: 100, filter },
        })
      ).json();
    for (const page of [
      (await callAs(ctx, 'alpha.analyst', '/user/list', { ...lookup, page_size: 100 })).json(),
      await asApi({}),
    ]) {
      expect(page.list.length).toBeGreaterThanOrEqual(4);
      expect(page.list.every((u: { org_id: number }) => u.org_id === alpha)).toBe(true);
      expect(page.total_count).toBe(page.list.length);
    }
    // Asking for another organisation, or for one of its users by id or name, finds nobody.
    const betaUser = await idOf(ctx, 'users', 'beta.expert');
    for (const filter of [{ org_id: beta }, { id: betaUser }, { name: 'taras' }]) {
      expect(await asApi(filter)).toEqual({ list: [], total_count: 0 });
      const analyst = await callAs(ctx, 'alpha.analyst', '/user/list', { ...lookup, filter });
      expect(analyst.json()).toEqual({ list: [], total_count: 0 });
    }
  });

  it('pages at the requested size', async () => {
    const page = (await callAs(ctx, 'beta.expert', '/user/list', { ...lookup, page_size: 2 })).json();
    expect(page.list).toHaveLength(2);
    expect(page.total_count).toBeGreaterThan(2);
  });
});

describe('upload template', () => {
  it('downloads without a token as an xlsx with the 14 columns and an example row', async () => {
    const res = await ctx.app.inject('/files/itm/template_1.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="incident_list_template.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([...INCIDENT_UPLOAD_SHEET.names]);
    expect(rows[0]).toHaveLength(14);
    expect(rows).toHaveLength(2);
    const example = Object.fromEntries(INCIDENT_UPLOAD_SHEET.names.map((name, i) => [name, rows[1]?.[i]]));
    expect(parseRow(example, 2, INCIDENT_UPLOAD_SHEET)).toMatchObject({
      value: {
        inn: '3012456789',
        phones: [
          { number: '380501234567', type: 1 },
          { number: '380442345678', type: 3 },
        ],
      },
    });
  });
});

describe('forum not configured', () => {
  it('posts nothing: the forum message id and the links are null', async () => {
    const res = await callAs(ctx, 'alpha.analyst', '/incident/create', {
      category_domain_id: 2,
      forum_id: 77,
      details: { event_date: daysAgo(0), url: 'https://phish.example/a' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ forum_msg_id: null, forum_msg_url: null });
    const incident = (await callAs(ctx, 'alpha.analyst', '/incident/get', { id: res.json().id })).json();
    expect(incident).toMatchObject({
      channel: 'forum',
      forum_id: 77,
      forum_msg_id: null,
      forum_topic_url: null,
    });
  });
});

describe('dashboard', () => {
  const info = async () =>
    (
      await ctx.app.inject({
        url: '/api/statistics/v1/dashboard/info',
        headers: await as(ctx, 'alpha.viewer'),
      })
    ).json();

  it('counts live incidents by channel, registrations per day and the searches', async () => {
    const created = await callAs(ctx, 'alpha.analyst', '/incident/create', {
      category_domain_id: 2,
      details: { event_date: daysAgo(0), url: 'https://phish.example/b' },
    });
    expect(created.statusCode).toBe(200);
    const before = await info();
    const { rows } = await ctx.database.pool.query<{ channel: string; n: number }>(
      `select channel, count(*)::int as n from incidents where not deleted group by channel`,
    );
    const byChannel = Object.fromEntries(rows.map((r) => [r.channel, r.n]));
    expect(before).toMatchObject({
      incidents_total: rows.reduce((sum, r) => sum + r.n, 0),
      incidents_forum: byChannel.forum,
      incidents_api: DEMO_INCIDENTS.filter((i) => i.login === 'alpha-api' && !i.deleted).length,
      incidents_menu: byChannel.menu,
    });
    expect(before.incident_trend).toHaveLength(30);
    expect(before.incident_trend.at(-1).count).toBeGreaterThanOrEqual(1);
    await callAs(ctx, 'alpha.analyst', '/incident/list', { filter: { inn: '3012456789' } });
    expect((await info()).negative_checks).toBe(before.negative_checks + 1);
  });
});

describe('OpenAPI', () => {
  it('documents every incident call', async () => {
    const paths = Object.keys((await ctx.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/incidents/v1/incident/list',
        '/api/incidents/v1/incident/create',
        '/api/incidents/v1/casino/list',
        '/files/itm/template_1.xlsx',
      ]),
    );
  });
});
