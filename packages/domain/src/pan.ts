import type { MessageKey } from './messages/index.js';

/** The demo test card that one PAN field accepts although it fails the Luhn check (spec 1 §5). */
export const TEST_CARD_PAN = '4441110000000000';

/** Well-known public test numbers that pass Luhn but never belong to a real cardholder. */
const REJECTED_PANS: ReadonlySet<string> = new Set(['4111111111111111']);

const PAN_SHAPE = /^\d{16,19}$/;

export type PanOptions = {
  /** Accept TEST_CARD_PAN (the variant of spec 1 §5). */
  readonly allowTestCard?: boolean;
  /** Accept an empty value (the same variant, for an optional field). */
  readonly allowEmpty?: boolean;
};

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * A Luhn-valid card number of `length` digits: the prefix (a BIN), then `serial` padded with zeros,
 * then the check digit. For demo data, tests and benches that need real-looking cards of a bank.
 */
export function cardNumberWith(prefix: string, serial = 0, length = 16): string {
  const body = `${prefix}${String(serial).padStart(length - 1 - prefix.length, '0')}`;
  if (!/^\d+$/.test(body) || body.length !== length - 1) throw new RangeError('prefix and serial too long');
  for (let check = 0; check <= 9; check += 1) {
    if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('a Luhn check digit always exists');
}

/** Card number: 16 to 19 digits, Luhn, not all zeros, not a public test number. */
export function isValidPan(value: string, options: PanOptions = {}): boolean {
  if (value === '') return options.allowEmpty === true;
  if (options.allowTestCard === true && value === TEST_CARD_PAN) return true;
  if (!PAN_SHAPE.test(value) || /^0+$/.test(value) || REJECTED_PANS.has(value)) return false;
  return luhnValid(value);
}

export function checkPan(value: string, options: PanOptions = {}): MessageKey | null {
  if (value === '' && options.allowEmpty !== true) return 'required_field';
  return isValidPan(value, options) ? null : 'pan_invalid';
}

/** Drops the spaces and dashes people type or paste between digit groups. */
export function normalizePan(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** For display where the whole number must not show: first 6, stars, last 4. */
export function maskPan(pan: string): string {
  if (pan.length <= 10) return pan;
  return `${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)}`;
}

/** Digits grouped in fours, as alert dialogs show sender and recipient numbers. */
export function groupInFours(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}
