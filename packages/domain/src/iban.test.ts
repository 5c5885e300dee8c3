import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { checkIban, ibanChecksumValid, isValidIban, looksLikeIban, normalizeIban } from './iban.js';

describe('isValidIban — "two letters, two digits, then 11 to 30 alphanumerics, plus a checksum check"', () => {
  it.each([
    ['Ukraine', 'UA213223130000026007233566001'],
    ['Germany', 'DE89370400440532013000'],
    ['United Kingdom', 'GB82WEST12345698765432'],
    ['France', 'FR1420041010050500013M02606'],
    ['Netherlands', 'NL91ABNA0417164300'],
    ['Switzerland', 'CH9300762011623852957'],
    ['Spain', 'ES9121000418450200051332'],
    ['Italy', 'IT60X0542811101000000123456'],
    ['Poland', 'PL61109010140000071219812874'],
    ['Belgium', 'BE68539007547034'],
    ['Norway (shortest, 11 after the check digits)', 'NO9386011117947'],
    ['Austria', 'AT611904300234573201'],
    ['Malta (31 characters)', 'MT84MALT011000012345MTLCAST001S'],
    ['Saint Lucia (32 characters)', 'LC55HEMM000100010012001200023015'],
  ])('%s: %s is valid', (_country, iban) => {
    expect(isValidIban(iban)).toBe(true);
    // The library agrees, so the real-world rows are real.
    expect(isValidIBAN(iban)).toBe(true);
  });

  it.each([
    ['wrong check digits', 'UA223223130000026007233566001'],
    ['one digit changed', 'DE89370400440532013001'],
    ['letters swapped', 'GB82WEST12345698765423'],
    ['10 alphanumerics after the check digits', 'NO938601111794'],
    ['31 alphanumerics after the check digits', 'LC55HEMM0001000100120012000230150000'],
    ['lower case (not normalised)', 'ua213223130000026007233566001'],
    ['spaces (not normalised)', 'UA21 3223 1300 0002 6007 2335 6600 1'],
    ['digit where the country letters go', '1A213223130000026007233566001'],
    ['letter in the check digits', 'UAX13223130000026007233566001'],
    ['a card number', '5168755512345675'],
    ['empty', ''],
  ])('%s: %s is invalid', (_name, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('checkIban', () => {
  it.each([
    ['', 'required_field'],
    ['UA213223130000026007233566001', null],
    ['UA213223130000026007233566002', 'iban_invalid'],
  ])('"%s" → %s', (value, expected) => {
    expect(checkIban(value)).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    [' ua21 3223 1300 0002 6007 2335 6600 1 ', 'UA213223130000026007233566001'],
    ['de89-3704-0044-0532-0130-00', 'DE89370400440532013000'],
    ['', ''],
  ])('normalizeIban(%j) → %s', (raw, expected) => {
    expect(normalizeIban(raw)).toBe(expected);
  });

  it.each([
    ['UA213223130000026007233566001', true],
    ['UA213223130000026007233566009', false],
    ['UA21!', false],
  ])('ibanChecksumValid(%s) → %s', (value, expected) => {
    expect(ibanChecksumValid(value)).toBe(expected);
  });

  it.each([
    ['UA21...', true],
    [' ua', true],
    ['5168', false],
    ['U1', false],
  ])('looksLikeIban(%j) → %s', (value, expected) => {
    expect(looksLikeIban(value)).toBe(expected);
  });
});
