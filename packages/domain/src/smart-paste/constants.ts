import { TRANSACTION_LIMITS } from '../fpt/transactions.js';

/** The transaction lists a paste fills: the simplified dialog, the full one, card-use places. */
export const SMART_PASTE_VARIANTS = ['simple', 'full', 'offline'] as const;
export type SmartPasteVariant = (typeof SMART_PASTE_VARIANTS)[number];
export const DEFAULT_SMART_PASTE_VARIANT: SmartPasteVariant = 'full';

/** The most text one paste may carry (issue 12: "256 kB of text"), counted in UTF-8 bytes. */
export const SMART_PASTE_TEXT_MAX_BYTES = 256 * 1024;

/** Rows a paste may keep per variant: the lists' own maxima (spec 2 §5.1). */
export const SMART_PASTE_ROW_LIMITS: Readonly<Record<SmartPasteVariant, number>> = {
  simple: TRANSACTION_LIMITS.simpleListMax,
  full: TRANSACTION_LIMITS.fullListMax,
  offline: TRANSACTION_LIMITS.offlineListMax,
};

/** Notes columns are joined into one transaction_notes with this. */
export const PASTE_NOTES_JOINER = '; ';
