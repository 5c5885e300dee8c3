import { describe, expect, it } from 'vitest';
import {
  checkCurrencyCode,
  checkTransactionsTotal,
  currencyAlphaCode,
  isKnownCurrencyCode,
  minimumTotalMinor,
  toNumericCurrencyCode,
} from './currency.js';

describe('checkCurrencyCode — "three digits and a known currency"', () => {
  it.each([
    ['980', null],
    ['840', null],
    ['978', null],
    ['UAH', null],
    ['usd', null],
    ['', 'required_field'],
    ['98', 'currency_format'],
    ['9800', 'currency_format'],
    ['U1H', 'currency_format'],
    ['UA', 'currency_format'],
    ['000', 'currency_invalid'],
    ['123', 'currency_invalid'],
    ['ABC', 'currency_invalid'],
    ['999', 'currency_invalid'],
    ['XTS', 'currency_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(checkCurrencyCode(value)).toBe(expected);
  });
});

describe('currency code helpers', () => {
  it.each([
    ['980', '980'],
    ['uah', '980'],
    ['EUR', '978'],
    ['123', null],
  ])('toNumericCurrencyCode(%s) → %s', (code, expected) => {
    expect(toNumericCurrencyCode(code)).toBe(expected);
  });

  it.each([
    ['980', 'UAH'],
    ['840', 'USD'],
    ['123', '123'],
  ])('currencyAlphaCode(%s) → %s', (code, expected) => {
    expect(currencyAlphaCode(code)).toBe(expected);
  });

  it.each([
    ['980', true],
    ['gbp', true],
    ['963', false],
  ])('isKnownCurrencyCode(%s) → %s', (code, expected) => {
    expect(isKnownCurrencyCode(code)).toBe(expected);
  });
});

describe('minimum total — "500 by default and for 980; 13 for 840; 11 for 978; 9 for 826; 45 for 985; 205 for 498"', () => {
  it.each([
    ['980', 50000],
    ['840', 1300],
    ['978', 1100],
    ['826', 900],
    ['985', 4500],
    ['498', 20500],
    ['203', 50000],
    ['USD', 1300],
  ])('%s → %s minor units', (code, expected) => {
    expect(minimumTotalMinor(code)).toBe(expected);
  });
});

describe('checkTransactionsTotal', () => {
  it.each([
    ['500.00 UAH ok', [{ amount: '500.00', currency_code: '980' }], null],
    [
      '499.99 UAH below the minimum',
      [{ amount: '499.99', currency_code: '980' }],
      { key: 'amount_below_minimum', params: { amount: '500.00', currency: 'UAH' } },
    ],
    [
      'two rows summed: 250 + 250 UAH ok',
      [
        { amount: '250', currency_code: '980' },
        { amount: '250,00', currency_code: '980' },
      ],
      null,
    ],
    [
      '12.99 USD fails',
      [{ amount: '12.99', currency_code: '840' }],
      { key: 'amount_below_minimum', params: { amount: '13.00', currency: 'USD' } },
    ],
    ['13.00 USD ok', [{ amount: '13.00', currency_code: '840' }], null],
    [
      '10.99 EUR fails',
      [{ amount: '10.99', currency_code: '978' }],
      { key: 'amount_below_minimum', params: { amount: '11.00', currency: 'EUR' } },
    ],
    ['11 EUR ok', [{ amount: 11, currency_code: '978' }], null],
    ['9 GBP ok', [{ amount: '9', currency_code: '826' }], null],
    [
      '44.99 PLN (985) fails',
      [{ amount: '44.99', currency_code: '985' }],
      { key: 'amount_below_minimum', params: { amount: '45.00', currency: 'PLN' } },
    ],
    ['205 MDL ok', [{ amount: '205', currency_code: '498' }], null],
    [
      'another currency uses the default 500',
      [{ amount: '499', currency_code: '203' }],
      { key: 'amount_below_minimum', params: { amount: '500.00', currency: 'CZK' } },
    ],
    [
      '"list all transactions in one currency"',
      [
        { amount: '600', currency_code: '980' },
        { amount: '20', currency_code: '840' },
      ],
      { key: 'transactions_one_currency' },
    ],
    [
      'UAH and 980 are one currency',
      [
        { amount: '300', currency_code: 'UAH' },
        { amount: '300', currency_code: '980' },
      ],
      null,
    ],
    [
      '"Amount at least 0.01 else amount must be greater than 0.00"',
      [
        { amount: '600', currency_code: '980' },
        { amount: '0.00', currency_code: '980' },
      ],
      { key: 'amount_not_positive' },
    ],
    ['unreadable amount', [{ amount: 'abc', currency_code: '980' }], { key: 'amount_not_positive' }],
    ['"Transactions list: required"', [], { key: 'required_field' }],
  ])('%s', (_name, list, expected) => {
    expect(checkTransactionsTotal(list)).toEqual(expected);
  });
});
