import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index.js';
import { checkHeader, parseRow } from '../sheet.js';
import { INCIDENT_UPLOAD_SHEET, checkUploadCreator, phonesCell } from './upload.js';

const ALL_COLUMNS = [
  'event_date',
  'inn',
  'passport_id',
  'fullname',
  'phones',
  'pan',
  'ip',
  'email',
  'egrpou',
  'org_name',
  'erdr_number',
  'erdr_date',
  'url',
  'description',
];

describe('incident upload header — "must contain event_date; the other 13 columns are optional; case-sensitive"', () => {
  const headerError = {
    key: 'upload_columns_header',
    params: { columns: ALL_COLUMNS.join(', ') },
  };

  it.each([
    ['all 14 columns', ALL_COLUMNS, null],
    ['event_date alone', ['event_date'], null],
    ['any order, empty cells ignored', ['pan', '', 'event_date', null], null],
    ['without event_date', ['inn', 'pan'], headerError],
    ['"Names are case-sensitive"', ['Event_Date', 'inn'], headerError],
    ['an unknown column', ['event_date', 'iban'], headerError],
    ['a repeated column', ['event_date', 'inn', 'inn'], headerError],
  ])('%s', (_name, header, expected) => {
    expect(checkHeader(header, INCIDENT_UPLOAD_SHEET)).toEqual(expected);
  });

  it('names the 14 columns in the template order', () => {
    expect(INCIDENT_UPLOAD_SHEET.names).toEqual(ALL_COLUMNS);
  });

  it('the message starts with the spec wording', () => {
    expect(translate('upload_columns_header', 'en', { columns: 'event_date' })).toBe(
      'Columns must have the following case-sensitive names: event_date',
    );
  });
});

