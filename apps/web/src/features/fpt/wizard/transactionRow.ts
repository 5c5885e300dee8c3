import {
  isFullTransaction,
  makeTransactionSchema,
  validate,
  type FieldError,
  type PastedTransaction,
} from '@afx/domain';

import {
  FPT_SIMPLE_TRANSACTION_FIELDS as SIMPLE_FIELDS,
  FPT_TRANSACTION_FIELDS as TRANSACTION_FIELDS,
  type FptTransactionField as TransactionField,
} from '@afx/domain';

/** Every transaction field of spec 2 §3.8 (the domain's order), and the simplified dialog's. */
export { SIMPLE_FIELDS, TRANSACTION_FIELDS, type TransactionField };

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
