import {
  checkEmail,
  checkIncidentPan,
  checkIncidentPhone,
  checkInn,
  checkIpAddress,
  checkPassport,
  fieldErrorsOf,
  incidentFilterSchema,
  normalizePan,
  normalizePassport,
  normalizePhone,
  INCIDENT_LIMITS,
  type RuleOutcome,
} from '@afx/domain';

/** The identifiers whose use by other members the create form shows, by their filter names. */
export type SharedIdentifierFilter = 'phone_number' | 'inn' | 'passport_id' | 'pan' | 'email' | 'ip';

const IDENTIFIERS: Record<
  SharedIdentifierFilter,
  { normalize: (value: string) => string; check: (value: string) => RuleOutcome }
> = {
  phone_number: { normalize: normalizePhone, check: checkIncidentPhone },
  inn: { normalize: (value) => value.trim(), check: checkInn },
  passport_id: { normalize: normalizePassport, check: checkPassport },
  pan: { normalize: normalizePan, check: checkIncidentPan },
  email: {
    normalize: (value) => value.trim(),
    check: (value) => checkEmail(value, INCIDENT_LIMITS.emailMax),
  },
  ip: { normalize: (value) => value.trim(), check: checkIpAddress },
};

/**
 * The value to search for, or null when it is not worth a search: only a whole, valid identifier
 * (by the form's rule) that the filter also accepts is looked up, so typing costs no calls.
 */
export function searchableIdentifier(filter: SharedIdentifierFilter, raw: string): string | null {
  const { normalize, check } = IDENTIFIERS[filter];
  const value = normalize(raw);
  if (value === '' || check(value) !== null) return null;
  return fieldErrorsOf(incidentFilterSchema, { [filter]: value }).length === 0 ? value : null;
}

/** The list search for one identifier, as a link the list page understands. */
export function identifierSearchLink(filter: SharedIdentifierFilter, value: string): string {
  return `/incidents?${new URLSearchParams({ [filter]: value }).toString()}`;
}
