import { describe, expect, it } from 'vitest';
import {
  TEST_CARD_PAN,
  checkPan,
  groupInFours,
  isValidPan,
  cardNumberWith,
  luhnValid,
  maskPan,
  normalizePan,
} from './pan.js';

describe('isValidPan — "16 to 19 digits, Luhn check"', () => {
  it.each([
    ['16 digits, Luhn ok', '5168755512345675', true],
    ['17 digits, Luhn ok', '51687555123456788', true],
    ['18 digits, Luhn ok', '411111111111111118', true],
    ['19 digits, Luhn ok', '4149498765432101234', true],
    ['Mastercard test range', '5555555555554444', true],
    ['15 digits', '537541123456787', false],
    ['20 digits', '41494987654321012343', false],
    ['Luhn fails', '5168755512345676', false],
    ['"all-zero numbers ... are rejected"', '0000000000000000', false],
    ['all zeros, 19 digits', '0000000000000000000', false],
    ['"4111111111111111 ... rejected"', '4111111111111111', false],
    ['the test card outside its variant', TEST_CARD_PAN, false],
    ['spaces are not digits', '5168 7555 1234 5675', false],
    ['letters', '516875551234567a', false],
    ['empty outside the variant', '', false],
  ])('%s: %s → %s', (_name, value, expected) => {
    expect(isValidPan(value)).toBe(expected);
  });
});

describe('isValidPan variant — "4441110000000000 is accepted and an empty value may be allowed"', () => {
  const variant = { allowTestCard: true, allowEmpty: true };
  it.each([
    [TEST_CARD_PAN, true],
    ['', true],
    ['5168755512345675', true],
    ['4111111111111111', false],
    ['0000000000000000', false],
    ['4441110000000001', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidPan(value, variant)).toBe(expected);
  });

  it('the test card really fails Luhn, so it is accepted only by name', () => {
    expect(luhnValid(TEST_CARD_PAN)).toBe(false);
  });

  it.each([
    [{ allowTestCard: true }, '', false],
    [{ allowEmpty: true }, TEST_CARD_PAN, false],
  ])('options are independent: %o, "%s" → %s', (options, value, expected) => {
    expect(isValidPan(value, options)).toBe(expected);
  });
});

describe('checkPan', () => {
  it.each([
    ['', {}, 'required_field'],
    ['', { allowEmpty: true }, null],
    ['5168755512345675', {}, null],
    ['5168755512345676', {}, 'pan_invalid'],
    ['4111111111111111', {}, 'pan_invalid'],
  ] as const)('"%s" %o → %s', (value, options, expected) => {
    expect(checkPan(value, options)).toBe(expected);
  });
});

describe('luhnValid', () => {
  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['12a', false],
  ])('%j → %s', (value, expected) => {
    expect(luhnValid(value)).toBe(expected);
  });
});

describe('display helpers', () => {
  it.each([
    ['5168755512345675', '516875******5675'],
    ['4149498765432101234', '414949*********1234'],
    ['1234567890', '1234567890'],
  ])('maskPan(%s) → %s', (pan, expected) => {
    expect(maskPan(pan)).toBe(expected);
  });

  it.each([
    ['5168 7555-1234 5675', '5168755512345675'],
    [' 5168755512345675 ', '5168755512345675'],
  ])('normalizePan(%s) → %s', (raw, expected) => {
    expect(normalizePan(raw)).toBe(expected);
  });

  it.each([
    ['5168755512345675', '5168 7555 1234 5675'],
    ['UA213223130000026007233566001', 'UA21 3223 1300 0002 6007 2335 6600 1'],
    ['1234', '1234'],
  ])('groupInFours(%s) → %s', (value, expected) => {
    expect(groupInFours(value)).toBe(expected);
  });
});

describe('cardNumberWith', () => {
  it.each([
    ['47310012', 0, 16],
    ['47310012', 987, 16],
    ['5355', 12345, 19],
  ])('completes %s with serial %i to a valid %i-digit card', (prefix, serial, length) => {
    const pan = cardNumberWith(prefix, serial, length);
    expect(pan).toHaveLength(length);
    expect(pan.startsWith(prefix)).toBe(true);
    expect(checkPan(pan)).toBeNull();
    expect(pan.slice(prefix.length, -1)).toBe(String(serial).padStart(length - 1 - prefix.length, '0'));
  });

  it('refuses a prefix and serial longer than the card', () => {
    expect(() => cardNumberWith('47310012', 1234567890, 16)).toThrow(RangeError);
  });
});
