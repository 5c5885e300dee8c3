import type { z } from 'zod';
import { objectOf, requiredText } from '../zod-rules.js';
import { makeTransactionListSchema } from './transactions.js';

/** Notes, messages and comments of FPT: trimmed, up to 1000 characters (spec 2 §5.2, §9). */
export const FPT_TEXT_MAX_LENGTH = 1000;
/** Alert ids are opaque strings; the filter allows 80 characters, so ids do too. */
const ALERT_ID_MAX_LENGTH = 80;

const alertId = () => requiredText(undefined, { max: ALERT_ID_MAX_LENGTH });
const fptText = () => requiredText(undefined, { max: FPT_TEXT_MAX_LENGTH });

/** /alert/set_status: "status and notes required; notes trimmed, max 1000". */
export function makeSetStatusSchema(now: () => Date = () => new Date()) {
  return objectOf({
    id: alertId(),
    status: requiredText(),
    notes: fptText(),
    transactions: makeTransactionListSchema('full', { minimumTotal: false, now })
      .nullish()
      .transform((list) => list ?? []),
  });
}

export const setStatusSchema = makeSetStatusSchema();
export type SetStatusRequest = z.output<typeof setStatusSchema>;

/** /outbound/message and /inbound/message: "Messages trimmed, non-empty, max 1000". */
export const alertMessageSchema = objectOf({ id: alertId(), message: fptText() });

/** The alert dialog's comment box (max 1000). */
export const alertCommentSchema = objectOf({ id: alertId(), comment: fptText() });

/** What the first outbound transaction writes into empty notes (spec 2 §4.2). */
export const TRANSACTIONS_ADDED_MARKER = '* transactions added';

/** "Adding the first outbound transaction fills empty notes with the marker." */
export function notesAfterTransactionAdded(notes: string, transactionCountBefore: number): string {
  return transactionCountBefore === 0 && notes.trim() === '' ? TRANSACTIONS_ADDED_MARKER : notes;
}

/** "clearing removes the marker if notes are unchanged." */
export function notesAfterTransactionsCleared(notes: string): string {
  return notes === TRANSACTIONS_ADDED_MARKER ? '' : notes;
}
