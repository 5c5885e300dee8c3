import {
  type FieldError,
  INCIDENT_DETAIL_FIELDS,
  INTEGER_ID_MAX,
  type Issue,
  type MessageKey,
  checkIncidentAgainstCategory,
  validate,
} from '@afx/domain';
import type { z } from 'zod';
import type { CategoryDomainRules } from './reference-repository.js';

/** Field errors as the error handler answers them: the first problem of each field, with its numbers. */
export type FieldErrors = Record<string, MessageKey | Issue>;

export function addErrors(target: FieldErrors, errors: readonly FieldError[], prefix = ''): void {
  // '_' names the request itself, as the platform's error handler does.
  for (const error of errors) {
    target[`${prefix}${error.field}` || '_'] ??= error.params
      ? { key: error.key, params: error.params }
      : { key: error.key };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property of the request as sent, before any parsing. */
export function submitted(raw: unknown, key: string): unknown {
  return isRecord(raw) ? raw[key] : undefined;
}

/**
 * A positive integer as sent that fits its column (`integer` unless said), else undefined (its own
 * error comes from the schema).
 */
export function submittedId(
  raw: unknown,
  key: string,
  column: 'integer' | 'bigint' = 'integer',
): number | undefined {
  const value = submitted(raw, key);
  const max = column === 'integer' ? INTEGER_ID_MAX : Number.MAX_SAFE_INTEGER;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= max
    ? value
    : undefined;
}

/**
 * The details as sent, for the category check: a field with an invalid value is still a filled field
 * (unavailable for the category, or satisfying a required set), and phones without a number are
 * dropped as on save.
 */
function submittedDetails(raw: unknown): Record<string, unknown> {
  const details = submitted(raw, 'details');
  const result: Record<string, unknown> = {};
  if (!isRecord(details)) return result;
  for (const field of INCIDENT_DETAIL_FIELDS) {
    const value = details[field];
    result[field] =
      field === 'phones' && Array.isArray(value)
        ? value.filter(
            (phone) => isRecord(phone) && typeof phone.number === 'string' && phone.number.trim() !== '',
          )
        : value;
  }
  return result;
}

/**
 * Checks a create or update request whole: the domain's request schema, then the category's
 * available fields and required sets, so one 400 names every problem. The data is null when any
 * field failed.
 */
export function checkIncidentRequest<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  domain: CategoryDomainRules | undefined,
): { data: z.output<S> | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = validate(schema, raw);
  if (domain) {
    const categoryErrors = checkIncidentAgainstCategory(submittedDetails(raw), {
      fields: domain.fields,
      required_sets: domain.requiredSets.map((fields) => ({ fields })),
    });
    // An unavailable field is the first thing to fix: its value, and its items', do not matter.
    const unavailable = categoryErrors
      .filter((e) => e.key === 'field_not_available_for_category')
      .map((e) => `details.${e.field}`);
    const underUnavailable = (field: string) =>
      unavailable.some((path) => field === path || field.startsWith(`${path}.`));
    addErrors(errors, categoryErrors, 'details.');
    if (!parsed.success)
      addErrors(
        errors,
        parsed.errors.filter((e) => !underUnavailable(e.field)),
      );
  } else if (!parsed.success) {
    addErrors(errors, parsed.errors);
  }
  return { data: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}
