import { describe, expect, it } from 'vitest';
import {
  checkPanMask,
  isExactPan,
  normalizePanMaskInput,
  panMaskParts,
  panMaskToSqlLike,
  panMatchesMask,
} from './pan-mask.js';

describe('normalizePanMaskInput — "x, X, #, _ and - become *", other non-digits removed, max 19', () => {
  it.each([
    ['516875xxxxxx5675', '516875******5675'],
    ['516875XX##__--5675', '516875********5675'],
    ['5168 75** **** 5675', '516875******5675'],
    ['516875abc******5675', '516875******5675'],
    ['41494987654321012349999', '4149498765432101234'],
  ])('%j → %s', (raw, expected) => {
    expect(normalizePanMaskInput(raw)).toBe(expected);
  });
});

describe('PAN mask — "first 6, then 6 to 9 digits or stars, then last 4"', () => {
  it.each([
    ['16 with 6 stars', '516875******5675', null],
    ['19 with 9 stars', '414949*********1234', null],
    ['mixed digits and stars', '516875**34**5675', null],
    ['a whole card number', '5168755512345675', null],
    ['star in the first 6', '51687*******5675', 'invalid_value'],
    ['star in the last 4', '516875******567*', 'invalid_value'],
    ['middle too short (5)', '516875*****5675', 'invalid_value'],
    ['middle too long (10)', '516875**********5675', 'invalid_value'],
    ['empty', '', 'invalid_value'],
  ])('%s: %s → %s', (_name, value, expected) => {
    expect(checkPanMask(value)).toBe(expected);
  });
});

describe('query helpers', () => {
  it.each([
    ['516875******5675', '516875______5675'],
    ['5168755512345675', '5168755512345675'],
    ['5168*', null],
  ])('panMaskToSqlLike(%s) → %s', (mask, expected) => {
    expect(panMaskToSqlLike(mask)).toBe(expected);
  });

  it.each([
    ['516875******5675', { prefix: '516875', suffix: '5675', length: 16, exact: false }],
    ['4149498765432101234', { prefix: '414949', suffix: '1234', length: 19, exact: true }],
    ['bad', null],
  ])('panMaskParts(%s) → %o', (mask, expected) => {
    expect(panMaskParts(mask)).toEqual(expected);
  });

  it.each([
    ['5168755512345675', true],
    ['516875******5675', false],
    ['516875551234567', false],
  ])('isExactPan(%s) → %s', (value, expected) => {
    expect(isExactPan(value)).toBe(expected);
  });

  it.each([
    ['5168755512345675', '516875******5675', true],
    ['5168755512345675', '516875**12**5675', true],
    ['5168755599995675', '516875**34**5675', false],
    ['51687555123456788', '516875******5675', false],
  ])('panMatchesMask(%s, %s) → %s', (pan, mask, expected) => {
    expect(panMatchesMask(pan, mask)).toBe(expected);
  });
});
