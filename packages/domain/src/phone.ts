import type { Issue, MessageKey } from './messages/index.js';
import { keepDigits } from './text.js';

/** 1 mobile, 2 home, 3 work, 4 other contact person (spec 1 §3). */
export const PHONE_TYPES = [1, 2, 3, 4] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const DEFAULT_PHONE_TYPE: PhoneType = 1;
export const MAX_PHONES_PER_INCIDENT = 5;

export type Phone = { readonly number: string; readonly type: PhoneType };

export function isPhoneType(value: unknown): value is PhoneType {
  return typeof value === 'number' && (PHONE_TYPES as readonly number[]).includes(value);
}

/**
 * Digits only, with the Ukrainian country code completed: a 10-digit number starting with 0 gets
 * '38', a 9-digit number not starting with 0 gets '380' (spec 1 §5, spec 2 §5.1).
 */
export function normalizePhone(raw: string): string {
  const digits = keepDigits(raw);
  if (digits.length === 10 && digits.startsWith('0')) return `38${digits}`;
  if (digits.length === 9 && !digits.startsWith('0')) return `380${digits}`;
  return digits;
}

/** Incident phone: exactly 12 digits after normalisation. */
export function checkIncidentPhone(value: string): MessageKey | null {
  return /^\d{12}$/.test(normalizePhone(value)) ? null : 'phone_invalid';
}

/** FPT transaction phone: 7 to 15 digits after normalisation, international format without plus. */
export function checkFptPhone(value: string): MessageKey | null {
  return /^\d{7,15}$/.test(normalizePhone(value)) ? null : 'phone_international';
}

/** Normalises every number and drops the empty ones ("empty phones are dropped on save"). */
export function normalizePhoneList<T extends { readonly number: string }>(phones: readonly T[]): T[] {
  return phones
    .map((phone) => ({ ...phone, number: normalizePhone(phone.number) }))
    .filter((phone) => phone.number !== '');
}

export function checkPhoneCount(phones: readonly unknown[]): Issue | null {
  return phones.length > MAX_PHONES_PER_INCIDENT
    ? { key: 'too_many_phones', params: { count: MAX_PHONES_PER_INCIDENT } }
    : null;
}

/**
 * A stored number as people read it: a Ukrainian number (380 and 9 digits) as '+380 44 200 01 01';
 * any other international number as '+' and its digits; anything else as it is.
 */
export function formatPhone(stored: string): string {
  const match = /^380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  if (match) return `+380 ${match.slice(1).join(' ')}`;
  return /^\d{7,15}$/.test(stored) ? `+${stored}` : stored;
}
