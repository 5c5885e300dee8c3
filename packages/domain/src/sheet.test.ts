import { describe, expect, it } from 'vitest';
import {
  cellText,
  checkHeader,
  dateTextCell,
  defineSheetColumns,
  numberCell,
  parseRow,
  textCell,
  yesNoCell,
} from './sheet.js';

describe('cellText — "Numbers become text; values are trimmed"', () => {
  it.each([
    [' a ', 'a'],
    [12, '12'],
    [1.5, '1.5'],
    [null, ''],
    [undefined, ''],
    [true, null],
    [new Date(0), null],
    [Number.NaN, null],
  ])('%j → %j', (cell, expected) => {
    expect(cellText(cell)).toBe(expected);
  });
});

describe('textCell', () => {
  it.each([
    [{ required: true }, '', { ok: false, issue: { key: 'cell_empty' } }],
    [{}, '', { ok: true, value: '' }],
    [{ emptyValue: '-' }, ' ', { ok: true, value: '-' }],
    [{ max: 3 }, 'abcd', { ok: false, issue: { key: 'cell_too_long', params: { count: 3 } } }],
    [{ min: 3 }, 'ab', { ok: false, issue: { key: 'cell_too_short', params: { count: 3 } } }],
    [{ cutAt: 3 }, 'abcd', { ok: true, value: 'abc' }],
    [{ pattern: /^\d+$/ }, '12a', { ok: false, issue: { key: 'cell_invalid_character' } }],
    [{ transform: (value: string) => value.toUpperCase() }, 'ab', { ok: true, value: 'AB' }],
    [{}, false, { ok: false, issue: { key: 'cell_type' } }],
  ])('%o with %j → %o', (options, cell, expected) => {
    expect(textCell(options).parse(cell)).toEqual(expected);
  });
});

describe('other cells', () => {
  it.each([
    [new Date(Date.UTC(2024, 1, 29)), { ok: true, value: '29.02.2024' }],
    [new Date(Number.NaN), { ok: false, issue: { key: 'cell_type' } }],
    ['01.06.2024', { ok: true, value: '01.06.2024' }],
  ])('dateTextCell %j → %o', (cell, expected) => {
    expect(dateTextCell().parse(cell)).toEqual(expected);
  });

  it.each([
    ['', { ok: true, value: 0 }],
    ['50,45', { ok: true, value: 50.45 }],
    ['-30.5', { ok: true, value: -30.5 }],
    [12.5, { ok: true, value: 12.5 }],
    ['abc', { ok: false, issue: { key: 'cell_type' } }],
    ['1e3', { ok: false, issue: { key: 'cell_type' } }],
    [true, { ok: false, issue: { key: 'cell_type' } }],
  ])('numberCell(0) %j → %o', (cell, expected) => {
    expect(numberCell(0).parse(cell)).toEqual(expected);
  });

  it.each([
    ['yes', true],
    ['No', false],
    ['', null],
    [undefined, null],
  ])('yesNoCell %j → %j', (cell, expected) => {
    expect(yesNoCell().parse(cell)).toEqual({ ok: true, value: expected });
  });
});

describe('a sheet', () => {
  const sheet = defineSheetColumns({
    code: { required: true, ...textCell({ required: true, max: 3 }) },
    note: textCell(),
  });

  it.each([
    [['code', 'note'], null],
    [[' code '], null],
    [['note'], { key: 'upload_columns_header', params: { columns: 'code, note' } }],
    [['code', 'Note'], { key: 'upload_columns_header', params: { columns: 'code, note' } }],
    [[42], { key: 'upload_columns_header', params: { columns: 'code, note' } }],
  ])('header %o → %o', (header, expected) => {
    expect(checkHeader(header, sheet)).toEqual(expected);
  });

  it('parses a row into typed values', () => {
    expect(parseRow({ code: 'abc', extra: 'ignored' }, 2, sheet)).toEqual({
      value: { code: 'abc', note: '' },
    });
  });

  it('collects every error with row and column', () => {
    expect(parseRow({ code: 'abcd', note: true }, 9, sheet)).toEqual({
      errors: [
        { row: 9, column: 'code', key: 'cell_too_long', params: { count: 3, row: 9, column: 'code' } },
        { row: 9, column: 'note', key: 'cell_type', params: { row: 9, column: 'note' } },
      ],
    });
  });
});
