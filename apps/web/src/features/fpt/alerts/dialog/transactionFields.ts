import type { AlertTransaction } from '../../api/alertTypes';

/** The transaction fields in the order a person reads them (spec 2 §3.8). */
export const TRANSACTION_FIELDS = [
  'date_time',
  'term_type',
  'tran_type',
  'amount',
  'currency_code',
  'source_pan',
  'source_iban',
  'pan',
  'iban',
  'phone',
  'acquirer_id',
  'terminal_id',
  'merchant_id',
  'merchant_name',
  'city',
  'country_code',
  'transaction_notes',
  'atm_owner_id',
] as const satisfies readonly (keyof AlertTransaction)[];

export type TransactionField = (typeof TRANSACTION_FIELDS)[number];

/** The fields any of the rows fills: a simple list shows three columns, not eighteen. */
export function filledFields(rows: readonly AlertTransaction[]): TransactionField[] {
  return TRANSACTION_FIELDS.filter((field) =>
    rows.some((row) => row[field] !== undefined && row[field] !== null && row[field] !== ''),
  );
}
