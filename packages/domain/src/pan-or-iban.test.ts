import { describe, expect, it } from 'vitest';
import {
  checkNumberFilter,
  checkReceiverNumber,
  detectReceiverType,
  isPanOrIbanShape,
  isValidPanOrIban,
  normalizeNumberFilterInput,
  numberFilterToSqlLike,
  stripNumberSeparators,
} from './pan-or-iban.js';

describe('isPanOrIbanShape — "16-19 digits, or two capital letters plus 13 to 32 digits"', () => {
  it.each([
    ['5168755512345675', true],
    ['4149498765432101234', true],
    ['UA213223130000026007233566001', true],
    ['UA2132231300000', true],
    ['UA213223130000', false],
    ['UA213223130000026007233566001123456', false],
    ['ua213223130000026007233566001', false],
    ['GB82WEST12345698765432', false],
    ['516875551234567', false],
  ])('%s → %s', (value, expected) => {
    expect(isPanOrIbanShape(value)).toBe(expected);
  });
});

describe('isValidPanOrIban', () => {
  it.each([
    ['5168755512345675', true],
    ['5168755512345676', false],
    ['UA213223130000026007233566001', true],
    ['UA213223130000026007233566002', false],
    ['GB82WEST12345698765432', true],
  ])('%s → %s', (value, expected) => {
    expect(isValidPanOrIban(value)).toBe(expected);
  });
});

describe('FPT receiver — "required; card or IBAN; max 50; separators stripped"', () => {
  it.each([
    ['card with spaces', '5168 7555 1234 5675', null],
    ['card with dashes', '5168-7555-1234-5675', null],
    ['IBAN with spaces, lower case', 'ua21 3223 1300 0002 6007 2335 6600 1', null],
    ['empty', '  ', 'required_field'],
    ['51 characters', `5168755512345675${' '.repeat(35)}`, { key: 'max_length', params: { count: 50 } }],
    ['50 characters', `5168755512345675${' '.repeat(34)}`, null],
    ['bad Luhn', '5168755512345676', 'pan_invalid'],
    ['4111111111111111', '4111111111111111', 'pan_invalid'],
    ['bad IBAN checksum', 'UA213223130000026007233566002', 'iban_invalid'],
  ])('%s → %o', (_name, raw, expected) => {
    expect(checkReceiverNumber(raw)).toEqual(expected);
  });

  it('accepts the test card in the test-card variant', () => {
    expect(checkReceiverNumber('4441 1100 0000 0000', { allowTestCard: true })).toBeNull();
  });

  it.each([
    ['UA213223130000026007233566001', 'account'],
    ['5168755512345675', 'card'],
  ] as const)('detectReceiverType(%s) → %s', (value, expected) => {
    expect(detectReceiverType(value)).toBe(expected);
  });

  it('stripNumberSeparators removes spaces, dashes, dots, slashes, underscores and upper-cases', () => {
    expect(stripNumberSeparators(' ua21.3223/1300_0002-6007 ')).toBe('UA213223130000026007');
  });
});

describe('number filters — masked, "max length 34", validated on blur', () => {
  it.each([
    ['516875xxxxxx5675', '516875******5675'],
    ['5168-75##-__XX-5675', '5168*75********5675'],
    ['ua 2132 2313 0000 0260 0723 3566 001', 'UA213223130000026007233566001'],
    ['UA21xxxx130000026007233566001', 'UA21****130000026007233566001'],
    ['xx12345678901234', '**12345678901234'],
    ['UA2132231300000260072335660011234567890', 'UA21322313000002600723356600112345'],
  ])('normalizeNumberFilterInput(%j) → %s', (raw, expected) => {
    expect(normalizeNumberFilterInput(raw)).toBe(expected);
  });

  it.each([
    ['5168755512345675', null],
    ['516875******5675', null],
    ['UA21****130000026007233566001', null],
    ['516875', 'invalid_value'],
    ['', 'invalid_value'],
    ['UA21', 'invalid_value'],
  ])('checkNumberFilter(%j) → %s', (value, expected) => {
    expect(checkNumberFilter(value)).toBe(expected);
  });

  it.each([
    ['516875******5675', '516875______5675'],
    ['bad', null],
  ])('numberFilterToSqlLike(%s) → %s', (value, expected) => {
    expect(numberFilterToSqlLike(value)).toBe(expected);
  });
});
