import type { z } from 'zod';
import { checkPastDate, toIsoDate } from '../dates.js';
import { listQuerySchema } from '../list-query.js';
import type { MessageKey } from '../messages/index.js';
import { checkPanFilter } from '../pan-filter.js';
import { normalizePanMaskInput } from '../pan-mask.js';
import { normalizePassport } from '../passport.js';
import type { Rule } from '../rule.js';
import { keepDigits, removeSpecialCharacters, removeSpaces } from '../text.js';
import { flag, objectOf, optionalIdNumber, optionalText, reportOutcome } from '../zod-rules.js';

/** Filter box limits (spec 1 §5). */
export const INCIDENT_FILTER_LIMITS = {
  inn: 10,
  phone_number: 12,
  passport_id: 9,
  fullname: 50,
  pan: 19,
  erdr_number: 17,
  ip: 39,
  email: 60,
  egrpou: 8,
  org_name: 100,
  group_id: 8,
  url: 510,
  id: 12,
} as const;
export const INCIDENT_FILTER_URL_MIN = 5;

/** 'invalid value' unless the whole text matches (spec 1 §5: "Failed patterns show 'invalid value'"). */
function pattern(regex: RegExp): Rule {
  return (value) => (regex.test(value) ? null : ('invalid_value' satisfies MessageKey));
}

/** Partial values are searched, so digit fields accept 1..max digits. */
const digitsUpTo = (max: number) => pattern(new RegExp(`^\\d{1,${max}}$`));

/** Input clean-ups of the filter box, per field. */
export const INCIDENT_FILTER_SANITIZERS = {
  inn: keepDigits,
  phone_number: keepDigits,
  passport_id: normalizePassport,
  fullname: removeSpecialCharacters,
  pan: normalizePanMaskInput,
  erdr_number: keepDigits,
  ip: removeSpaces,
  email: removeSpaces,
  egrpou: keepDigits,
  org_name: removeSpecialCharacters,
  group_id: keepDigits,
  url: removeSpaces,
  id: keepDigits,
} as const;

const text = (max: number, rule?: Rule, min?: number) =>
  optionalText(rule, min === undefined ? { max } : { max, min });

export function makeIncidentFilterSchema(now: () => Date = () => new Date()) {
  const pastDate: Rule = (value) => checkPastDate(value, now());
  return objectOf({
    self_only: flag().nullish(),
    inn: text(INCIDENT_FILTER_LIMITS.inn, digitsUpTo(10)),
    phone_number: text(INCIDENT_FILTER_LIMITS.phone_number, digitsUpTo(12)),
    passport_id: text(INCIDENT_FILTER_LIMITS.passport_id, pattern(/^[А-ЯЁЄІЇҐ0-9]{1,9}$/u)),
    fullname: text(INCIDENT_FILTER_LIMITS.fullname),
    pan: text(INCIDENT_FILTER_LIMITS.pan, checkPanFilter),
    erdr_number: text(INCIDENT_FILTER_LIMITS.erdr_number, digitsUpTo(17)),
    ip: text(INCIDENT_FILTER_LIMITS.ip, pattern(/^[0-9A-Fa-f:.]{1,39}$/)),
    email: text(INCIDENT_FILTER_LIMITS.email, pattern(/^\S+$/)),
    egrpou: text(INCIDENT_FILTER_LIMITS.egrpou, digitsUpTo(8)),
    org_name: text(INCIDENT_FILTER_LIMITS.org_name),
    group_id: text(INCIDENT_FILTER_LIMITS.group_id, digitsUpTo(8)),
    url: text(INCIDENT_FILTER_LIMITS.url, undefined, INCIDENT_FILTER_URL_MIN),
    id: text(INCIDENT_FILTER_LIMITS.id, digitsUpTo(12)),
    creator_org_id: optionalIdNumber(),
    creator_user_id: optionalIdNumber(),
    event_date_from: optionalText(pastDate),
    event_date_to: optionalText(pastDate),
  }).superRefine((filter, ctx) => {
    const from = filter.event_date_from ? toIsoDate(filter.event_date_from) : null;
    const to = filter.event_date_to ? toIsoDate(filter.event_date_to) : null;
    if (from && to && from > to) reportOutcome(ctx, 'invalid_value', ['event_date_to']);
  });
}

export const incidentFilterSchema = makeIncidentFilterSchema();
export type IncidentFilter = z.output<typeof incidentFilterSchema>;

/** Filters only E1000 may use (spec 1 §6): incident id, source organisation and user, date range. */
export const EXTENDED_INCIDENT_FILTERS = [
  'id',
  'creator_org_id',
  'creator_user_id',
  'event_date_from',
  'event_date_to',
] as const;

/**
 * The filter the server applies: "own only" disables every other filter, and the extended filters
 * are dropped for a user without E1000 (never trust a filter from the client).
 */
export function effectiveIncidentFilter(
  filter: IncidentFilter,
  options: { readonly extended: boolean },
): Partial<IncidentFilter> {
  if (filter.self_only) return { self_only: true };
  if (options.extended) return filter;
  const {
    id: _id,
    creator_org_id: _creatorOrgId,
    creator_user_id: _creatorUserId,
    event_date_from: _from,
    event_date_to: _to,
    ...rest
  } = filter;
  return rest;
}

/** Every column of the list row but phones can be sorted (spec 1 §2 "a sortable table"). */
export const INCIDENT_SORT_FIELDS = [
  'id',
  'event_date',
  'creator_org_name',
  'domain_name',
  'category_name',
  'group_id',
  'fullname',
  'inn',
  'passport_id',
  'egrpou',
  'org_name',
] as const;

export const incidentListQuerySchema = listQuerySchema(
  incidentFilterSchema.nullish().transform((filter) => filter ?? incidentFilterSchema.parse({})),
  INCIDENT_SORT_FIELDS,
  { field: 'id', order: 'descend' },
);
