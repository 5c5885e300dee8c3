import { describe, expect, it } from 'vitest';
import {
  charCount,
  checkLengthBetween,
  checkMaxLength,
  checkMinLength,
  keepDigits,
  removeSpaces,
  removeSpecialCharacters,
  truncate,
} from './text.js';

describe('lengths — "max and min length {count}"', () => {
  it.each([
    ['abc', 3, null],
    ['abcd', 3, { key: 'max_length', params: { count: 3 } }],
    ['їжак', 4, null],
  ])('checkMaxLength(%j, %s) → %o', (value, max, expected) => {
    expect(checkMaxLength(value, max)).toEqual(expected);
  });

  it.each([
    ['abc', 3, null],
    ['ab', 3, { key: 'min_length', params: { count: 3 } }],
  ])('checkMinLength(%j, %s) → %o', (value, min, expected) => {
    expect(checkMinLength(value, min)).toEqual(expected);
  });

  it.each([
    ['abcd', null],
    ['abc', { key: 'length_between', params: { min: 4, max: 6 } }],
    ['abcdefg', { key: 'length_between', params: { min: 4, max: 6 } }],
  ])('checkLengthBetween(%j, 4, 6) → %o', (value, expected) => {
    expect(checkLengthBetween(value, 4, 6)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charCount('😀ї')).toBe(2);
    expect(truncate('😀😀😀', 2)).toBe('😀😀');
    expect(truncate('abc', 5)).toBe('abc');
  });
});

describe('search input sanitizers — "strip special characters, spaces or non-digits"', () => {
  it.each([
    ['+38 (050) 123-45-67', '380501234567'],
    ['abc', ''],
  ])('keepDigits(%j) → %j', (value, expected) => {
    expect(keepDigits(value)).toBe(expected);
  });

  it('removeSpaces', () => {
    expect(removeSpaces(' UA21 3223\t1300 ')).toBe('UA2132231300');
  });

  it.each([
    ['Мар’яна  Петренко-Коваль!', 'Мар’яна Петренко-Коваль'],
    ['ТОВ «Банк» <b>', 'ТОВ «Банк» b'],
    ["O'Brien; DROP TABLE", "O'Brien DROP TABLE"],
    ['  %  ', ''],
  ])('removeSpecialCharacters(%j) → %j', (value, expected) => {
    expect(removeSpecialCharacters(value)).toBe(expected);
  });
});
