import type { MessageKey } from './messages/index.js';

// Geographic ranges everywhere: latitude -90..90, longitude -180..180, both non-zero (spec 1 §5,
// spec 2 §5.3). Spec 3's ATM form gives the ranges the other way round; that is a defect of the
// source, not a rule, so the ATM form uses these checks too.

/** Decimal places accepted on input; storage keeps 9. */
export const COORDINATE_INPUT_DECIMALS = 6;
export const COORDINATE_STORAGE_DECIMALS = 9;

/**
 * A position rounded to the input's 6 decimals: one copied from a map carries more (50.45012345678)
 * and would fail checkLatitude / checkLongitude only for its precision.
 */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_INPUT_DECIMALS));
}

const COORDINATE_TEXT = /^-?\d{1,3}(?:\.(\d+))?$/;

/** '50,4501' → 50.4501. Null when the text is not a decimal number. */
export function parseCoordinate(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  return COORDINATE_TEXT.test(text) ? Number(text) : null;
}

function decimalsOf(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  return COORDINATE_TEXT.exec(text)?.[1]?.length ?? 0;
}

function checkCoordinate(value: string | number, limit: number, invalidKey: MessageKey): MessageKey | null {
  const number = parseCoordinate(value);
  if (number === null || number === 0 || Math.abs(number) > limit) return invalidKey;
  return decimalsOf(value) > COORDINATE_INPUT_DECIMALS ? 'coordinate_precision' : null;
}

export function checkLatitude(value: string | number): MessageKey | null {
  return checkCoordinate(value, 90, 'latitude_invalid');
}

export function checkLongitude(value: string | number): MessageKey | null {
  return checkCoordinate(value, 180, 'longitude_invalid');
}
