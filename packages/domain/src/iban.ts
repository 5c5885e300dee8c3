import { electronicFormatIBAN } from 'ibantools';
import type { MessageKey } from './messages/index.js';

/** Two letters, two check digits, then 11 to 30 alphanumerics (spec 1 §5). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Upper case without spaces or dashes: the form an IBAN is checked and stored in. */
export function normalizeIban(raw: string): string {
  return electronicFormatIBAN(raw.trim()) ?? '';
}

/** ISO 7064 MOD 97-10: country code and check digits moved to the end, letters as 10..35. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return false;
    // Fold digit by digit so the number never leaves the safe-integer range.
    for (const digit of String(value)) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN in electronic format (see normalizeIban) with a valid checksum. */
export function isValidIban(value: string): boolean {
  return IBAN_SHAPE.test(value) && ibanChecksumValid(value);
}

export function checkIban(value: string): MessageKey | null {
  if (value === '') return 'required_field';
  return isValidIban(value) ? null : 'iban_invalid';
}

/** Starts with two letters: the FPT wizard then treats the receiver as an account (spec 2 §4.1). */
export function looksLikeIban(value: string): boolean {
  return /^[A-Za-z]{2}/.test(value.trim());
}
