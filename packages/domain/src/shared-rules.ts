import type { MessageKey } from './messages/index.js';
import type { RuleOutcome } from './rule.js';

// Small rules of spec 1 §5 "Shared rules used across the product" that several screens call.

export function checkDigitsOnly(value: string): MessageKey | null {
  return /^\d+$/.test(value) ? null : 'digits_only';
}

export function checkThreeDigits(value: string): MessageKey | null {
  return /^\d{3}$/.test(value) ? null : 'three_digits';
}

/** "country code two or three letters or three digits". */
export function checkCountryCode(value: string): MessageKey | null {
  return /^(?:[A-Za-z]{2,3}|\d{3})$/.test(value) ? null : 'country_code_invalid';
}

/** Tax id (INN / РНОКПП): exactly 10 digits, not all zeros. */
export function checkInn(value: string): MessageKey | null {
  return /^\d{10}$/.test(value) && !/^0+$/.test(value) ? null : 'inn_invalid';
}

/** EDRPOU (ЄДРПОУ) company code: 8 digits. */
export function checkEgrpou(value: string): MessageKey | null {
  return /^\d{8}$/.test(value) ? null : 'egrpou_invalid';
}

/** Crime Check request id: 12 digits. */
export function checkRequestId(value: string): MessageKey | null {
  return /^\d{12}$/.test(value) ? null : 'request_id_invalid';
}

/** Registration (ERDR) number: 1 to 17 digits. */
export function checkRegistrationNumber(value: string): MessageKey | null {
  return /^\d{1,17}$/.test(value) ? null : 'registration_number_invalid';
}

/** "A token format of 5 to 8 letters or digits". */
export function checkTokenFormat(value: string): MessageKey | null {
  return /^[A-Za-z0-9]{5,8}$/.test(value) ? null : 'token_format';
}

/** The acquirer id that means "unknown acquirer" (spec 2 §5.1, spec 3 §9). */
export const UNKNOWN_ACQUIRER_ID = '999999';
export const ACQUIRER_ID_MIN_LENGTH = 6;
export const ACQUIRER_ID_MAX_LENGTH = 11;

/** "shorter values padded with zeros to 6" (spec 2 §5.1). Anything but 1-5 digits is left as is. */
export function padAcquirerId(value: string): string {
  return /^\d{1,5}$/.test(value) ? value.padStart(ACQUIRER_ID_MIN_LENGTH, '0') : value;
}

/** A transaction's acquirer id: digits, 6 to 11 of them ('acquirer ID minimum 6'). */
export function checkAcquirerId(value: string): RuleOutcome {
  if (!/^\d+$/.test(value)) return 'digits_only';
  if (value.length < ACQUIRER_ID_MIN_LENGTH) return 'acquirer_id_min_length';
  if (value.length > ACQUIRER_ID_MAX_LENGTH)
    return { key: 'max_length', params: { count: ACQUIRER_ID_MAX_LENGTH } };
  return null;
}
