import { describe, expect, it } from 'vitest';
import {
  checkPositiveAmount,
  checkTwoDecimalAmount,
  formatMinorUnits,
  normalizeAmount,
  normalizeAmountInput,
  padAmountDecimals,
  toMinorUnits,
} from './amount.js';

describe('toMinorUnits — "comma converted to dot", "2 decimals"', () => {
  it.each([
    ['12,5', 1250],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0.01', 1],
    ['500', 50000],
    ['499.99', 49999],
    [' 1 250,17 ', 125017],
    [12.5, 1250],
    [0.1, 10],
    ['007.10', 710],
    ['9999999999999.99', 999999999999999],
    ['12.345', null],
    ['-5', null],
    ['abc', null],
    ['', null],
    ['1,2,3', null],
    ['.5', null],
    [Number.NaN, null],
    [1e-7, null],
    ['99999999999999', null],
  ])('%j → %s', (value, expected) => {
    expect(toMinorUnits(value)).toBe(expected);
  });

  it('sums without float error: 0.10 + 0.20 is 0.30', () => {
    const total = (toMinorUnits('0.10') ?? 0) + (toMinorUnits('0.20') ?? 0);
    expect(formatMinorUnits(total)).toBe('0.30');
  });
});

describe('formatting', () => {
  it.each([
    [1250, '12.50'],
    [1, '0.01'],
    [0, '0.00'],
    [50000, '500.00'],
    [-1205, '-12.05'],
  ])('formatMinorUnits(%s) → %s', (minor, expected) => {
    expect(formatMinorUnits(minor)).toBe(expected);
  });

  it.each([
    ['12,5', '12.50'],
    [7, '7.00'],
    ['x', null],
  ])('normalizeAmount(%j) → %s', (value, expected) => {
    expect(normalizeAmount(value)).toBe(expected);
  });

  it.each([
    ['1,5', '1.5'],
    [' 2 000 ', '2000'],
    [Number.POSITIVE_INFINITY, ''],
  ])('normalizeAmountInput(%j) → %j', (value, expected) => {
    expect(normalizeAmountInput(value)).toBe(expected);
  });
});

describe('checkPositiveAmount — "amount required, positive, 2 decimals"', () => {
  it.each([
    ['12,50', null],
    ['0.01', null],
    ['', 'required_field'],
    ['   ', 'required_field'],
    ['0', 'amount_not_positive'],
    ['0.00', 'amount_not_positive'],
    ['0.001', 'invalid_value'],
    ['-1', 'invalid_value'],
    ['ten', 'invalid_value'],
    [5, null],
    [0, 'amount_not_positive'],
  ])('%j → %s', (value, expected) => {
    expect(checkPositiveAmount(value)).toBe(expected);
  });
});

describe('card-blocking amount — "digits, a dot and exactly two decimals, not negative"', () => {
  it.each([
    ['12', '12.00'],
    ['12,5', '12.50'],
    ['12.34', '12.34'],
    ['-3', '-3'],
    ['abc', 'abc'],
  ])(
    'padAmountDecimals(%s) → %s ("comma is turned into a dot and two decimals are added")',
    (raw, expected) => {
      expect(padAmountDecimals(raw)).toBe(expected);
    },
  );

  it.each([
    ['12.00', null],
    ['0.00', null],
    ['12', 'amount_format'],
    ['12.5', 'amount_format'],
    ['12,50', 'amount_format'],
    ['-12.00', 'amount_format'],
    ['', 'required_field'],
  ])('checkTwoDecimalAmount(%j) → %s', (value, expected) => {
    expect(checkTwoDecimalAmount(value)).toBe(expected);
  });
});
