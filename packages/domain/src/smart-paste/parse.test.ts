import { describe, expect, it } from 'vitest';
import { smartFormatSchema } from '../directories/smart-format.js';
import { parseSmartPaste } from './parse.js';

// What a paste does as a whole: lines, blanks, headers, the offline list and the row limits.

const NOW = new Date('2026-11-25T12:00:00Z');

const FORMAT = smartFormatSchema.parse({
  n: 0,
  title: 'Alpha Excel',
  fields: [
    'date',
    'time',
    'pan',
    'amount',
    'currency_code',
    'term_type',
    'acquirer_id',
    'terminal_id',
    'merchant_name',
  ],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  amount_use_semicolon: false,
  term_types: [
    { k: 'ATM', v: 'atm' },
    { k: 'POS', v: 'pos' },
    { k: 'ECOM', v: 'online' },
  ],
  tran_types: [
    { k: '*', v: 'cash', t: 'atm' },
    { k: '*', v: 'other' },
  ],
});

const HEADER = 'Дата\tЧас\tКартка\tСума\tВалюта\tТип\tЕквайр\tТермінал\tТорговець';
const POS = '24.11.2026\t09:15:02\t5168750123456789\t1250.17\tUAH\tPOS\t414962\tS1A2B3C4\tСільпо';
const ATM = '24.11.2026\t09:47:55\t4149620034567817\t500.00\tUAH\tATM\t305299\tA0012345\tПриватБанк АТМ';
const ECOM = '24.11.2026\t10:30:00\t4405889000112234\t89.90\tUAH\tECOM\t322001\t\tROZETKA.UA';

const outcomes = (text: string, variant: 'simple' | 'full' | 'offline' = 'full') =>
  parseSmartPaste(FORMAT, text, { variant, now: NOW }).rows.map((row) => [row.line, row.outcome, row.index]);

describe('lines', () => {
  it('skips a header row and blank lines, and numbers every line of a Windows paste', () => {
    expect(outcomes(`${HEADER}\r\n${POS}\r\n\r\n   \r\n${ATM}\r\n`)).toEqual([
      [1, 'header', null],
      [2, 'accepted', 0],
      [3, 'blank', null],
      [4, 'blank', null],
      [5, 'accepted', 1],
    ]);
  });

  it('ends lines at \\n and at a lone \\r (old Mac exports) as well', () => {
    expect(outcomes(`${POS}\n${ATM}\r${ECOM}`)).toEqual([
      [1, 'accepted', 0],
      [2, 'accepted', 1],
      [3, 'accepted', 2],
    ]);
  });

  it('takes a byte-order mark off the first line', () => {
    expect(outcomes(`\uFEFF${HEADER}\n${POS}`)).toEqual([
      [1, 'header', null],
      [2, 'accepted', 0],
    ]);
  });

  it('refuses, not skips, a data row whose date is broken: it holds a card number and an amount', () => {
    const result = parseSmartPaste(FORMAT, POS.replace('24.11.2026', '2026/11/24'), {
      variant: 'full',
      now: NOW,
    });
    expect(result.rows).toEqual([
      {
        line: 1,
        outcome: 'refused',
        index: null,
        problems: [
          {
            field: 'date_time',
            message: 'paste_date_mismatch',
            value: '2026/11/24 09:15:02',
            params: { format: 'DD.MM.YYYY HH:mm:ss' },
          },
        ],
      },
    ]);
  });

  it('reads a row with fewer cells than the format lists, the missing ones empty', () => {
    const result = parseSmartPaste(FORMAT, '24.11.2026\t09:15:02\t5168750123456789\t1250.17\tUAH\tPOS', {
      variant: 'full',
      now: NOW,
    });
    expect(result.rows[0]).toMatchObject({ outcome: 'refused' });
    expect(result.rows[0]?.problems.map((problem) => [problem.field, problem.message])).toEqual([
      ['acquirer_id', 'required_field'],
      ['merchant_name', 'required_field'],
      ['terminal_id', 'required_field'],
    ]);
  });
});

