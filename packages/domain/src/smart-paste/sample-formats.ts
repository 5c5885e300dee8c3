import type { SmartFormat } from '../directories/smart-format.js';

/**
 * The formats of the demo banks' sample exports (docs/samples/): Bank Alpha's FPT rows copied from
 * Excel (tab, separate date and time, dot decimals, a header row) and Bank Beta's Crime Check CSV
 * (';', one date-time cell, comma decimals with thousands spaces). Demo data and tests share them.
 */
export const SAMPLE_SMART_FORMATS: { readonly alphaFpt: SmartFormat; readonly betaCrc: SmartFormat } = {
  alphaFpt: {
    n: 0,
    title: 'Alpha card ledger (Excel)',
    disable: false,
    fields: [
      'date',
      'time',
      'pan',
      'amount',
      'currency_code',
      'term_type',
      'tran_type',
      'acquirer_id',
      'terminal_id',
      'merchant_id',
      'merchant_name',
      'city',
      'country_code',
      'notes',
    ],
    data_format: 'DD.MM.YYYY',
    time_format: 'HH:mm:ss',
    dt_separator: ' ',
    amount_use_semicolon: false,
    column_separator: '\t',
    term_types: [
      { k: 'ATM', v: 'atm' },
      { k: 'POS', v: 'pos' },
      { k: 'ECOM', v: 'online' },
    ],
    tran_types: [
      { k: 'CASH', v: 'cash', t: null },
      { k: 'PURCHASE', v: 'other', t: null },
      { k: 'C2C', v: 'p2p', t: null },
      { k: '*', v: 'cash', t: 'atm' },
    ],
  },
  betaCrc: {
    n: 0,
    title: 'Beta CSV export',
    disable: false,
    fields: [
      'date_time',
      'skip',
      'term_type',
      'tran_type',
      'amount',
      'currency_code',
      'pan',
      'acquirer_id',
      'terminal_id',
      'merchant_name',
      'city',
      'country_code',
      'notes',
      'notes',
    ],
    data_format: 'YYYY-MM-DD',
    time_format: 'HH:mm',
    dt_separator: ' ',
    amount_use_semicolon: true,
    column_separator: ';',
    term_types: [
      { k: '1', v: 'atm' },
      { k: '2', v: 'pos' },
      { k: '3', v: 'online' },
    ],
    tran_types: [
      { k: '10', v: 'cash', t: null },
      { k: '20', v: 'other', t: null },
      { k: '*', v: 'other', t: 'online' },
    ],
  },
};
