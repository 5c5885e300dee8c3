import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index.js';
import { checkHeader, parseRow } from '../sheet.js';
import { ATM_UPLOAD_SHEET } from './atm-upload.js';

const HEADER = ['term_id', 'region', 'city', 'address', 'location_description'];
const ROW = {
  term_id: 'ATM12345',
  region: 'Київська',
  city: 'Київ',
  address: 'Хрещатик, 1',
  location_description: 'ТЦ',
};

describe('ATM upload header — "case-sensitive columns term_id, region, city, address, location_description"', () => {
  const error = {
    key: 'upload_columns_header',
    params: { columns: 'term_id, region, city, address, location_description, katottg, latitude, longitude' },
  };
  it.each([
    ['the five columns', HEADER, null],
    ['with the optional ones', [...HEADER, 'katottg', 'latitude', 'longitude'], null],
    ['without address', ['term_id', 'region', 'city', 'location_description'], error],
    ['Term_ID', ['Term_ID', 'region', 'city', 'address', 'location_description'], error],
  ])('%s', (_name, header, expected) => {
    expect(checkHeader(header, ATM_UPLOAD_SHEET)).toEqual(expected);
  });
});

describe('ATM upload rows', () => {
  it('"a number is converted to text, trimmed and uppercased"; defaults applied', () => {
    expect(
      parseRow({ ...ROW, term_id: 12345, address: '', location_description: '' }, 2, ATM_UPLOAD_SHEET),
    ).toEqual({
      value: {
        term_id: '12345',
        region: 'Київська',
        city: 'Київ',
        address: '-',
        location_description: '',
        katottg: '',
        latitude: 0,
        longitude: 0,
      },
    });
  });

  it.each([
    ['term_id lower case is upper-cased', { term_id: ' atm12345 ' }, 'term_id', 'ATM12345'],
    [
      'location_description "over 150 is cut to 150"',
      { location_description: 'd'.repeat(160) },
      'location_description',
      'd'.repeat(150),
    ],
    [
      'katottg "a number gets the prefix UA"',
      { katottg: '80000000000093317' },
      'katottg',
      'UA80000000000093317',
    ],
    ['katottg text', { katottg: 'ua80000000000093317' }, 'katottg', 'UA80000000000093317'],
    ['"a comma decimal separator is accepted"', { latitude: '50,4501' }, 'latitude', 50.4501],
    ['a number cell', { longitude: 30.5234 }, 'longitude', 30.5234],
    [
      'a latitude copied from a map is rounded to 6 decimals',
      { latitude: 50.45012345678 },
      'latitude',
      50.450123,
    ],
    ['so is a longitude typed as text', { longitude: '30,52341234' }, 'longitude', 30.523412],
  ])('%s', (_name, change, column, expected) => {
    const result = parseRow({ ...ROW, ...change }, 2, ATM_UPLOAD_SHEET);
    expect('value' in result && result.value[column as keyof typeof result.value]).toEqual(expected);
  });

  it.each([
    [
      'a 17-digit numeric cell (not exact in a spreadsheet) must be text',
      Number('80000000000093317'),
      'cell_katottg_as_number',
    ],
    ['a short number is unknown', 12345678901234, 'cell_unknown_katottg'],
    ['a fraction is unknown', 1.5, 'cell_unknown_katottg'],
  ])('katottg: %s', (_name, katottg, key) => {
    expect(parseRow({ ...ROW, katottg }, 2, ATM_UPLOAD_SHEET)).toEqual({
      errors: [{ row: 2, column: 'katottg', key, params: { row: 2, column: 'katottg' } }],
    });
  });

  it('the numeric KATOTTG code says to store it as text, in every language', () => {
    const params = { row: 2, column: 'katottg' };
    expect(translate('cell_katottg_as_number', 'en', params)).toBe(
      'Invalid cell value - a KATOTTG code typed as a number loses digits; store it as text (row 2, katottg)',
    );
    expect(translate('cell_katottg_as_number', 'uk', params)).toContain('як текст (рядок 2, katottg)');
    expect(translate('cell_katottg_as_number', 'ru', params)).toContain('как текст (строка 2, katottg)');
  });

  it.each([
    ["'Invalid cell value - is empty'", { term_id: '' }, 'term_id', 'cell_empty', {}],
    ["'Invalid cell type'", { term_id: false }, 'term_id', 'cell_type', {}],
    ["'less than 5 characters'", { term_id: 'A123' }, 'term_id', 'cell_too_short', { count: 5 }],
    ["'more than 8 characters'", { term_id: 'ATM123456' }, 'term_id', 'cell_too_long', { count: 8 }],
    ["'invalid character'", { term_id: 'ATM-1234' }, 'term_id', 'cell_invalid_character', {}],
    ['region required', { region: ' ' }, 'region', 'cell_empty', {}],
    ["city 'more than 150 characters'", { city: 'к'.repeat(151) }, 'city', 'cell_too_long', { count: 150 }],
    [
      'address "over 150 is an error"',
      { address: 'a'.repeat(151) },
      'address',
      'cell_too_long',
      { count: 150 },
    ],
    ["'unknown KATOTTG id'", { katottg: 'UA123' }, 'katottg', 'cell_unknown_katottg', {}],
    ['latitude "non-numeric is an error"', { latitude: 'north' }, 'latitude', 'cell_type', {}],
  ])('%s', (_name, change, column, key, params) => {
    expect(parseRow({ ...ROW, ...change }, 5, ATM_UPLOAD_SHEET)).toEqual({
      errors: [{ row: 5, column, key, params: { ...params, row: 5, column } }],
    });
  });

  it('messages name the row and the column', () => {
    const result = parseRow({ ...ROW, term_id: 'A1' }, 5, ATM_UPLOAD_SHEET);
    expect('errors' in result && translate(result.errors[0]?.key ?? '', 'en', result.errors[0]?.params)).toBe(
      'Invalid cell value - less than 5 characters (row 5, term_id)',
    );
  });
});
