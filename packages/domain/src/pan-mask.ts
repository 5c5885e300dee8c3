import type { MessageKey } from './messages/index.js';

export const PAN_MASK_MAX_LENGTH = 19;

/** First 6 digits, then 6 to 9 digits or stars, then the last 4 digits (spec 1 §5 filter box). */
const PAN_MASK = /^\d{6}[\d*]{6,9}\d{4}$/;

/** x, X, #, _ and - become *, other non-digits are removed, at most 19 characters. */
export function normalizePanMaskInput(raw: string): string {
  return raw
    .replace(/[xX#_-]/g, '*')
    .replace(/[^\d*]/g, '')
    .slice(0, PAN_MASK_MAX_LENGTH);
}

export function isValidPanMask(value: string): boolean {
  return PAN_MASK.test(value);
}

/** Failed patterns show 'invalid value' (spec 1 §5). */
export function checkPanMask(value: string): MessageKey | null {
  return isValidPanMask(value) ? null : 'invalid_value';
}

/** A whole card number rather than a mask. */
export function isExactPan(value: string): boolean {
  return /^\d{16,19}$/.test(value);
}

/** The parts a query needs: each star stands for exactly one digit, so the length is fixed. */
export type PanMaskParts = {
  readonly prefix: string;
  readonly suffix: string;
  readonly length: number;
  readonly exact: boolean;
};

export function panMaskParts(mask: string): PanMaskParts | null {
  if (!isValidPanMask(mask)) return null;
  return { prefix: mask.slice(0, 6), suffix: mask.slice(-4), length: mask.length, exact: isExactPan(mask) };
}

/**
 * The SQL LIKE pattern of a mask: a star becomes '_' (one character). The mask holds only digits
 * and stars, so nothing needs escaping. Null for an invalid mask.
 */
export function panMaskToSqlLike(mask: string): string | null {
  return isValidPanMask(mask) ? mask.replace(/\*/g, '_') : null;
}

/** Whether a stored card number matches a mask (the same rule as the LIKE pattern). */
export function panMatchesMask(pan: string, mask: string): boolean {
  if (!isValidPanMask(mask) || pan.length !== mask.length) return false;
  return [...mask].every((char, index) => char === '*' || char === pan[index]);
}
