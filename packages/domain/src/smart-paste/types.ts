import type { TerminalType, TransactionType } from '../fpt/transactions.js';
import type { MessageKey, MessageParams } from '../messages/index.js';

/** One pasted row as a transaction, in the shape the typed transaction forms store. */
export interface PastedTransaction {
  /** dd.MM.yyyy HH:mm:ss, as normalizeTransactionDateTime writes it. */
  date_time: string;
  term_type: TerminalType | null;
  tran_type: TransactionType | null;
  /** Dot decimal, 2 places: "1234.56". */
  amount: string | null;
  /** ISO 4217 numeric: "980". */
  currency_code: string | null;
  pan: string | null;
  iban: string | null;
  phone: string | null;
  acquirer_id: string | null;
  terminal_id: string | null;
  merchant_id: string | null;
  merchant_name: string | null;
  city: string | null;
  country_code: string | null;
  /** The notes columns joined with '; '. */
  transaction_notes: string | null;
  recipient_cardholder_id: string | null;
  recipient_cardholder_name: string | null;
}

/**
 * What is wrong with one value of a row. `field` is a PastedTransaction key, or '' for the row as a
 * whole (too many rows); `value` is the pasted cell text; `params` fill the message's placeholders
 * ('max length {count}').
 */
export interface PasteProblem {
  field: string;
  message: MessageKey;
  value: string;
  params?: MessageParams;
}

export type PasteRowOutcome = 'accepted' | 'flagged' | 'refused' | 'skipped' | 'header' | 'blank';

export interface PasteRowReport {
  /** 1-based line of the pasted text. */
  line: number;
  outcome: PasteRowOutcome;
  /** Position in `list` when accepted or flagged. */
  index: number | null;
  problems: PasteProblem[];
}

export interface SmartPasteResult {
  list: PastedTransaction[];
  rows: PasteRowReport[];
}
