import { describe, expect, it } from 'vitest';
import alphaText from '../../../../docs/samples/alpha-fpt-tab.txt?raw';
import betaText from '../../../../docs/samples/beta-crc-semicolon.csv?raw';
import readme from '../../../../docs/samples/README.md?raw';
import { smartFormatSchema } from '../directories/smart-format.js';
import { checkPan } from '../pan.js';
import { parseSmartPaste } from './parse.js';
import { SAMPLE_SMART_FORMATS } from './sample-formats.js';

// The demo banks' sample exports (docs/samples/) read by their formats: every row accepted.

const NOW = new Date('2026-11-25T12:00:00Z');

describe.each([
  ['alpha-fpt-tab.txt', SAMPLE_SMART_FORMATS.alphaFpt, alphaText],
  ['beta-crc-semicolon.csv', SAMPLE_SMART_FORMATS.betaCrc, betaText],
])('%s', (_name, format, text) => {
  it('is a valid format', () => {
    expect(smartFormatSchema.parse(format)).toEqual(format);
  });

  it('accepts every row after the header', () => {
    const result = parseSmartPaste(format, text, { variant: 'full', now: NOW });
    expect(result.rows[0]).toEqual({ line: 1, outcome: 'header', index: null, problems: [] });
    expect(result.rows.slice(1).map((row) => [row.outcome, row.problems])).toEqual(
      result.rows.slice(1).map(() => ['accepted', []]),
    );
    expect(result.list).toHaveLength(10);
    expect(result.list.every((tran) => tran.pan !== null && checkPan(tran.pan) === null)).toBe(true);
  });
});

it("reads Bank Alpha's rows: separate date and time, dot decimals, a minus dropped", () => {
  const { list } = parseSmartPaste(SAMPLE_SMART_FORMATS.alphaFpt, alphaText, { variant: 'full', now: NOW });
  expect(
    list.map((tran) => [tran.date_time, tran.term_type, tran.tran_type, tran.amount, tran.currency_code]),
  ).toEqual([
    ['18.11.2026 08:12:45', 'pos', 'other', '1250.17', '980'],
    ['18.11.2026 08:47:03', 'atm', 'cash', '5000.00', '980'],
    ['18.11.2026 09:02:31', 'online', 'other', '2999.00', '980'],
    ['19.11.2026 13:25:10', 'pos', 'other', '349.90', '980'],
    ['19.11.2026 13:40:00', 'atm', 'cash', '10000.00', '980'],
    ['20.11.2026 21:03:44', 'online', 'other', '1499.00', '980'],
    ['20.11.2026 21:10:02', 'online', 'p2p', '7500.00', '980'],
    ['21.11.2026 10:15:55', 'pos', 'other', '89.00', '840'],
    ['21.11.2026 10:45:12', 'atm', 'cash', '2000.00', '980'],
    ['22.11.2026 18:30:00', 'pos', 'other', '1250.00', '980'],
  ]);
  expect(list[0]).toEqual({
    date_time: '18.11.2026 08:12:45',
    term_type: 'pos',
    tran_type: 'other',
    amount: '1250.17',
    currency_code: '980',
    pan: '5168750123456789',
    iban: null,
    phone: null,
    acquirer_id: '414962',
    terminal_id: 'S1A2B3C4',
    merchant_id: '100200300',
    merchant_name: 'Сільпо',
    city: 'Київ',
    country_code: 'UA',
    transaction_notes: 'контактна оплата',
    recipient_cardholder_id: null,
    recipient_cardholder_name: null,
  });
});

it("reads Bank Beta's rows: one date-time cell, comma decimals with thousands spaces, notes joined", () => {
  const { list } = parseSmartPaste(SAMPLE_SMART_FORMATS.betaCrc, betaText, { variant: 'full', now: NOW });
  expect(
    list.map((tran) => [tran.date_time, tran.term_type, tran.tran_type, tran.amount, tran.currency_code]),
  ).toEqual([
    ['19.11.2026 07:55:00', 'atm', 'cash', '3000.00', '980'],
    ['19.11.2026 08:03:00', 'atm', 'cash', '10000.00', '980'],
    ['19.11.2026 12:41:00', 'pos', 'other', '1249.50', '980'],
    ['20.11.2026 16:20:00', 'online', 'other', '12999.00', '980'],
    ['20.11.2026 16:22:00', 'online', 'other', '4500.00', '980'],
    ['21.11.2026 09:10:00', 'pos', 'other', '85.40', '980'],
    ['21.11.2026 11:35:00', 'pos', 'other', '150.00', '840'],
    ['22.11.2026 20:05:00', 'atm', 'cash', '20000.00', '980'],
    ['22.11.2026 20:07:00', 'atm', 'cash', '20000.00', '980'],
    ['23.11.2026 13:14:00', 'pos', 'other', '1050.75', '980'],
  ]);
  expect(list[1]).toEqual({
    date_time: '19.11.2026 08:03:00',
    term_type: 'atm',
    tran_type: 'cash',
    amount: '10000.00',
    currency_code: '980',
    pan: '5351456677889907',
    iban: null,
    phone: null,
    acquirer_id: '300465',
    terminal_id: 'D0412230',
    merchant_id: null,
    merchant_name: 'ПУМБ АТМ',
    city: 'Харків',
    country_code: 'UA',
    transaction_notes: 'зняття готівки; повторне',
    recipient_cardholder_id: null,
    recipient_cardholder_name: null,
  });
});

it('skips the online rows of a sample in the offline list', () => {
  const { rows, list } = parseSmartPaste(SAMPLE_SMART_FORMATS.betaCrc, betaText, {
    variant: 'offline',
    now: NOW,
  });
  expect(rows.filter((row) => row.outcome === 'skipped').map((row) => row.line)).toEqual([5, 6]);
  expect(list).toHaveLength(8);
});

it('matches the formats docs/samples/README.md shows', () => {
  const blocks = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1] ?? ''));
  expect(blocks).toEqual([SAMPLE_SMART_FORMATS.alphaFpt, SAMPLE_SMART_FORMATS.betaCrc]);
});
