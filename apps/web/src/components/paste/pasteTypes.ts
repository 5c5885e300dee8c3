import type {
  MessageKey,
  MessageParams,
  SmartFormatService,
  TerminalType,
  TransactionType,
} from '@afx/domain';

// The parser's answer (issue 12 contract: packages/domain/src/smart-paste), as the panel reads it.

export type SmartPasteVariant = 'simple' | 'full' | 'offline';

export interface PastedTransaction {
  date_time: string;
  term_type: TerminalType | null;
  tran_type: TransactionType | null;
  amount: string | null;
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
  transaction_notes: string | null;
  recipient_cardholder_id: string | null;
  recipient_cardholder_name: string | null;
}

export interface PasteProblem {
  /** A PastedTransaction key, or '' for the row as a whole (too many rows). */
  field: string;
  message: MessageKey;
  value: string;
  params?: MessageParams;
}

export interface PasteRowReport {
  line: number;
  outcome: 'accepted' | 'flagged' | 'refused' | 'skipped' | 'header' | 'blank';
  index: number | null;
  problems: PasteProblem[];
}

export interface SmartPasteResult {
  list: PastedTransaction[];
  rows: PasteRowReport[];
}

export const SMART_PASTE_TEXT_MAX_BYTES = 256 * 1024;

/** POST /api/smart/v1/result. */
export interface SmartPasteRequest {
  smart_zone: SmartFormatService;
  format_title: string;
  tran: string;
  variant?: SmartPasteVariant;
}
