/**
 * List export (issue 11): every list's export holds the same rows as the list with the same filter
 * and sort (every page), as xlsx and as CSV, headers in the caller's language, under the list's own
 * rights; a list longer than the limit is refused with its count before anything is generated.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { as, orgIdOf, testContext } from '../../../test/harness.js';
import { EXPORT_ROWS_HEADER } from './file-reply.js';
import { EXPORT_ROW_LIMIT } from './list-export.js';

const ctx = testContext();

type Row = Record<string, unknown>;
type Cell = string | number | null;

async function post(login: string, url: string, payload: unknown, language = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(await as(ctx, login)), cookie: `language=${language}` },
    payload: payload as Row,
  });
}

/** Every row of a list with this body, page by page as the screen reads it. */
async function wholeList(login: string, url: string, body: Row): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const res = await post(login, url, { ...body, page_number: page, page_size: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const { list, total_count } = res.json<{ list: Row[]; total_count: number }>();
    rows.push(...list);
    if (list.length < 100 || rows.length >= total_count) return rows;
  }
}

/** A minimal reader of the CSV the export writes (`;`, "quoted", CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}

/** The export as a table of text cells (the header first), from either format. */
async function exported(
  login: string,
  url: string,
  body: Row,
  format: 'xlsx' | 'csv',
  language = 'en',
): Promise<string[][]> {
  const res = await post(login, url, { ...body, format }, language);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename=".+\\.${format}"$`));
  expect(res.headers['cache-control']).toBe('no-store');
  let table: string[][];
  if (format === 'csv') {
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    table = parseCsv(text.slice(1));
  } else {
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    table = XLSX.utils
      .sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null })
      .map((cells) => cells.map((cell) => (cell === null ? '' : String(cell))));
  }
  expect(Number(res.headers[EXPORT_ROWS_HEADER])).toBe(table.length - 1);
  return table;
}

/** The column of a table under a header. */
const column = (table: string[][], header: string): string[] => {
  const index = table[0]!.indexOf(header);
  expect(index, `${header} in ${table[0]!.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table.slice(1).map((row) => row[index]!);
};

const FORMATS = ['xlsx', 'csv'] as const;

describe.each(FORMATS)('list export as %s', (format) => {
  it('incidents: the filtered list’s rows in its order and its columns, with names, +380 phones and the masked card', async () => {
    const body = { filter: { fullname: 'Коваленко' }, sort_field: 'id', sort_order: 'ascend' };
    const list = await wholeList('alpha.analyst', '/api/incidents/v1/incident/list', body);
    expect(list.length).toBeGreaterThan(0);
    const table = await exported('alpha.analyst', '/api/incidents/v1/incident/export', body, format);
    expect(table[0]).toEqual([
      'ID',
      'Event date',
      'Organisation',
      'Category',
      'Section',
      'Full name',
      'Tax id',
      'Phones',
      'Card',
      'Passport',
      'EDRPOU',
      'Organisation name',
    ]);
    expect(column(table, 'ID')).toEqual(list.map((row) => String(row.id)));
    expect(column(table, 'Full name')).toEqual(list.map((row) => String(row.fullname)));
    const row = table[1 + list.findIndex((r) => r.inn === '3124509876')]!;
    expect(row.slice(2, 8)).toEqual([
      'Bank Alpha',
      'Money mule (person)',
      'Money mules',
      'Коваленко Андрій Петрович',
      '3124509876',
      '+380 67 123 45 01',
    ]);
    // The card as the list masks it (first 6, stars, last 4), never the whole number.
    expect(column(table, 'Card')).toEqual(list.map((r) => String(r.pan_masked ?? '')));
    expect(column(table, 'Card').filter((card) => card !== '').length).toBeGreaterThan(0);
    for (const card of column(table, 'Card').filter((c) => c !== '')) expect(card).toMatch(/^\d{6}\*+\d{4}$/);
  });

  it('incidents: the whole registry, every page, newest first as the list', async () => {
    const list = await wholeList('alpha.analyst', '/api/incidents/v1/incident/list', { filter: {} });
    const table = await exported(
      'alpha.analyst',
      '/api/incidents/v1/incident/export',
      { filter: {} },
      format,
    );
    expect(column(table, 'ID')).toEqual(list.map((row) => String(row.id)));
  });

  it('incidents: headers and names in Ukrainian for a Ukrainian caller', async () => {
    const body = { filter: { inn: '3124509876' } };
    const table = await exported('alpha.analyst', '/api/incidents/v1/incident/export', body, format, 'uk');
    expect(table[0]!.slice(0, 5)).toEqual(['ID', 'Дата події', 'Організація', 'Категорія', 'Розділ']);
    expect(table[1]!.slice(3, 5)).toEqual(['Дроп — фізична особа', 'Дропи (грошові мули)']);
  });

  it('incidents: "own only" of a Bank Alpha user holds none of Bank Beta’s rows', async () => {
    const body = { filter: { self_only: true } };
    const list = await wholeList('alpha.analyst', '/api/incidents/v1/incident/list', body);
    const table = await exported('alpha.analyst', '/api/incidents/v1/incident/export', body, format);
    expect(column(table, 'ID')).toEqual(list.map((row) => String(row.id)));
    expect(new Set(column(table, 'Organisation'))).toEqual(new Set(['Bank Alpha']));
  });

  it('casinos: the list’s rows, state in words, changed in Kyiv time', async () => {
    const body = { filter: {} };
    const list = await wholeList('alpha.analyst', '/api/incidents/v1/casino/list', body);
    expect(list.length).toBeGreaterThan(0);
    const table = await exported('alpha.analyst', '/api/incidents/v1/casino/export', body, format);
    expect(table[0]).toEqual(['ID', 'Event date', 'URL', 'Description', 'Organisation', 'State', 'Changed']);
    expect(column(table, 'URL')).toEqual(list.map((row) => String(row.url ?? '')));
    expect(new Set(column(table, 'State'))).toEqual(
      new Set(list.map((row) => (row.active ? 'active' : 'inactive'))),
    );
    expect(column(table, 'Changed')[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('categories: the category-domains of the screen', async () => {
    const res = await post('alpha.analyst', '/api/incidents/v1/incident_category_domain/list', {
      filter: {},
    });
    const list = res.json<{ list: Row[] }>().list;
    const table = await exported(
      'alpha.analyst',
      '/api/incidents/v1/incident_category_domain/export',
      { filter: {} },
      format,
    );
    expect(table[0]).toEqual([
      'ID',
      'Category',
      'Section',
      'Description',
      'State',
      'Form fields',
      'Required fields',
    ]);
    expect(column(table, 'Category')).toEqual(list.map((row) => String(row.name)));
    // The form fields and required sets as the list names them, not the stored field names.
    const mule = table[1 + list.findIndex((row) => row.name === 'Money mule (person)')]!;
    expect(mule[5]).toBe(
      'Event date, Full name, Tax id (INN), Passport, Phones, Card number, E-mail, ERDR number, ERDR date, Description',
    );
    const sets = (
      list.find((row) => row.name === 'Money mule (person)')!.required_sets as { name: string }[]
    ).map((set) => set.name);
    expect(mule[6]).toBe(`${sets[0]}: Full name + Tax id (INN)\n${sets[1]}: Full name + Passport`);
  });

  it.each([
    ['BINs', '/api/dcb/v1', { filter: { org_id: 'alpha' } }, 'BIN', 'bin'],
    ['acquirer IDs', '/api/acquiring/v1', { filter: {} }, 'Acquirer ID', 'id'],
    ['ATMs', '/api/dal/v1', { filter: {} }, 'Terminal ID', 'term_id'],
  ] as const)('%s: the list’s rows in its order', async (_name, base, body, header, key) => {
    const filter = { ...body.filter } as Row;
    if (filter.org_id === 'alpha') filter.org_id = await orgIdOf(ctx, 'Bank Alpha');
    const list = await wholeList('alpha.analyst', `${base}/list`, { filter });
    expect(list.length).toBeGreaterThan(0);
    const table = await exported('alpha.analyst', `${base}/export`, { filter }, format);
    expect(column(table, header)).toEqual(list.map((row) => String(row[key])));
    expect(column(table, 'Updated')[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it.each([
    ['banks', ['Name', 'MFO', 'EDRPOU', 'Monitoring e-mail', 'Phones']],
    ['cyber', ['Name', 'Region', 'E-mail', 'Phones']],
    ['orgs', ['Name', 'Type', 'EDRPOU', 'E-mail', 'Phones']],
  ] as const)('contacts %s: the list’s rows with its columns', async (kind, headers) => {
    const list = await wholeList('beta.expert', `/api/contacts/v1/${kind}/list`, { filter: {} });
    expect(list.length).toBeGreaterThan(0);
    const table = await exported('beta.expert', `/api/contacts/v1/${kind}/export`, { filter: {} }, format);
    expect(table[0]!.slice(0, headers.length)).toEqual(headers);
    expect(column(table, 'Name')).toEqual(list.map((row) => String(row.name)));
    const phones = column(table, 'Phones').filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    for (const cell of phones) expect(cell).toMatch(/^\+\d/);
  });
});

describe('list export: rights', () => {
  it.each([
    '/api/incidents/v1/incident/export',
    '/api/incidents/v1/casino/export',
    '/api/incidents/v1/incident_category_domain/export',
    '/api/dcb/v1/export',
    '/api/dal/v1/export',
    '/api/acquiring/v1/export',
    '/api/contacts/v1/banks/export',
  ])('refuses %s to a forum reader, as the list does', async (url) => {
    const res = await post('alpha.viewer', url, { filter: {}, format: 'csv' });
    expect(res.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url, payload: { filter: {}, format: 'csv' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names a missing or unknown format', async () => {
    const res = await post('alpha.analyst', '/api/dcb/v1/export', { filter: {}, format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as Row)).toEqual(['format']);
  });
});

describe('list export: CSV cells', () => {
  it('keeps a cell that a spreadsheet would run as a formula as text', async () => {
    const alpha = await orgIdOf(ctx, 'Bank Alpha');
    await ctx.database.pool.query(
      `insert into bins (bin, org_id, card_system_id, bid, notes) values ('47770001', $1, 1, '00000001', $2)`,
      [alpha, '=HYPERLINK("http://x.example";"a;b")'],
    );
    const table = await exported(
      'alpha.analyst',
      '/api/dcb/v1/export',
      { filter: { bin: '47770001' } },
      'csv',
    );
    expect(column(table, 'Notes')).toEqual([`'=HYPERLINK("http://x.example";"a;b")`]);
  });
});

describe('list export: the limit', () => {
  it(`exports a list of many pages whole, and refuses one over ${EXPORT_ROW_LIMIT} rows`, async () => {
    const alpha = await orgIdOf(ctx, 'Bank Alpha');
    // BINs 50000000… 50050000: one more than the limit, with no other BIN under the prefix 500.
    await ctx.database.pool.query(
      `insert into bins (bin, org_id, card_system_id, ica)
       select '5' || lpad(n::text, 7, '0'), $1, 2, '000001' from generate_series(0, $2::int) n`,
      [alpha, EXPORT_ROW_LIMIT],
    );
    const tenThousand = { filter: { bin: '5000' }, sort_field: 'bin', sort_order: 'ascend' };
    const table = await exported('alpha.analyst', '/api/dcb/v1/export', tenThousand, 'csv');
    const bins = column(table, 'BIN');
    expect(bins).toHaveLength(10_000);
    expect(bins[0]).toBe('50000000');
    expect(bins.at(-1)).toBe('50009999');
    expect(new Set(bins).size).toBe(10_000);

    for (const [language, text] of [
      ['en', `The list has ${EXPORT_ROW_LIMIT + 1} rows; an export holds at most ${EXPORT_ROW_LIMIT}.`],
      ['uk', `У списку ${EXPORT_ROW_LIMIT + 1} рядків; експорт вміщує не більше ${EXPORT_ROW_LIMIT}.`],
    ] as const) {
      const res = await post(
        'alpha.analyst',
        '/api/dcb/v1/export',
        { filter: { bin: '500' }, format: 'xlsx' },
        language,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(text);
    }
  });
});
