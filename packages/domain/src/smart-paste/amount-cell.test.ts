import { describe, expect, it } from 'vitest';
import { readAmountCell } from './amount-cell.js';

describe('an amount cell with a dot decimal', () => {
  it.each([
    ['1250.17', '1250.17', null],
    ['1,234.56', '1234.56', null],
    ['1 234.56', '1234.56', null],
    ['1\u00A0234\u00A0567.80', '1234567.80', null],
    ['1\u202F234.5', '1234.5', null],
    ["1'234.56", '1234.56', null],
    ['-500.00 UAH', '500.00', 'UAH'],
    ['500.00-', '500.00', null],
    ['(12.50)', '12.50', null],
    ['UAH 2000', '2000', 'UAH'],
    ['usd -13.50', '13.50', 'USD'],
    ['250 грн', '250', 'UAH'],
    ['₴99.90', '99.90', 'UAH'],
    ['$19.99', '19.99', 'USD'],
    ['45.00 €', '45.00', 'EUR'],
    ['12.345', '12.345', null],
  ])('%s → %s %s', (cell, amount, currency) => {
    expect(readAmountCell(cell, false)).toEqual({ ok: true, amount, currency });
  });

  it.each(['1234,56', '12,34.56', '1 23.45', '1.2.3', 'abc', '12 UAH EUR', '--5'])(
    '%s is no amount',
    (cell) => {
      expect(readAmountCell(cell, false)).toEqual({ ok: false });
    },
  );
});

describe('an amount cell with a comma decimal (amount_use_semicolon)', () => {
  it.each([
    ['1250,17', '1250.17', null],
    ['1 234,56', '1234.56', null],
    ['12\u00A0345,00', '12345.00', null],
    ['1.234,56', '1234.56', null],
    ['-500,00 UAH', '500.00', 'UAH'],
    ['2000', '2000', null],
  ])('%s → %s %s', (cell, amount, currency) => {
    expect(readAmountCell(cell, true)).toEqual({ ok: true, amount, currency });
  });

  it.each(['1234.56', '1 234.56', '1,234.56'])('%s is no amount', (cell) => {
    expect(readAmountCell(cell, true)).toEqual({ ok: false });
  });
});

it('leaves an empty cell empty for the required-field rule to judge', () => {
  expect(readAmountCell('  ', false)).toEqual({ ok: true, amount: '', currency: null });
});
