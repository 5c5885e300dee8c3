import { describe, expect, it } from 'vitest';
import { checkHeader, parseRow } from '../sheet.js';
import { BIN_UPLOAD_SHEET } from './bin-upload.js';

describe('BIN upload header — "a column named bin is required (case-sensitive)"', () => {
  it.each([
    [['bin'], null],
    [['bin', 'notes', 'ica', 'bid', 'prepaid', 'token'], null],
    [
      ['BIN', 'notes'],
      { key: 'upload_columns_header', params: { columns: 'bin, notes, ica, bid, prepaid, token' } },
    ],
    [
      ['notes'],
      { key: 'upload_columns_header', params: { columns: 'bin, notes, ica, bid, prepaid, token' } },
    ],
  ])('%o → %o', (header, expected) => {
    expect(checkHeader(header, BIN_UPLOAD_SHEET)).toEqual(expected);
  });
});

describe('BIN upload rows', () => {
  it('reads a full row: number → text, yes/no → true/false, notes cut to 200', () => {
    expect(
      parseRow(
        { bin: 41234567, notes: 'n'.repeat(250), ica: '', bid: '00012345', prepaid: 'Yes', token: 'no' },
        2,
        BIN_UPLOAD_SHEET,
      ),
    ).toEqual({
      value: {
        bin: '41234567',
        notes: 'n'.repeat(200),
        ica: '',
        bid: '00012345',
        prepaid: true,
        token: false,
      },
    });
  });

  it('gives an ICA or BID that a spreadsheet turned into a number its leading zeros back', () => {
    const row = parseRow({ bin: '512345', ica: 12345, bid: 123 }, 2, BIN_UPLOAD_SHEET);
    expect('value' in row && [row.value.ica, row.value.bid]).toEqual(['012345', '00000123']);
    // Typed as text, a short code is still an error; so is a number longer than the code.
    expect(parseRow({ bin: '512345', ica: 1234567 }, 3, BIN_UPLOAD_SHEET)).toMatchObject({
      errors: [{ column: 'ica', key: 'cell_too_long' }],
    });
    expect(parseRow({ bin: '512345', ica: 1.5 }, 3, BIN_UPLOAD_SHEET)).toMatchObject({
      errors: [{ column: 'ica', key: 'cell_too_short' }],
    });
  });

  it.each([
    ['yes', true],
    [' NO ', false],
    ['maybe', null],
    ['', null],
    [1, null],
    [true, null],
  ])('prepaid %j → %s ("anything else unknown")', (cell, expected) => {
    const result = parseRow({ bin: '412345', prepaid: cell }, 2, BIN_UPLOAD_SHEET);
    expect('value' in result && result.value.prepaid).toBe(expected);
  });

  it.each([
    ['"bin empty"', { bin: '' }, 'bin', 'cell_empty', {}],
    ['"wrong type"', { bin: true }, 'bin', 'cell_type', {}],
    ['"fewer than 6"', { bin: '41234' }, 'bin', 'cell_too_short', { count: 6 }],
    ['"more than 8"', { bin: '412345678' }, 'bin', 'cell_too_long', { count: 8 }],
    ['"non-digit"', { bin: '41234a' }, 'bin', 'cell_invalid_character', {}],
    ['ica not 6 digits', { bin: '512345', ica: '12345' }, 'ica', 'cell_too_short', { count: 6 }],
    ['ica letters', { bin: '512345', ica: '12345a' }, 'ica', 'cell_invalid_character', {}],
    ['bid 9 digits', { bin: '412345', bid: '123456789' }, 'bid', 'cell_too_long', { count: 8 }],
  ])('%s', (_name, row, column, key, params) => {
    expect(parseRow(row, 4, BIN_UPLOAD_SHEET)).toEqual({
      errors: [{ row: 4, column, key, params: { ...params, row: 4, column } }],
    });
  });
});
