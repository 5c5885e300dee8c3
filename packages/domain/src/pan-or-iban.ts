import { isValidIban, looksLikeIban } from './iban.js';
import type { MessageKey } from './messages/index.js';
import { isValidPan, type PanOptions } from './pan.js';
import type { RuleOutcome } from './rule.js';

/** A card number or an account number (IBAN): what FPT and Crime Check call a "number". */
export type ReceiverType = 'card' | 'account';

/** The FPT wizard's receiver input limit, before separators are stripped (spec 2 §2.1). */
export const RECEIVER_INPUT_MAX_LENGTH = 50;
/** FPT and Crime Check number filters (spec 2 §5.2). */
export const NUMBER_FILTER_MAX_LENGTH = 34;

/** "16-19 digits, or two capital letters plus 13 to 32 digits" (spec 1 §5). */
const PAN_OR_IBAN_SHAPE = /^(?:\d{16,19}|[A-Z]{2}\d{13,32})$/;
/** The same shape where a star stands for any digit, as number filters are masked. */
const NUMBER_FILTER_SHAPE = /^(?:[\d*]{16,19}|[A-Z]{2}[\d*]{13,32})$/;

/** The shape of a card number or IBAN, without Luhn or checksum. */
export function isPanOrIbanShape(value: string): boolean {
  return PAN_OR_IBAN_SHAPE.test(value);
}

/** A valid card number (Luhn) or a valid IBAN (checksum). */
export function isValidPanOrIban(value: string, options: PanOptions = {}): boolean {
  return looksLikeIban(value) ? isValidIban(value) : isValidPan(value, options);
}

/** Spaces, dashes, dots, slashes and underscores people put between groups of a number. */
export function stripNumberSeparators(raw: string): string {
  return raw.replace(/[\s\-./_]/g, '').toUpperCase();
}

/** "sets the type to account if it looks like an IBAN and otherwise card" (spec 2 §4.1). */
export function detectReceiverType(number: string): ReceiverType {
  return looksLikeIban(number) ? 'account' : 'card';
}

/**
 * The FPT wizard's receiver number (spec 2 §5.1): required, at most 50 characters as typed,
 * separators stripped, then a valid card number or a valid IBAN.
 */
export function checkReceiverNumber(raw: string, options: PanOptions = {}): RuleOutcome {
  if (raw.trim() === '') return 'required_field';
  if (raw.length > RECEIVER_INPUT_MAX_LENGTH) {
    return { key: 'max_length', params: { count: RECEIVER_INPUT_MAX_LENGTH } };
  }
  const number = stripNumberSeparators(raw);
  if (detectReceiverType(number) === 'account') return isValidIban(number) ? null : 'iban_invalid';
  return isValidPan(number, options) ? null : 'pan_invalid';
}

/**
 * Number filter input (spec 2 §5.2): a leading two-letter country code is kept upper-cased; after
 * it x, X, #, _ and - become * and other non-digits are removed; at most 34 characters. Two x's
 * at the start are stars, not a country code.
 */
export function normalizeNumberFilterInput(raw: string): string {
  const compact = raw.replace(/\s/g, '');
  const country = /^[A-Za-z]{2}/.exec(compact)?.[0] ?? '';
  const prefix = /^[xX]{2}$/.test(country) ? '' : country.toUpperCase();
  const rest = compact
    .slice(prefix.length)
    .replace(/[xX#_-]/g, '*')
    .replace(/[^\d*]/g, '');
  return (prefix + rest).slice(0, NUMBER_FILTER_MAX_LENGTH);
}

/** Validated on blur: 16 to 19 digits, or two capital letters plus 13 to 32 digits (stars allowed). */
export function checkNumberFilter(value: string): MessageKey | null {
  return NUMBER_FILTER_SHAPE.test(value) ? null : 'invalid_value';
}

/** The SQL LIKE pattern of a number filter: each star is one character. */
export function numberFilterToSqlLike(value: string): string | null {
  return checkNumberFilter(value) === null ? value.replace(/\*/g, '_') : null;
}
