import { describe, expect, it } from 'vitest';
import { checkPassport, isValidPassport, normalizePassport } from './passport.js';

describe('normalizePassport — "upper-cased, spaces removed, Latin look-alikes mapped to Cyrillic"', () => {
  it.each([
    ['ab 123456', 'АВ123456'],
    ['АВ 123 456', 'АВ123456'],
    ['ке123456', 'КЕ123456'],
    ['ABCEHIKMOPTXY', 'АВСЕНІКМОРТХУ'],
    [' 123 456 789 ', '123456789'],
    ['DZ123456', 'DZ123456'],
  ])('%j → %s', (raw, expected) => {
    expect(normalizePassport(raw)).toBe(expected);
  });
});

describe('passport_id — "two Cyrillic letters followed by 6 digits, or 9 digits"', () => {
  it.each([
    ['ab 123456 (Latin look-alikes) → АВ123456', 'ab 123456', null],
    ['Cyrillic series', 'ЄІ123456', null],
    ['Ukrainian Ґ and Ї', 'ҐЇ654321', null],
    ['9-digit ID card', '123456789', null],
    ['lower-case Cyrillic', 'кк123456', null],
    ['Latin letters without Cyrillic look-alike', 'DZ123456', 'passport_invalid'],
    ['one letter', 'А1234567', 'passport_invalid'],
    ['5 digits after the series', 'АВ12345', 'passport_invalid'],
    ['7 digits after the series', 'АВ1234567', 'passport_invalid'],
    ['8 digits', '12345678', 'passport_invalid'],
    ['10 digits', '1234567890', 'passport_invalid'],
    ['hyphen', 'АВ-123456', 'passport_invalid'],
    ['empty', '', 'passport_invalid'],
  ])('%s: %j → %s', (_name, value, expected) => {
    expect(checkPassport(value)).toBe(expected);
  });

  it.each([
    ['АВ123456', true],
    ['AB123456', false],
    ['123456789', true],
  ])('isValidPassport(%s) checks the stored form only → %s', (value, expected) => {
    expect(isValidPassport(value)).toBe(expected);
  });
});
