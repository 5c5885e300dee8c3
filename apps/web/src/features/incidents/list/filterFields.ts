import {
  INCIDENT_FILTER_SANITIZERS,
  fieldErrorsOf,
  incidentFilterSchema,
  INCIDENT_FILTER_LIMITS,
} from '@afx/domain';

/** The text filters of the filter box, by their filter names (spec 1 §3 "Filter fields"). */
export type TextFilterName = keyof typeof INCIDENT_FILTER_LIMITS;

/** Shown at once; the other text filters come with the extra-fields toggle. */
export const MAIN_TEXT_FILTERS = ['phone_number', 'inn', 'passport_id', 'fullname', 'pan'] as const;
export const EXTRA_TEXT_FILTERS = [
  'erdr_number',
  'ip',
  'email',
  'egrpou',
  'org_name',
  'group_id',
  'url',
] as const;

/**
 * Names and organisation names may hold spaces between words, so they are cleaned (trimmed,
 * special characters removed) before the search, not on every keystroke; every other field is
 * cleaned as typed (digits only, upper-cased passport, PAN mask stars).
 */
const CLEANED_BEFORE_SEARCH: ReadonlySet<TextFilterName> = new Set(['fullname', 'org_name']);

/**
 * The limit of a field cleaned as typed applies to the cleaned value, not to the input: a limit on
 * the input would cut a pasted '+380 50 123 45 67' to '+380 50 1' before its digits were kept, and
 * the search would then quietly find nothing.
 */
export function sanitizeAsTyped(name: TextFilterName, value: string): string {
  if (CLEANED_BEFORE_SEARCH.has(name)) return value;
  return INCIDENT_FILTER_SANITIZERS[name](value).slice(0, INCIDENT_FILTER_LIMITS[name]);
}

/** The input's own length limit: only for the fields cleaned before the search (names). */
export function inputMaxLength(name: TextFilterName): number | undefined {
  return CLEANED_BEFORE_SEARCH.has(name) ? INCIDENT_FILTER_LIMITS[name] : undefined;
}

export function sanitizeForSearch(name: TextFilterName, value: string): string {
  return INCIDENT_FILTER_SANITIZERS[name](value).trim();
}

/**
 * Whether one filter value fails the domain's filter schema. The box then shows 'invalid value'
 * whatever the rule was: "the exact pattern texts are not shown" (spec 1 §5).
 */
export function isFilterValueInvalid(name: TextFilterName, value: string): boolean {
  const cleaned = sanitizeForSearch(name, value);
  if (cleaned === '') return false;
  return fieldErrorsOf(incidentFilterSchema, { [name]: cleaned }).some((error) => error.field === name);
}
