import { describe, expect, it } from 'vitest';
import { as, testContext } from './harness.js';

const ctx = testContext();

async function post(url: string, payload: unknown, language = 'en') {
  const headers = { ...(await as(ctx, 'admin')), cookie: `language=${language}` };
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as Record<string, unknown>,
  });
  return {
    status: res.statusCode,
    body: res.json<{ message: string; code: string; fields?: Record<string, string> }>(),
    bytes: res.body.length,
    ms: performance.now() - started,
  };
}

describe('arrays in a request have a maximum', () => {
  it.each([
    ['/api/dcb/v1/group_delete', 'list'],
    ['/api/dcb/v1/group_update', 'list'],
    ['/api/dcb/v1/prepare_for_cleanup', 'list'],
    ['/api/dal/v1/group_delete', 'list'],
    ['/api/dal/v1/group_update', 'list'],
    ['/api/dal/v1/prepare_for_cleanup', 'list'],
  ])('%s refuses 500,000 bad items as a whole, fast and in a few bytes', async (url, field) => {
    const answer = await post(url, { org_id: 1, [field]: Array<number>(500_000).fill(1) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(Object.keys(answer.body.fields ?? {})).toEqual([field]);
    expect(answer.body.fields?.[field]).toMatch(/^at most [\d,]+ items$/);
    expect(answer.bytes).toBeLessThan(1_000);
    // It took 4.2 s before the maximum (and stalled every other request meanwhile).
    expect(answer.ms).toBeLessThan(1_000);
  });
});

describe('an error answer', () => {
  it('lists the first 100 field errors and says how many more there are', async () => {
    const rows = Array.from({ length: 500 }, () => ({ bin: 'x', ica: 'y' }));
    const answer = await post('/api/dcb/v1/upload/apply', { org_id: 1, rows });
    expect(answer.status).toBe(400);
    const fields = Object.keys(answer.body.fields ?? {});
    expect(fields).toHaveLength(100);
    expect(fields.slice(0, 2)).toEqual(['rows.0.bin', 'rows.0.ica']);
    expect(answer.body.message).toBe('Validation failed: 900 more field errors are not listed');
  });

  it('says so in the caller language', async () => {
    const rows = Array.from({ length: 101 }, () => ({ bin: 'x' }));
    const uk = await post('/api/dcb/v1/upload/apply', { org_id: 1, rows }, 'uk');
    expect(uk.body.message).toBe('Помилка перевірки даних: ще 1 помилок полів не показано');
    const ru = await post('/api/dcb/v1/upload/apply', { org_id: 1, rows }, 'ru');
    expect(ru.body.message).toBe('Ошибка проверки данных: ещё 1 ошибок полей не показано');
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00'],
  ])('%s in an incident list filter is a 400 naming the field', async (_what, fullname) => {
    const answer = await post('/api/incidents/v1/incident/list', { filter: { fullname } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ 'filter.fullname': 'contains a character that cannot be stored' });
  });

  it('is refused in the caller language', async () => {
    const uk = await post('/api/incidents/v1/incident/list', { filter: { fullname: '\u0000' } }, 'uk');
    expect(uk.body.fields).toEqual({ 'filter.fullname': 'містить символ, який неможливо зберегти' });
    const ru = await post('/api/incidents/v1/incident/list', { filter: { fullname: '\u0000' } }, 'ru');
    expect(ru.body.fields).toEqual({ 'filter.fullname': 'содержит символ, который невозможно сохранить' });
  });

  it('keeps a character outside the basic plane (a surrogate pair) as text', async () => {
    const answer = await post('/api/incidents/v1/incident/list', { filter: { fullname: 'Петро 😀' } });
    expect(answer.status).toBe(200);
  });
});

describe('an id past the range of its column (found by the fuzz test)', () => {
  it.each([
    ['/api/dal/v1/delete', { term_id: 'ATM00001', org_id: 2147483648 }, 'org_id'],
    ['/api/dcb/v1/ica/list', { org_id: 2147483648 }, 'org_id'],
    ['/api/incidents/v1/user/list', { filter: { id: 9007199254740991 } }, 'filter.id'],
    [
      '/api/incidents/v1/incident/create',
      { category_domain_id: 2147483648, details: {} },
      'category_domain_id',
    ],
  ])('%s is a 400 on the field, not a failed query', async (url, body, field) => {
    const answer = await post(url, body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe('invalid value');
  });

  it('in a path is a 400 too', async () => {
    const res = await ctx.app.inject({
      url: '/api/contacts/v1/monitoring_email/9007199254740991',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Validation failed',
      code: 'validation_failed',
      fields: { org_id: 'invalid value' },
    });
  });

  it('of a bigint column (an incident id2) is still looked for', async () => {
    const answer = await post('/api/incidents/v1/incident/get', { id2: 9007199254740991 });
    expect(answer.status).toBe(404);
  });
});

describe('a path the router refuses (found by the fuzz test)', () => {
  it.each([
    ['not UTF-8', '/api/contacts/v1/%ED%BF%BF/get', 400],
    ['a parameter past the router length', `/api/contacts/v1/${'9'.repeat(1000)}/list`, 414],
  ])('%s is answered in the error shape, without the path', async (_what, url, status) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: 'language=en' },
      payload: {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: 'Invalid request', code: 'validation_failed' });
  });
});