describe('incident upload rows', () => {
  it('"Numbers become text; values are trimmed"', () => {
    const result = parseRow(
      { event_date: ' 01.06.2024 ', inn: 1234567890, egrpou: 12345678, fullname: '  Іван Петренко  ' },
      2,
      INCIDENT_UPLOAD_SHEET,
    );
    expect(result).toEqual({
      value: {
        event_date: '01.06.2024',
        inn: '1234567890',
        passport_id: '',
        fullname: 'Іван Петренко',
        phones: [],
        pan: '',
        ip: '',
        email: '',
        egrpou: '12345678',
        org_name: '',
        erdr_number: '',
        erdr_date: '',
        url: '',
        description: '',
      },
    });
  });

  it('writes a date cell as dd.MM.yyyy', () => {
    const result = parseRow({ event_date: new Date(Date.UTC(2024, 5, 1)) }, 2, INCIDENT_UPLOAD_SHEET);
    expect('value' in result && result.value.event_date).toBe('01.06.2024');
  });

  it.each([
    [
      '"empty event_date gives Invalid cell value - is empty"',
      { event_date: '' },
      'event_date',
      'cell_empty',
      {},
    ],
    ['missing event_date', {}, 'event_date', 'cell_empty', {}],
    ['"wrong type gives Invalid cell type"', { event_date: true }, 'event_date', 'cell_type', {}],
    ['event_date 11', { event_date: '01.06.20245' }, 'event_date', 'cell_too_long', { count: 10 }],
    ['inn 11', { event_date: '01.06.2024', inn: '12345678901' }, 'inn', 'cell_too_long', { count: 10 }],
    [
      'fullname 51',
      { event_date: '01.06.2024', fullname: 'а'.repeat(51) },
      'fullname',
      'cell_too_long',
      { count: 50 },
    ],
    [
      'passport_id 10',
      { event_date: '01.06.2024', passport_id: 'АВ12345678' },
      'passport_id',
      'cell_too_long',
      { count: 9 },
    ],
    [
      'phone number 13',
      { event_date: '01.06.2024', phones: '3805012345678,1' },
      'phones',
      'cell_too_long',
      { count: 12 },
    ],
    ['egrpou 9', { event_date: '01.06.2024', egrpou: '123456789' }, 'egrpou', 'cell_too_long', { count: 8 }],
    [
      'org_name 101',
      { event_date: '01.06.2024', org_name: 'о'.repeat(101) },
      'org_name',
      'cell_too_long',
      { count: 100 },
    ],
    [
      'erdr_number 18',
      { event_date: '01.06.2024', erdr_number: '1'.repeat(18) },
      'erdr_number',
      'cell_too_long',
      { count: 17 },
    ],
    [
      'erdr_date 11',
      { event_date: '01.06.2024', erdr_date: '01.06.20244' },
      'erdr_date',
      'cell_too_long',
      { count: 10 },
    ],
    ['pan 20', { event_date: '01.06.2024', pan: '1'.repeat(20) }, 'pan', 'cell_too_long', { count: 19 }],
    ['ip 40', { event_date: '01.06.2024', ip: '1'.repeat(40) }, 'ip', 'cell_too_long', { count: 39 }],
    [
      'email 61',
      { event_date: '01.06.2024', email: 'e'.repeat(61) },
      'email',
      'cell_too_long',
      { count: 60 },
    ],
    [
      'url 18 ("url 17", as the spec says)',
      { event_date: '01.06.2024', url: 'https://abcd.ua/xy' },
      'url',
      'cell_too_long',
      { count: 17 },
    ],
    [
      'description 4001',
      { event_date: '01.06.2024', description: 'd'.repeat(4001) },
      'description',
      'cell_too_long',
      { count: 4000 },
    ],
  ])('%s', (_name, row, column, key, params) => {
    expect(parseRow(row, 7, INCIDENT_UPLOAD_SHEET)).toEqual({
      errors: [{ row: 7, column, key, params: { ...params, row: 7, column } }],
    });
  });

  it('reports every bad cell of a row, and the message names row and column', () => {
    const result = parseRow({ event_date: '', inn: '12345678901' }, 3, INCIDENT_UPLOAD_SHEET);
    expect(
      'errors' in result && result.errors.map((error) => translate(error.key, 'en', error.params)),
    ).toEqual([
      'Invalid cell value - is empty (row 3, event_date)',
      'Invalid cell value - more than 10 characters (row 3, inn)',
    ]);
  });

  it.each([
    ['url 17 fits', 'https://abcd.ua/x'],
    ['description 4000 fits', undefined],
  ])('%s', (_name, url) => {
    const row = url
      ? { event_date: '01.06.2024', url }
      : { event_date: '01.06.2024', description: 'd'.repeat(4000) };
    expect('value' in parseRow(row, 2, INCIDENT_UPLOAD_SHEET)).toBe(true);
  });
});

describe('phones cell — "\'number,type;...\'; a missing or out-of-range type becomes 1"', () => {
  it.each([
    [
      '380501234567,2;0671112233,3',
      [
        { number: '380501234567', type: 2 },
        { number: '380671112233', type: 3 },
      ],
    ],
    ['380501234567', [{ number: '380501234567', type: 1 }]],
    ['380501234567,', [{ number: '380501234567', type: 1 }]],
    ['380501234567,9', [{ number: '380501234567', type: 1 }]],
    ['380501234567,0', [{ number: '380501234567', type: 1 }]],
    ['380501234567,x', [{ number: '380501234567', type: 1 }]],
    [' 050 123 45 67 , 4 ; ', [{ number: '380501234567', type: 4 }]],
    [';;', []],
    ['', []],
    [380501234567, [{ number: '380501234567', type: 1 }]],
  ])('%j → %o', (cell, expected) => {
    expect(phonesCell().parse(cell)).toEqual({ ok: true, value: expected });
  });

  it('a boolean cell is of the wrong type', () => {
    expect(phonesCell().parse(false)).toEqual({ ok: false, issue: { key: 'cell_type' } });
  });
});

describe('checkUploadCreator — "Select a creator organization", "Select a creator user"', () => {
  it.each([
    [{ extended: false }, null],
    [{ extended: true }, 'select_creator_org'],
    [{ extended: true, creatorOrgId: 5 }, 'select_creator_user'],
    [{ extended: true, creatorOrgId: 5, creatorUserId: 9 }, null],
  ])('%o → %s', (input, expected) => {
    expect(checkUploadCreator(input)).toBe(expected);
  });
});
