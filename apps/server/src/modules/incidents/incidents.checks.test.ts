import { describe, expect, it } from 'vitest';
import { as, testContext } from '../../../test/harness.js';
import { callAs } from './test-support.js';
import { apiClientHeaders } from '../../../test/harness.js';

// The dashboard's "negative-information checks" count the searches people make: a new filter once,
// never the page, the order or a refresh of the same search (docs/decisions/0014-readable-history.md).

const ctx = testContext();

async function checks(): Promise<number> {
  const res = await ctx.app.inject({
    url: '/api/statistics/v1/dashboard/info',
    headers: await as(ctx, 'alpha.viewer'),
  });
  return res.json<{ negative_checks: number }>().negative_checks;
}

async function search(login: string, body: Record<string, unknown>): Promise<void> {
  const res = await callAs(ctx, login, '/incident/list', body);
  expect(res.statusCode, res.body).toBe(200);
}

describe('negative-information checks', () => {
  it('does not count opening, paging or refreshing the unfiltered list', async () => {
    const before = await checks();
    await search('alpha.analyst', {});
    await search('alpha.analyst', { filter: {}, page_number: 2 });
    await search('alpha.analyst', { filter: { self_only: true } });
    expect(await checks()).toBe(before);
  });

  it('counts a search once, whatever its pages, order or refreshes', async () => {
    const before = await checks();
    const filter = { inn: '3012456789' };
    await search('alpha.analyst', { filter, page_number: 1 });
    await search('alpha.analyst', { filter, page_number: 2 });
    await search('alpha.analyst', { filter, page_number: 1, sort_field: 'id', sort_order: 'ascend' });
    await search('alpha.analyst', { filter: { ...filter, fullname: '' }, page_number: 1 });
    expect(await checks()).toBe(before + 1);
  });

  it('counts each new filter, a search made again after another one too', async () => {
    const before = await checks();
    await search('alpha.analyst', { filter: { inn: '3012456700' } });
    await search('alpha.analyst', { filter: { inn: '3012456700', fullname: 'Петренко' } });
    await search('alpha.analyst', { filter: {} });
    await search('alpha.analyst', { filter: { inn: '3012456700' } });
    await search('alpha.analyst', { filter: { inn: '3012456700' }, page_number: 3 });
    expect(await checks()).toBe(before + 3);
  });

  it('counts each person’s searches apart, and an API client’s by the same rule', async () => {
    const before = await checks();
    const filter = { phone_number: '380671234567' };
    await search('alpha.analyst', { filter });
    await search('beta.expert', { filter });
    await search('alpha.analyst', { filter, page_number: 2 });
    const api = async (page_number: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/incidents/v1/incident/list',
        headers: await apiClientHeaders(ctx),
        payload: { filter, page_number },
      });
    expect((await api(1)).statusCode).toBe(200);
    expect((await api(2)).statusCode).toBe(200);
    expect(await checks()).toBe(before + 3);
  });

  it('counts a search once when the same request arrives twice at once', async () => {
    const before = await checks();
    const filter = { egrpou: '12345678' };
    await Promise.all([search('alpha.analyst', { filter }), search('alpha.analyst', { filter })]);
    expect(await checks()).toBe(before + 1);
  });

  it('does not count the form’s lookup of an identifier, nor let it restart the counted search', async () => {
    const before = await checks();
    const filter = { fullname: 'Коваль' };
    await search('alpha.analyst', { filter });
    await search('alpha.analyst', { filter: { inn: '3012456711' }, lookup: true });
    await search('alpha.analyst', { filter, page_number: 2 });
    expect(await checks()).toBe(before + 1);
  });
});
