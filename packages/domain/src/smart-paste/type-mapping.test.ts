import { describe, expect, it } from 'vitest';
import { smartFormatSchema } from '../directories/smart-format.js';
import { mapTerminalType, mapTransactionType } from './type-mapping.js';

const format = smartFormatSchema.parse({
  n: 0,
  title: 'Mapping',
  fields: ['date_time'],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  amount_use_semicolon: false,
  term_types: [
    { k: 'ATM', v: 'atm' },
    { k: '02', v: 'pos' },
  ],
  tran_types: [
    { k: 'W', v: 'cash', t: 'atm' },
    { k: 'W', v: 'other', t: 'pos' },
    { k: 'W', v: 'p2p' },
    { k: '*', v: 'cash', t: 'atm' },
    { k: '*', v: 'other' },
  ],
});
const withoutRows = { ...format, term_types: [], tran_types: [] };

describe('terminal types', () => {
  it.each([
    ['ATM', 'atm'],
    ['atm ', 'atm'],
    ['02', 'pos'],
  ])('%s maps to %s', (cell, value) => {
    expect(mapTerminalType(format, cell)).toEqual({ value, known: true });
  });

  it('names an unmapped value unknown, and an empty cell only missing', () => {
    expect(mapTerminalType(format, 'KIOSK')).toEqual({ value: null, known: false });
    expect(mapTerminalType(format, '')).toEqual({ value: null, known: true });
  });

  it("maps every value, an empty cell too, by a '*' row", () => {
    const any = {
      ...format,
      term_types: [
        { k: 'ATM', v: 'atm' as const },
        { k: '*', v: 'pos' as const },
      ],
    };
    expect(mapTerminalType(any, 'KIOSK')).toEqual({ value: 'pos', known: true });
    expect(mapTerminalType(any, '')).toEqual({ value: 'pos', known: true });
    expect(mapTerminalType(any, 'atm')).toEqual({ value: 'atm', known: true });
  });

  it('takes a cell that already names a terminal type when no row maps it', () => {
    expect(mapTerminalType(withoutRows, 'Online')).toEqual({ value: 'online', known: true });
  });
});

describe('transaction types, per terminal type (t)', () => {
  it.each([
    ['W', 'atm', 'cash'],
    ['W', 'pos', 'other'],
    ['W', 'online', 'p2p'],
    ['W', null, 'p2p'],
    ['', 'atm', 'cash'],
    ['X', 'atm', 'cash'],
    ['X', 'pos', 'other'],
    ['', null, 'other'],
  ] as const)('%s at %s maps to %s', (cell, terminal, value) => {
    expect(mapTransactionType(format, cell, terminal)).toEqual({ value, known: true });
  });

  it('names an unmapped value unknown when no * row exists', () => {
    expect(mapTransactionType(withoutRows, 'REFUND', 'pos')).toEqual({ value: null, known: false });
    expect(mapTransactionType(withoutRows, 'P2Account', 'online')).toEqual({
      value: 'p2account',
      known: true,
    });
  });
});