describe('the offline list (card-use places)', () => {
  it('skips online rows with a warning and keeps ATM and POS rows', () => {
    const result = parseSmartPaste(FORMAT, [POS, ECOM, ATM].join('\n'), { variant: 'offline', now: NOW });
    expect(result.rows).toEqual([
      { line: 1, outcome: 'accepted', index: 0, problems: [] },
      {
        line: 2,
        outcome: 'skipped',
        index: null,
        problems: [
          { field: 'term_type', message: 'online_rows_skipped', value: 'ECOM', params: { count: 1 } },
        ],
      },
      { line: 3, outcome: 'accepted', index: 1, problems: [] },
    ]);
    expect(result.list.map((tran) => tran.term_type)).toEqual(['pos', 'atm']);
  });

  it('keeps online rows in the full list', () => {
    expect(outcomes(ECOM, 'full')).toEqual([[1, 'accepted', 0]]);
  });
});

describe('row limits per variant (40 simple, 100 full, 30 offline)', () => {
  const rows = (count: number) => Array.from({ length: count }, () => POS).join('\n');

  it.each([
    ['simple', 40],
    ['full', 100],
    ['offline', 30],
  ] as const)('%s keeps %i rows and refuses the next with too_many_transactions', (variant, limit) => {
    const result = parseSmartPaste(FORMAT, rows(limit + 2), { variant, now: NOW });
    expect(result.list).toHaveLength(limit);
    expect(result.rows[limit - 1]).toMatchObject({ outcome: 'accepted', index: limit - 1 });
    expect(result.rows.slice(limit)).toEqual(
      [limit + 1, limit + 2].map((line) => ({
        line,
        outcome: 'refused',
        index: null,
        problems: [{ field: '', message: 'too_many_transactions', value: POS, params: { count: limit } }],
      })),
    );
  });

  it('counts only kept rows: headers, blanks, refused and skipped rows leave room', () => {
    const refused = POS.replace('5168750123456789', 'x').replace('1250.17', 'y');
    const text = [HEADER, '', refused, ECOM, rows(30)].join('\n');
    const result = parseSmartPaste(FORMAT, text, { variant: 'offline', now: NOW });
    expect(result.list).toHaveLength(30);
    expect(result.rows.map((row) => row.outcome).slice(0, 4)).toEqual([
      'header',
      'blank',
      'refused',
      'skipped',
    ]);
    expect(result.rows.filter((row) => row.outcome === 'refused')).toHaveLength(1);
  });
});

describe('the simplified list', () => {
  it('keeps date, amount and currency only, and ignores problems in the other columns', () => {
    const row = '24.11.2026\t09:15:02\tnot a card\t1250.17\tUAH\tKIOSK\tabc\t\t';
    const result = parseSmartPaste(FORMAT, row, { variant: 'simple', now: NOW });
    expect(result.rows[0]).toEqual({ line: 1, outcome: 'accepted', index: 0, problems: [] });
    expect(result.list).toEqual([
      {
        date_time: '24.11.2026 09:15:02',
        term_type: null,
        tran_type: null,
        amount: '1250.17',
        currency_code: '980',
        pan: null,
        iban: null,
        phone: null,
        acquirer_id: null,
        terminal_id: null,
        merchant_id: null,
        merchant_name: null,
        city: null,
        country_code: null,
        transaction_notes: null,
        recipient_cardholder_id: null,
        recipient_cardholder_name: null,
      },
    ]);
  });
});

describe('formats', () => {
  it('reads midnight when the format has a date column and no time column', () => {
    const format = { ...FORMAT, fields: ['date', 'amount', 'currency_code'] as typeof FORMAT.fields };
    const result = parseSmartPaste(format, '24.11.2026\t100.00\tUAH', { variant: 'simple', now: NOW });
    expect(result.list[0]?.date_time).toBe('24.11.2026 00:00:00');
  });

  it('refuses every row when the data format names no day, month and year', () => {
    const format = { ...FORMAT, data_format: 'DD.MM.QQQQ' };
    const result = parseSmartPaste(format, POS, { variant: 'full', now: NOW });
    expect(result.rows[0]).toMatchObject({
      outcome: 'refused',
      problems: [{ field: 'date_time', message: 'paste_date_mismatch' }],
    });
  });

  it('caps notes at the typed form’s 255 characters', () => {
    const format = { ...FORMAT, fields: [...FORMAT.fields, 'notes', 'notes'] as typeof FORMAT.fields };
    const result = parseSmartPaste(format, `${POS}\t${'а'.repeat(200)}\t${'б'.repeat(60)}`, {
      variant: 'full',
      now: NOW,
    });
    expect(result.rows[0]).toMatchObject({
      outcome: 'flagged',
      problems: [{ field: 'transaction_notes', message: 'max_length', params: { count: 255 } }],
    });
    expect(result.list[0]?.transaction_notes).toBeNull();
  });
});
