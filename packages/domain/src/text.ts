import type { Issue } from './messages/index.js';

/** Length in characters (code points), so a Cyrillic or emoji character counts once. */
export function charCount(value: string): number {
  return [...value].length;
}

export function checkMaxLength(value: string, max: number): Issue | null {
  return charCount(value) > max ? { key: 'max_length', params: { count: max } } : null;
}

export function checkMinLength(value: string, min: number): Issue | null {
  return charCount(value) < min ? { key: 'min_length', params: { count: min } } : null;
}

export function checkLengthBetween(value: string, min: number, max: number): Issue | null {
  const length = charCount(value);
  return length < min || length > max ? { key: 'length_between', params: { min, max } } : null;
}

/** Cuts a text to at most `max` characters (upload notes and descriptions are cut, not rejected). */
export function truncate(value: string, max: number): string {
  const chars = [...value];
  return chars.length > max ? chars.slice(0, max).join('') : value;
}

// Search inputs strip what the matched column can never contain (spec 1 §5, "Search inputs strip
// special characters, spaces or non-digits").

/** Digits only: phone, tax id, EDRPOU, request id searches. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** No whitespace at all: PAN, IBAN, passport and e-mail searches. */
export function removeSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * Letters of any script, digits, spaces, hyphens, apostrophes and quotes: what names and
 * organisation names may hold. Runs of spaces collapse to one.
 */
export function removeSpecialCharacters(value: string): string {
  return value
    .replace(/[^\p{L}\p{N}\s\-'’ʼ"«»„“”]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
