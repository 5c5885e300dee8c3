import {
  isFullTransaction,
  makeTransactionSchema,
  validate,
  type FieldError,
  type PastedTransaction,
} from '@afx/domain';

/** Every transaction field of spec 2 §3.8, in the order the full dialog asks them. */
export const TRANSACTION_FIELDS = [
  'date_time',
  'term_type',
  'tran_type',
  'source_pan',
  'source_iban',
  'amount',
  'currency_code',
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
] as const;
export type TransactionField = (typeof TRANSACTION_FIELDS)[number];

/** The simplified dialog's fields. */
export const SIMPLE_FIELDS = [
  'date_time',
  'amount',
  'currency_code',
] as const satisfies readonly TransactionField[];

/** A row of the list: the fields given, as text. */
export type TransactionRow = Partial<Record<TransactionField, string>>;

export type TransactionDialogMode = 'simple' | 'full';

/** The dialog a row opens in: full when it names its terminal or transaction type. */
export function dialogModeOf(row: TransactionRow): TransactionDialogMode {
  return isFullTransaction(row) ? 'full' : 'simple';
}

/** A row checked by the domain's rules of its dialog: the stored row or its field errors. */
export function checkTransaction(
  mode: TransactionDialogMode,
  values: TransactionRow,
): { row: TransactionRow; errors: [] } | { row: null; errors: FieldError[] } {
  const checked = validate(makeTransactionSchema(mode), values);
  if (!checked.success) return { row: null, errors: checked.errors };
  const row: TransactionRow = {};
  for (const [field, value] of Object.entries(checked.data)) {
    if (typeof value === 'string' && value !== '') row[field as TransactionField] = value;
  }
  return { row, errors: [] };
}

/** A pasted row as a list row: its given transaction fields (the reply's cardholder fields are not the alert's). */
export function rowOfPaste(pasted: PastedTransaction): TransactionRow {
  const row: TransactionRow = {};
  for (const field of TRANSACTION_FIELDS) {
    const value = (pasted as Partial<Record<TransactionField, string | null>>)[field];
    if (typeof value === 'string' && value !== '') row[field] = value;
  }
  return row;
}
