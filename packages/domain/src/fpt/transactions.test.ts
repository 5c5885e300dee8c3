import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '../zod-rules.js';
import {
  clearTerminalFields,
  hasRecipient,
  isFullTransaction,
  makeTransactionListSchema,
  makeTransactionSchema,
  offersUahForEmptyCurrency,
  terminalFieldsApply,
} from './transactions.js';

const now = () => new Date('2024-06-15T09:00:00Z');
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

const simple = makeTransactionSchema('simple', now);
const full = makeTransactionSchema('full', now);
const offline = makeTransactionSchema('offline', now);

const ATM_ROW = {
  date_time: '01.06.2024 10:00:00',
  term_type: 'atm',
  tran_type: 'cash',
  amount: '1000',
  currency_code: '980',
  acquirer_id: '123',
  terminal_id: 'ATM00001',
  merchant_name: 'PrivatBank ATM',
};

describe('simple transaction — date_time, amount, currency_code', () => {
  it('normalises the date, the amount and a letter currency code', () => {
    expect(simple.parse({ date_time: '2024/06/01 10:20:30', amount: '12,5', currency_code: 'uah' })).toEqual({
      date_time: '01.06.2024 10:20:30',
      amount: '12.50',
      currency_code: '980',
    });
  });

  it.each([
    [
      '"date_time required"',
      { amount: '1', currency_code: '980' },
      [{ field: 'date_time', key: 'required_field' }],
    ],
    [
      'date_time "invalid value"',
      { date_time: '2024.06.01', amount: '1', currency_code: '980' },
      [{ field: 'date_time', key: 'invalid_value' }],
    ],
    [
      '"date must not be in the future"',
      { date_time: '16.06.2024 00:00:00', amount: '1', currency_code: '980' },
      [{ field: 'date_time', key: 'date_in_future' }],
    ],
    [
      'amount required',
      { date_time: '01.06.2024 10:00:00', currency_code: '980' },
      [{ field: 'amount', key: 'required_field' }],
    ],
    [
      'amount 0',
      { date_time: '01.06.2024 10:00:00', amount: '0', currency_code: '980' },
      [{ field: 'amount', key: 'amount_not_positive' }],
    ],
    [
      'amount with 3 decimals',
      { date_time: '01.06.2024 10:00:00', amount: '1.005', currency_code: '980' },
      [{ field: 'amount', key: 'invalid_value' }],
    ],
    [
      'currency required',
      { date_time: '01.06.2024 10:00:00', amount: '1' },
      [{ field: 'currency_code', key: 'required_field' }],
    ],
    [
      "currency 'format: CCY (3 letters or 3 digits)'",
      { date_time: '01.06.2024 10:00:00', amount: '1', currency_code: '98' },
      [{ field: 'currency_code', key: 'currency_format' }],
    ],
    [
      "'invalid currency code'",
      { date_time: '01.06.2024 10:00:00', amount: '1', currency_code: '123' },
      [{ field: 'currency_code', key: 'currency_invalid' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(simple, input)).toEqual(expected);
  });
});

describe('full transaction (spec 2 §5.1)', () => {
  it('pads the acquirer id to 6 digits', () => {
    expect(full.parse(ATM_ROW)).toMatchObject({ acquirer_id: '000123', terminal_id: 'ATM00001' });
  });

  it.each([
    ['an ATM cash withdrawal', ATM_ROW, []],
    [
      'online purchase without terminal id',
      { ...ATM_ROW, term_type: 'online', tran_type: 'other', terminal_id: undefined },
      [],
    ],
    ['"999999 means unknown" acquirer', { ...ATM_ROW, acquirer_id: '999999' }, []],
    [
      '"term_type and tran_type required"',
      { ...ATM_ROW, term_type: undefined, tran_type: null },
      [
        { field: 'term_type', key: 'required_field' },
        { field: 'tran_type', key: 'required_field' },
      ],
    ],
    ['unknown term_type', { ...ATM_ROW, term_type: 'kiosk' }, [{ field: 'term_type', key: 'invalid_value' }]],
    [
      '"iban required ... for p2account" (no terminal fields needed once given)',
      {
        date_time: '01.06.2024 10:00:00',
        term_type: 'online',
        tran_type: 'p2account',
        amount: '600',
        currency_code: '980',
      },
      [
        { field: 'iban', key: 'required_field' },
        { field: 'acquirer_id', key: 'required_field' },
        { field: 'merchant_name', key: 'required_field' },
      ],
    ],
    [
      'iban valid for p2account',
      { ...ATM_ROW, tran_type: 'p2account', iban: 'UA213223130000026007233566002' },
      [{ field: 'iban', key: 'iban_invalid' }],
    ],
    [
      '"pan valid for p2p"',
      { ...ATM_ROW, tran_type: 'p2p', pan: '4111111111111111' },
      [{ field: 'pan', key: 'pan_invalid' }],
    ],
    [
      '"phone 7 to 15 digits"',
      { ...ATM_ROW, tran_type: 'p2phone', phone: '12345' },
      [{ field: 'phone', key: 'phone_international' }],
    ],
    [
      '"acquirer_id required"',
      { ...ATM_ROW, acquirer_id: '' },
      [{ field: 'acquirer_id', key: 'required_field' }],
    ],
    [
      'acquirer_id 12 digits',
      { ...ATM_ROW, acquirer_id: '123456789012' },
      [{ field: 'acquirer_id', key: 'max_length', params: { count: 11 } }],
    ],
    [
      'acquirer_id letters',
      { ...ATM_ROW, acquirer_id: '12ab' },
      [{ field: 'acquirer_id', key: 'digits_only' }],
    ],
    [
      '"terminal_id ... required unless the terminal is online"',
      { ...ATM_ROW, terminal_id: ' ' },
      [{ field: 'terminal_id', key: 'required_field' }],
    ],
    [
      '"terminal_id max 8"',
      { ...ATM_ROW, terminal_id: 'ATM000001' },
      [{ field: 'terminal_id', key: 'max_length', params: { count: 8 } }],
    ],
    [
      '"merchant_id max 15"',
      { ...ATM_ROW, merchant_id: '1234567890123456' },
      [{ field: 'merchant_id', key: 'max_length', params: { count: 15 } }],
    ],
    [
      '"merchant_name required"',
      { ...ATM_ROW, merchant_name: undefined },
      [{ field: 'merchant_name', key: 'required_field' }],
    ],
    [
      'merchant_name max 150',
      { ...ATM_ROW, merchant_name: 'm'.repeat(151) },
      [{ field: 'merchant_name', key: 'max_length', params: { count: 150 } }],
    ],
    [
      '"city max 50"',
      { ...ATM_ROW, city: 'к'.repeat(51) },
      [{ field: 'city', key: 'max_length', params: { count: 50 } }],
    ],
    [
      '"country_code 2 or 3 letters or 3 digits"',
      { ...ATM_ROW, country_code: 'U' },
      [{ field: 'country_code', key: 'country_code_invalid' }],
    ],
    [
      '"notes max 255"',
      { ...ATM_ROW, transaction_notes: 'n'.repeat(256) },
      [{ field: 'transaction_notes', key: 'max_length', params: { count: 255 } }],
    ],
    [
      '"currency required when an amount is set"',
      { ...ATM_ROW, currency_code: undefined },
      [{ field: 'currency_code', key: 'required_field' }],
    ],
    ['no amount, no currency needed', { ...ATM_ROW, amount: undefined, currency_code: undefined }, []],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(full, input)).toEqual(expected);
  });

  it('"Terminal fields are cleared for p2p, p2account or p2phone with a recipient given"', () => {
    const parsed = full.parse({
      ...ATM_ROW,
      term_type: 'online',
      tran_type: 'p2p',
      pan: '5168 7555 1234 5675',
      merchant_id: 'M1',
    });
    expect(parsed).toMatchObject({ pan: '5168755512345675', tran_type: 'p2p' });
    expect(parsed).not.toHaveProperty('acquirer_id');
    expect(parsed).not.toHaveProperty('terminal_id');
    expect(parsed).not.toHaveProperty('merchant_id');
    expect(parsed).not.toHaveProperty('merchant_name');
  });

  it('"The offline variant allows only atm and pos"', () => {
    expect(errorsOf(offline, { ...ATM_ROW, term_type: 'pos' })).toEqual([]);
    expect(errorsOf(offline, { ...ATM_ROW, term_type: 'online' })).toEqual([
      { field: 'term_type', key: 'terminal_type_offline_only' },
    ]);
  });
});

describe('recipient helpers', () => {
  it.each([
    [{ tran_type: 'p2p', pan: '5168755512345675' }, true, false],
    [{ tran_type: 'p2p', pan: '' }, false, true],
    [{ tran_type: 'p2account', iban: 'UA21' }, true, false],
    [{ tran_type: 'p2phone', phone: '380501234567' }, true, false],
    [{ tran_type: 'cash', pan: '5168755512345675' }, false, true],
  ])('%o: recipient %s, terminal fields apply %s', (tran, recipient, apply) => {
    expect(hasRecipient(tran)).toBe(recipient);
    expect(terminalFieldsApply(tran)).toBe(apply);
  });

  it('clearTerminalFields keeps city and country', () => {
    expect(
      clearTerminalFields({
        tran_type: 'p2phone',
        phone: '380501234567',
        terminal_id: 'T1',
        acquirer_id: '1',
        city: 'Київ',
      }),
    ).toEqual({ tran_type: 'p2phone', phone: '380501234567', city: 'Київ' });
  });
});

describe('a row of the full dialog: one naming its terminal or transaction type', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{ date_time: '01.06.2024 10:00:00', amount: '10.00', currency_code: '980' }, false],
    [{ term_type: null, tran_type: undefined }, false],
    [{ term_type: 'atm' }, true],
    [{ tran_type: 'p2p' }, true],
  ])('%o: %s', (tran, full) => {
    expect(isFullTransaction(tran)).toBe(full);
  });
});

