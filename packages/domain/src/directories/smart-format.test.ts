import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  checkFormatTitleUnique,
  checkMappingRow,
  copyFormatTitle,
  numberRepeatedFields,
  separatorHexCode,
  smartFormatSchema,
} from './smart-format.js';

const FORMAT = {
  n: 0,
  title: 'Privat export',
  fields: ['date_time', 'amount', 'currency_code', 'notes', 'skip', 'notes'],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  amount_use_semicolon: true,
  term_types: [
    { k: 'ATM', v: 'atm' },
    { k: '*', v: 'pos' },
  ],
  tran_types: [
    { k: 'CASH', v: 'cash', t: 'atm' },
    { k: 'CASH', v: 'other', t: 'pos' },
  ],
};

describe('smart-zone format form (spec 3 §5)', () => {
  it('accepts a format and defaults disable to false', () => {
    expect(smartFormatSchema.parse(FORMAT)).toMatchObject({
      title: 'Privat export',
      disable: false,
      dt_separator: ' ',
    });
  });

  it.each([
    ['"title required"', { title: ' ' }, [{ field: 'title', key: 'required_field' }]],
    ['"max 80"', { title: 't'.repeat(81) }, [{ field: 'title', key: 'max_length', params: { count: 80 } }]],
    ['title 80 is fine', { title: 't'.repeat(80) }, []],
    [
      '"data_format ... 6 to 10": 5',
      { data_format: 'DD.MM' },
      [{ field: 'data_format', key: 'min_length', params: { count: 6 } }],
    ],
    [
      'data_format 11',
      { data_format: 'DD.MM.YYYYY' },
      [{ field: 'data_format', key: 'max_length', params: { count: 10 } }],
    ],
    [
      '"time_format ... 4 to 8": 3',
      { time_format: 'HHm' },
      [{ field: 'time_format', key: 'min_length', params: { count: 4 } }],
    ],
    [
      'time_format 9',
      { time_format: 'HH:mm:ss.' },
      [{ field: 'time_format', key: 'max_length', params: { count: 8 } }],
    ],
    [
      '"dt_separator ... a single character": two',
      { dt_separator: '--' },
      [{ field: 'dt_separator', key: 'single_character' }],
    ],
    ['dt_separator empty', { dt_separator: '' }, [{ field: 'dt_separator', key: 'required_field' }]],
    [
      '"amount_use_semicolon required"',
      { amount_use_semicolon: undefined },
      [{ field: 'amount_use_semicolon', key: 'required_field' }],
    ],
    ['fields required', { fields: [] }, [{ field: 'fields', key: 'required_field' }]],
    ['unknown field key', { fields: ['date_time', 'cvv'] }, [{ field: 'fields.1', key: 'invalid_value' }]],
    [
      '"Only notes and skip may be chosen several times"',
      { fields: ['date_time', 'amount', 'amount'] },
      [{ field: 'fields.2', key: 'format_field_repeated' }],
    ],
    [
      '"row key max 40"',
      { term_types: [{ k: 'k'.repeat(41), v: 'atm' }] },
      [{ field: 'term_types.0.k', key: 'max_length', params: { count: 40 } }],
    ],
    [
      '"term type required"',
      { term_types: [{ k: 'ATM' }] },
      [{ field: 'term_types.0.v', key: 'term_type_required' }],
    ],
    [
      '"tran type required"',
      { tran_types: [{ k: 'CASH', v: '' }] },
      [{ field: 'tran_types.0.v', key: 'tran_type_required' }],
    ],
    [
      '"key and value required"',
      { term_types: [{ k: '', v: 'atm' }] },
      [{ field: 'term_types.0.k', key: 'key_value_required' }],
    ],
    [
      '"names must be unique"',
      {
        term_types: [
          { k: 'ATM', v: 'atm' },
          { k: 'ATM', v: 'pos' },
        ],
      },
      [{ field: 'term_types.1.k', key: 'mapping_key_not_unique' }],
    ],
    [
      'tran type keys repeat per terminal type only',
      {
        tran_types: [
          { k: 'CASH', v: 'cash', t: 'atm' },
          { k: 'CASH', v: 'cash', t: 'atm' },
        ],
      },
      [{ field: 'tran_types.1.k', key: 'mapping_key_not_unique' }],
    ],
  ])('%s', (_name, change, expected) => {
    expect(fieldErrorsOf(smartFormatSchema, { ...FORMAT, ...change })).toEqual(expected);
  });
});

describe('format helpers', () => {
  it.each([
    ['Privat', [{ n: 1, title: 'Mono' }], 0, null],
    ['Mono', [{ n: 1, title: 'Mono ' }], 0, 'format_title_not_unique'],
    ['Mono', [{ n: 1, title: 'Mono' }], 1, null],
  ])('checkFormatTitleUnique(%j, %o, self %s) → %s', (title, formats, self, expected) => {
    expect(checkFormatTitleUnique(title, formats, self)).toBe(expected);
  });

  it('"appends \' (copy {date})\' to the title" within 80 characters', () => {
    expect(copyFormatTitle('Mono', '01.06.2024')).toBe('Mono (copy 01.06.2024)');
    expect(copyFormatTitle('t'.repeat(80), '01.06.2024')).toHaveLength(80);
  });

  it('"they are then numbered"', () => {
    expect(numberRepeatedFields(['date', 'notes', 'skip', 'notes', 'amount'])).toEqual([
      'date',
      'notes 1',
      'skip',
      'notes 2',
      'amount',
    ]);
  });

  it.each([
    [{ k: '', v: '' }, 'term', 'key_value_required'],
    [{ k: 'ATM', v: '' }, 'term', 'term_type_required'],
    [{ k: 'CASH' }, 'tran', 'tran_type_required'],
    [{ k: ' ', v: 'cash' }, 'tran', 'key_value_required'],
    [{ k: 'ATM', v: 'atm' }, 'term', null],
  ] as const)('checkMappingRow(%o, %s) → %s', (row, kind, expected) => {
    expect(checkMappingRow(row, kind)).toBe(expected);
  });

  it.each([
    [';', '0x3B'],
    [' ', '0x20'],
    ['\t', '0x09'],
    ['', ''],
  ])('separatorHexCode(%j) → %s ("its hex code is displayed")', (separator, expected) => {
    expect(separatorHexCode(separator)).toBe(expected);
  });
});
