import type { MessageKey } from './messages/index.js';

// Money is handled as integer minor units (kopiykas, cents): never float arithmetic.

const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
/** The biggest whole part that still fits a safe integer of minor units. */
const MAX_WHOLE_DIGITS = 13;

/** Trims, drops spaces used as thousands separators and turns a decimal comma into a dot. */
export function normalizeAmountInput(raw: string | number): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
  return raw.trim().replace(/\s/g, '').replace(',', '.');
}

/** '12,5' → 1250; null when not a non-negative amount with at most 2 decimals. */
export function toMinorUnits(value: string | number): number | null {
  const match = DECIMAL_AMOUNT.exec(normalizeAmountInput(value));
  if (!match) return null;
  const whole = match[1] ?? '';
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** 1250 → '12.50'. */
export function formatMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minor));
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** The stored form of an entered amount: '12,5' → '12.50'; null when it is not an amount. */
export function normalizeAmount(value: string | number): string | null {
  const minor = toMinorUnits(value);
  return minor === null ? null : formatMinorUnits(minor);
}

/**
 * A transaction amount (spec 2 §5.1): required, a number with at most 2 decimals after the comma
 * is turned into a dot, and at least 0.01.
 */
export function checkPositiveAmount(value: string | number): MessageKey | null {
  if (typeof value === 'string' && value.trim() === '') return 'required_field';
  const minor = toMinorUnits(value);
  if (minor === null) return 'invalid_value';
  return minor < 1 ? 'amount_not_positive' : null;
}

/**
 * Card-blocking amount input (spec 3 §5): comma becomes a dot and two decimals are added, so
 * '12' → '12.00' and '12,5' → '12.50'. Anything that is not an amount stays as typed.
 */
export function padAmountDecimals(raw: string): string {
  return normalizeAmount(raw) ?? raw;
}

/** "digits, a dot and exactly two decimals, not negative" (spec 3 §5 card blocking). */
export function checkTwoDecimalAmount(value: string): MessageKey | null {
  if (value.trim() === '') return 'required_field';
  return /^\d+\.\d{2}$/.test(value) ? null : 'amount_format';
}
