import type { FieldError } from '../zod-rules.js';

/** A category-domain's field rules (spec 1 §3): visible fields and alternative required sets. */
export type CategoryFieldRules = {
  readonly fields: readonly string[];
  readonly required_sets: readonly { readonly name?: string; readonly fields: readonly string[] }[];
};

/** event_date is required by the form whatever the category, so it is always available. */
export const ALWAYS_AVAILABLE_INCIDENT_FIELDS: readonly string[] = ['event_date'];

/** A field counts as filled when it holds non-blank text, a number, or a non-empty list. */
export function isFieldFilled(details: Readonly<Record<string, unknown>>, field: string): boolean {
  const value = details[field];
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function filledCount(details: Readonly<Record<string, unknown>>, fields: readonly string[]): number {
  return fields.filter((field) => isFieldFilled(details, field)).length;
}

/**
 * Which required set ('Option N' tab) the filled fields point to: the first fully satisfied set,
 * else the set with the most filled fields (the first on a tie), else the first (spec 1 §5).
 */
export function detectRequiredSet(
  details: Readonly<Record<string, unknown>>,
  sets: CategoryFieldRules['required_sets'],
): number {
  const satisfied = sets.findIndex((set) => filledCount(details, set.fields) === set.fields.length);
  if (satisfied >= 0) return satisfied;
  let best = 0;
  let bestCount = 0;
  sets.forEach((set, index) => {
    const count = filledCount(details, set.fields);
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

/**
 * Field errors of an incident against its category: a filled field the category does not show
 * ('field not available for this category'), and the missing fields of the required set when none
 * is satisfied. A form that shows 'Option N' tabs passes the chosen set; the server checks that
 * some set is satisfied.
 */
export function checkIncidentAgainstCategory(
  details: Readonly<Record<string, unknown>>,
  category: CategoryFieldRules,
  options: { readonly setIndex?: number } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const available = new Set([...category.fields, ...ALWAYS_AVAILABLE_INCIDENT_FIELDS]);
  for (const [field] of Object.entries(details)) {
    if (isFieldFilled(details, field) && !available.has(field)) {
      errors.push({ field, key: 'field_not_available_for_category' });
    }
  }
  const sets = category.required_sets;
  if (sets.length === 0) return errors;
  const chosen = options.setIndex !== undefined ? sets[options.setIndex] : undefined;
  const anySatisfied = sets.some((set) => filledCount(details, set.fields) === set.fields.length);
  if (!chosen && anySatisfied) return errors;
  const target = chosen ?? sets[detectRequiredSet(details, sets)];
  for (const field of target?.fields ?? []) {
    if (!isFieldFilled(details, field)) errors.push({ field, key: 'required_field' });
  }
  return errors;
}
