import { describe, expect, it } from 'vitest';
import {
  checkFptPhone,
  checkIncidentPhone,
  checkPhoneCount,
  isPhoneType,
  formatPhone,
  normalizePhone,
  normalizePhoneList,
} from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['"a 10-digit number starting with 0 gets the prefix 38"', '0501234567', '380501234567'],
    ['"9 digits not starting with 0 get 380"', '501234567', '380501234567'],
    ['non-digits are stripped', '+38 (050) 123-45-67', '380501234567'],
    ['already international', '380501234567', '380501234567'],
    ['9 digits starting with 0 stay', '050123456', '050123456'],
    ['10 digits not starting with 0 stay', '4915123456', '4915123456'],
    ['empty', '  ', ''],
  ])('%s: %j → %s', (_name, raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });
});

describe('incident phone — "exactly 12 digits"', () => {
  it.each([
    ['380501234567', null],
    ['0501234567', null],
    ['+380 50 123 45 67', null],
    ['38050123456', 'phone_invalid'],
    ['3805012345678', 'phone_invalid'],
    ['12345', 'phone_invalid'],
    ['', 'phone_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(checkIncidentPhone(value)).toBe(expected);
  });
});

describe('FPT phone — "7 to 15 digits"', () => {
  it.each([
    ['1234567', null],
    ['123456789012345', null],
    ['0501234567', null],
    ['501234567', null],
    ['123456', 'phone_international'],
    ['1234567890123456', 'phone_international'],
    ['', 'phone_international'],
  ])('%j → %s', (value, expected) => {
    expect(checkFptPhone(value)).toBe(expected);
  });
});

describe('phone list — "At most 5 phones; empty phones are dropped on save. Types 1 to 4."', () => {
  it('normalises numbers and drops empty ones', () => {
    expect(
      normalizePhoneList([
        { number: '0501234567', type: 1 },
        { number: ' ', type: 2 },
        { number: '', type: 3 },
        { number: '380671112233', type: 4 },
      ]),
    ).toEqual([
      { number: '380501234567', type: 1 },
      { number: '380671112233', type: 4 },
    ]);
  });

  it.each([
    [0, null],
    [5, null],
    [6, { key: 'too_many_phones', params: { count: 5 } }],
  ])('%s phones → %o', (count, expected) => {
    expect(checkPhoneCount(Array.from({ length: count }, () => ({})))).toEqual(expected);
  });

  it.each([
    [1, true],
    [4, true],
    [0, false],
    [5, false],
    ['1', false],
    [1.5, false],
  ])('isPhoneType(%j) → %s', (value, expected) => {
    expect(isPhoneType(value)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    ['380442000101', '+380 44 200 01 01'],
    ['380501112201', '+380 50 111 22 01'],
    ['48221234567', '+48221234567'],
    ['12345', '12345'],
    ['', ''],
  ])('%s reads as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
