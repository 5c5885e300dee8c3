import {
  auditValueWords,
  type Locale,
  formatInstantDateTime,
  formatPhone,
  fromIsoDate,
  isPhoneType,
  translate,
} from '@afx/domain';

/** The changes of an entry as people read them: { field: [before, after] }, null where empty. */
export type ReadableChanges = Record<string, [string | null, string | null]>;

/** The name of a value that is the id of something (an organisation, a settlement), if it is one. */
export type NameOf = (field: string, value: unknown) => string | undefined;

/** Fields that hold phone numbers, stored as digits: every service names them so. */
const PHONE_FIELDS = new Set(['phones', 'phone']);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A stored phone (digits, or { number, type } of an incident) as '+380 67 123 45 67 (mobile)'. */
function phoneText(phone: unknown, locale: Locale): string | null {
  if (typeof phone === 'string') return formatPhone(phone);
  if (typeof phone !== 'object' || phone === null || !('number' in phone)) return null;
  const { number, type } = phone as { number: unknown; type?: unknown };
  if (typeof number !== 'string') return null;
  return isPhoneType(type)
    ? `${formatPhone(number)} (${translate(`phone_type_${type}`, locale)})`
    : formatPhone(number);
}

/** A stored text: an ISO instant in Kyiv time, an ISO date as dd.MM.yyyy, any other as it is. */
function textOf(value: string): string {
  if (ISO_INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return formatInstantDateTime(instant);
  }
  return fromIsoDate(value) ?? value;
}

/** One stored value as people read it; null when there is nothing to show. */
export function readableValue(field: string, value: unknown, nameOf: NameOf, locale: Locale): string | null {
  if (isEmpty(value)) return null;
  const name = nameOf(field, value);
  if (name !== undefined) return name;
  if (PHONE_FIELDS.has(field) && Array.isArray(value)) return joined(value.map((p) => phoneText(p, locale)));
  if (PHONE_FIELDS.has(field)) return phoneText(value, locale);
  if (typeof value === 'boolean') return translate(value ? 'history_value_yes' : 'history_value_no', locale);
  if (typeof value === 'string') return textOf(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return joined(value.map((item) => readableValue(field, item, nameOf, locale)));
  if (typeof value === 'object') {
    // A nested record: its parts by their own names, e.g. 'city: м. Київ; address: вул. Хрещатик, 22'.
    const parts = Object.entries(value as Record<string, unknown>).map(([key, part]) => {
      const text = readableValue(key, part, nameOf, locale);
      return text === null ? null : `${key}: ${text}`;
    });
    return joined(parts, '; ');
  }
  return String(value);
}

function joined(parts: (string | null)[], separator = ', '): string | null {
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length > 0 ? shown.join(separator) : null;
}

/** Every change of an entry as people read it. */
export function readableChanges(
  changes: Record<string, [unknown, unknown]> | null,
  nameOf: NameOf,
  locale: Locale,
): ReadableChanges | null {
  if (!changes) return null;
  return Object.fromEntries(
    Object.entries(changes).map(([field, [before, after]]) => [
      field,
      [readableValue(field, before, nameOf, locale), readableValue(field, after, nameOf, locale)],
    ]),
  );
}

/**
 * The administrative history's codes and amounts in words (a user's status and role, an invoice's
 * status, amounts in hryvnias; `auditValueWords`), over changes already readable.
 */
export function changesInWords(
  entity: string,
  changes: ReadableChanges | null,
  locale: Locale,
): ReadableChanges | null {
  if (!changes) return null;
  const words = (field: string, value: string | null) => auditValueWords(entity, field, value, locale);
  return Object.fromEntries(
    Object.entries(changes).map(([field, [before, after]]) => [
      field,
      [words(field, before), words(field, after)],
    ]),
  );
}
