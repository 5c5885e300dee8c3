/**
 * The analytics export (decision 0044 "Analytics export"): the screen's tables as xlsx (a sheet each)
 * or CSV, in the caller's language, under the screen's guard and organisation scope.
 */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, as, orgIdOf, postAs, testContext } from '../../../test/harness.js';
import { EXPORT_ROWS_HEADER } from '../../platform/export/file-reply.js';

const ctx = testContext();
const BASE = '/api/mcs/v2/analytics';
// A period of its own, far before any demo check, so the counts are these tests' rows only.
const FILTER = { date_from: '2001-02-01', date_to: '2001-02-28' };

async function exportAs(login: string, body: Json, language = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/export`,
    headers: { ...(await as(ctx, login)), cookie: `language=${language}` },
    payload: body,
  });
}

/** A sheet as rows of cells, its header first. */
const rowsOf = (sheet: XLSX.WorkSheet): unknown[][] =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });

/** The CSV's lines as cells (the export quotes nothing in these tables). */
const csvRows = (text: string): string[][] =>
  text
    .split('\r\n')
    .slice(0, -1)
    .map((line) => (line === '' ? [] : line.split(';')));

beforeAll(async () => {
  const alpha = await orgIdOf(ctx, 'Bank Alpha');
  const beta = await orgIdOf(ctx, 'Bank Beta');
  const check = (
    org: number,
    at: string,
    operator: string,
    status: string,
    sim: string | null,
    cf: string | null,
  ) =>
    ctx.database.pool.query(
      `insert into mcs_checks (org_id, user_name, phone, depth_days, consent, operator, status, sim_changed, call_forwarding, created_at)
       values ($1, 'Test', '380671234561', 30, true, $2, $3, $4, $5, $6)`,
      [org, operator, status, sim, cf, at],
    );
  await check(alpha, '2001-02-03T10:00:00+02:00', 'kyivstar', 'answered', 'yes', 'yes');
  await check(alpha, '2001-02-03T23:30:00+02:00', 'kyivstar', 'answered', 'no', 'no');
  await check(
    alpha,
    '2001-02-05T09:00:00+02:00',
    'vodafone',
    'answered',
    'another_operator_or_not_active',
    'unknown',
  );
  await check(alpha, '2001-02-05T09:30:00+02:00', 'lifecell', 'failed', null, null);
  await check(beta, '2001-02-04T12:00:00+02:00', 'vodafone', 'answered', 'yes', 'unknown');
});

describe('the mobile check analytics export', () => {
  it('xlsx: a sheet per chart, named by its title, holding the rows of the analytics answer in words', async () => {
    const answer = await postAs(ctx, 'alpha.analyst', `${BASE}/checks`, { filter: FILTER });
    expect(answer.status).toBe(200);
    const res = await exportAs('alpha.analyst', { filter: FILTER, format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="mcs-analytics-2001-02-01-2001-02-28.xlsx"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe('13');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      'Checks per day',
      'Per operator',
      'Per SIM change',
      'Per call forwarding',
    ]);
    const sheet = (index: number) => rowsOf(book.Sheets[book.SheetNames[index]!]!);
    // The same counts as the screen's answer, key by key.
    const counts = (chart: string) => (answer.body[chart] as { count: number }[]).map((row) => row.count);
    expect(
      sheet(0)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(counts('day'));
    expect(
      sheet(1)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(counts('operator'));
    expect(
      sheet(2)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(counts('sim_changed'));
    expect(
      sheet(3)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(counts('call_forwarding'));
    expect(sheet(0)).toEqual([
      ['Day', 'Checks'],
      ['03.02.2001', 2],
      ['05.02.2001', 2],
    ]);
    expect(sheet(1)).toEqual([
      ['Operator', 'Checks'],
      ['Kyivstar', 2],
      ['lifecell', 1],
      ['Vodafone', 1],
    ]);
    expect(sheet(2)).toEqual([
      ['SIM changed', 'Checks'],
      ['Another operator or not active', 1],
      ['Failed', 1],
      ['SIM changed: no', 1],
      ['SIM changed: yes', 1],
    ]);
    expect(sheet(3)).toEqual([
      ['Call forwarding', 'Checks'],
      ['Failed', 1],
      ['Call forwarding: no', 1],
      ['Call forwarding: unknown', 1],
      ['Call forwarding: yes', 1],
    ]);
  });

  it('CSV: a BOM, then each table under its title in the caller’s language', async () => {
    const res = await exportAs('alpha.analyst', { filter: FILTER, format: 'csv' }, 'uk');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="mcs-analytics-2001-02-01-2001-02-28.csv"',
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRows(text.slice(1));
    expect(rows.slice(0, 5)).toEqual([
      ['Перевірки за днями'],
      ['День', 'Перевірок'],
      ['03.02.2001', '2'],
      ['05.02.2001', '2'],
      [],
    ]);
    expect(rows).toContainEqual(['За заміною SIM']);
    expect(rows).toContainEqual(['Заміна SIM', 'Перевірок']);
    expect(rows).toContainEqual(['Заміна SIM: так', '1']);
    expect(rows).toContainEqual(['Переадресація', 'Перевірок']);
    expect(rows).toContainEqual(['Переадресація: невідомо', '1']);
  });

  it('CSV of one chosen chart: that table alone, in Russian', async () => {
    const res = await exportAs('alpha.analyst', { filter: FILTER, format: 'csv', chart: 'operator' }, 'ru');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="mcs-analytics-operator-2001-02-01-2001-02-28.csv"',
    );
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe('3');
    expect(csvRows(res.rawPayload.toString('utf8').slice(1))).toEqual([
      ['Оператор', 'Проверок'],
      ['Kyivstar', '2'],
      ['lifecell', '1'],
      ['Vodafone', '1'],
    ]);
  });
});

describe('the analytics export’s rights and filter', () => {
  it('U1004 exports its own organisation even when another bank is asked for; E1004 that bank', async () => {
    const beta = await orgIdOf(ctx, 'Bank Beta');
    const own = await exportAs('alpha.analyst', {
      filter: { ...FILTER, org_id: beta },
      format: 'csv',
      chart: 'day',
    });
    expect(own.statusCode).toBe(200);
    expect(csvRows(own.rawPayload.toString('utf8').slice(1)).slice(1)).toEqual([
      ['03.02.2001', '2'],
      ['05.02.2001', '2'],
    ]);
    const other = await exportAs('beta.expert', {
      filter: { ...FILTER, org_id: beta },
      format: 'csv',
      chart: 'day',
    });
    expect(other.statusCode).toBe(200);
    expect(csvRows(other.rawPayload.toString('utf8').slice(1)).slice(1)).toEqual([['04.02.2001', '1']]);
  });

  it('a user without U1004/E1004 is refused with 403 in the one error shape', async () => {
    const res = await exportAs('alpha.viewer', { filter: FILTER, format: 'xlsx' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Insufficient permissions!', code: 'forbidden' });
  });

  it('a period that ends before it starts is a 400 with the domain’s message', async () => {
    const res = await exportAs('alpha.analyst', {
      filter: { date_from: '2001-02-28', date_to: '2001-02-01' },
      format: 'xlsx',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Validation failed',
      code: 'validation_failed',
      fields: { 'filter.date_to': 'invalid value' },
    });
  });
});