describe('transaction lists', () => {
  const wizardList = makeTransactionListSchema('auto', { minimumTotal: true, now });
  const simpleRow = { date_time: '01.06.2024 10:00:00', amount: '100', currency_code: '980' };

  it.each([
    ['"Simple transaction list max 40 rows" — 40', Array.from({ length: 40 }, () => simpleRow), []],
    [
      '41 simple rows',
      Array.from({ length: 41 }, () => simpleRow),
      [{ field: '', key: 'too_many_transactions', params: { count: 40 } }],
    ],
    ['"full list max 100" — 100', Array.from({ length: 100 }, () => ATM_ROW), []],
    [
      '101 full rows',
      Array.from({ length: 101 }, () => ATM_ROW),
      [{ field: '', key: 'too_many_transactions', params: { count: 100 } }],
    ],
    ['"transactions required"', [], [{ field: '', key: 'required_field' }]],
    [
      '499.99 UAH in total is below the minimum',
      [
        { ...simpleRow, amount: '400' },
        { ...simpleRow, amount: '99,99' },
      ],
      [{ field: '', key: 'amount_below_minimum', params: { amount: '500.00', currency: 'UAH' } }],
    ],
    [
      'mixed currencies',
      [
        { ...simpleRow, amount: '600' },
        { ...simpleRow, currency_code: '840', amount: '20' },
      ],
      [{ field: '', key: 'transactions_one_currency' }],
    ],
    [
      'a bad row is reported at its place and the total is not checked',
      [{ ...simpleRow, amount: 'x' }],
      [{ field: '0.amount', key: 'invalid_value' }],
    ],
  ])('%s', (_name, list, expected) => {
    expect(errorsOf(wizardList, list)).toEqual(expected);
  });

  it('"full list max 100 (offline variant 30)"', () => {
    const offlineList = makeTransactionListSchema('offline', { minimumTotal: false, now });
    expect(
      errorsOf(
        offlineList,
        Array.from({ length: 30 }, () => ATM_ROW),
      ),
    ).toEqual([]);
    expect(
      errorsOf(
        offlineList,
        Array.from({ length: 31 }, () => ATM_ROW),
      ),
    ).toEqual([{ field: '', key: 'too_many_transactions', params: { count: 30 } }]);
  });

  it('lists without a minimum accept small totals', () => {
    const outgoing = makeTransactionListSchema('full', { minimumTotal: false, now });
    expect(errorsOf(outgoing, [{ ...ATM_ROW, amount: '1' }])).toEqual([]);
  });
});

describe('"For locale uk with an empty currency a confirmation offers UAH (980)"', () => {
  it.each([
    ['uk', '', true],
    ['uk', undefined, true],
    ['uk', '840', false],
    ['en', '', false],
    ['ru', null, false],
  ] as const)('%s with %j → %s', (locale, currency, expected) => {
    expect(offersUahForEmptyCurrency(locale, currency)).toBe(expected);
  });
});
