import { describe, expect, it } from 'vitest';
import { smartFormatSchema } from '../directories/smart-format.js';
import { parseSmartPaste } from './parse.js';

// The typed transaction form's rules between fields, met by pasted rows.

const NOW = new Date('2026-11-25T12:00:00Z');
const FORMAT = smartFormatSchema.parse({
  n: 0,
  title: 'Transfers',
  fields: [
    'date_time',
    'term_type',
    'tran_type',
    'amount',
    'currency_code',
    'pan',
    'iban',
    'phone',
    'acquirer_id',
    'terminal_id',
    'merchant_name',
  ],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  amount_use_semicolon: false,
  column_separator: ';',
});

const read = (line: string) => {
  const result = parseSmartPaste(FORMAT, line, { variant: 'full', now: NOW });
  return { row: result.rows[0], transaction: result.list[0] ?? null };
};

describe('rows between fields', () => {
  it('flags a transfer to an account without its IBAN', () => {
    const { row, transaction } = read(
      '24.11.2026 10:00:00;online;p2account;5000.00;UAH;5168750123456789;;;322001;;Monobank',
    );
    expect(row).toEqual({
      line: 1,
      outcome: 'flagged',
      index: 0,
      problems: [{ field: 'iban', message: 'required_field', value: '' }],
    });
    expect(transaction).toMatchObject({ tran_type: 'p2account', iban: null, acquirer_id: '322001' });
  });

  it('refuses an ATM row without its acquirer and terminal', () => {
    expect(read('24.11.2026 10:00:00;atm;cash;500.00;UAH;5168750123456789;;;;;ПриватБанк АТМ').row).toEqual({
      line: 1,
      outcome: 'refused',
      index: null,
      problems: [
        { field: 'acquirer_id', message: 'required_field', value: '' },
        { field: 'terminal_id', message: 'required_field', value: '' },
      ],
    });
  });

  it('flags a phone that is too short and keeps the row’s other values normalised', () => {
    const { row, transaction } = read(
      '24.11.2026 10:00:00;online;p2phone;250;uah;5168750123456789;;12-34;322001;;Monobank',
    );
    expect(row?.problems).toEqual([{ field: 'phone', message: 'phone_international', value: '12-34' }]);
    expect(transaction).toEqual({
      date_time: '24.11.2026 10:00:00',
      term_type: 'online',
      tran_type: 'p2phone',
      amount: '250.00',
      currency_code: '980',
      pan: '5168750123456789',
      iban: null,
      phone: null,
      acquirer_id: '322001',
      terminal_id: null,
      merchant_id: null,
      merchant_name: 'Monobank',
      city: null,
      country_code: null,
      transaction_notes: null,
      recipient_cardholder_id: null,
      recipient_cardholder_name: null,
    });
  });

  it('refuses a row whose acquirer id has letters and whose IBAN fails its checksum', () => {
    expect(
      read('24.11.2026 10:00:00;online;p2account;100;UAH;;UA433052990000026201234567891;;32A001;;Mono').row,
    ).toEqual({
      line: 1,
      outcome: 'refused',
      index: null,
      problems: [
        { field: 'iban', message: 'iban_invalid', value: 'UA433052990000026201234567891' },
        { field: 'acquirer_id', message: 'digits_only', value: '32A001' },
      ],
    });
  });
});
