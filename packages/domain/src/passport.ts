import type { MessageKey } from './messages/index.js';

/** Latin letters that look like Cyrillic ones, as people type passport series on a Latin keyboard. */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  I: 'І',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};

/** Old booklet: two Cyrillic letters and 6 digits; ID card: 9 digits. */
const PASSPORT = /^(?:[А-ЯЁЄІЇҐ]{2}\d{6}|\d{9})$/u;

/** Upper case, no spaces, Latin look-alikes mapped to Cyrillic (spec 1 §5). */
export function normalizePassport(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/\s/g, '')
    .replace(/[ABCEHIKMOPTXY]/g, (letter) => LATIN_TO_CYRILLIC[letter] ?? letter);
}

/** Checks a passport number as stored (already normalised). */
export function isValidPassport(value: string): boolean {
  return PASSPORT.test(value);
}

/** Normalises, then checks: what a form and a request both do. */
export function checkPassport(value: string): MessageKey | null {
  return isValidPassport(normalizePassport(value)) ? null : 'passport_invalid';
}
