import type { AlertTransaction } from '../../api/alertTypes';

import {
  FPT_TRANSACTION_FIELDS as TRANSACTION_FIELDS,
  type FptTransactionField as TransactionField,
} from '@afx/domain';

export { TRANSACTION_FIELDS, type TransactionField };

/** The fields any of the rows fills: a simple list shows three columns, not eighteen. */
export function filledFields(rows: readonly AlertTransaction[]): TransactionField[] {
  return TRANSACTION_FIELDS.filter((field) =>
    rows.some((row) => row[field] !== undefined && row[field] !== null && row[field] !== ''),
  );
}
