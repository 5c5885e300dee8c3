import { checkPastDate } from '../dates.js';
import { EMAIL_MAX_LENGTH, checkEmail } from '../email.js';
import { checkIpAddress } from '../ip.js';
import type { MessageKey } from '../messages/index.js';
import { checkPan, normalizePan } from '../pan.js';
import { checkPassport, normalizePassport } from '../passport.js';
import type { RuleOutcome } from '../rule.js';
import { checkEgrpou, checkInn } from '../shared-rules.js';
import { checkMaxLength } from '../text.js';
import { checkHttpUrl } from '../url.js';

/** The incident's detail fields (spec 1 §3), in the form's order. */
export const INCIDENT_DETAIL_FIELDS = [
  'event_date',
  'inn',
  'fullname',
  'passport_id',
  'phones',
  'egrpou',
  'org_name',
  'erdr_number',
  'erdr_date',
  'pan',
  'ip',
  'email',
  'url',
  'description',
] as const;
export type IncidentDetailField = (typeof INCIDENT_DETAIL_FIELDS)[number];

export function isIncidentDetailField(value: string): value is IncidentDetailField {
  return (INCIDENT_DETAIL_FIELDS as readonly string[]).includes(value);
}

/** Length limits of the incident form (spec 1 §5, §9). */
export const INCIDENT_LIMITS = {
  urlMax: 510,
  descriptionMax: 4000,
  deletionReasonMax: 200,
  emailMax: EMAIL_MAX_LENGTH.incident,
} as const;

/** "5 to 50 characters of letters, digits, hyphen, apostrophe or space". */
const FULLNAME = /^[\p{L}\p{N}\-'’ʼ ]{5,50}$/u;
/** "5 to 100 characters of letters, digits, hyphen, quotes or space". */
const ORG_NAME = /^[\p{L}\p{N}\-"'«»„“”‘’ ]{5,100}$/u;

export function checkFullname(value: string): MessageKey | null {
  return FULLNAME.test(value) ? null : 'fullname_invalid';
}

export function checkOrgName(value: string): MessageKey | null {
  return ORG_NAME.test(value) ? null : 'org_name_invalid';
}

/** ERDR (pre-trial investigation register) number: 1 to 17 digits. */
export function checkErdrNumber(value: string): MessageKey | null {
  return /^\d{1,17}$/.test(value) ? null : 'erdr_number_invalid';
}

/**
 * The incident card number: 16 to 19 digits with the shared PAN rule. This optional field is the
 * "variant" of spec 1 §5 that also accepts the test card 4441110000000000.
 */
export function checkIncidentPan(value: string): MessageKey | null {
  return checkPan(value, { allowTestCard: true, allowEmpty: true });
}

export function checkIncidentUrl(value: string): RuleOutcome {
  return checkMaxLength(value, INCIDENT_LIMITS.urlMax) ?? checkHttpUrl(value);
}

export function checkIncidentEmail(value: string): RuleOutcome {
  return checkEmail(value, INCIDENT_LIMITS.emailMax);
}

export function checkIncidentDescription(value: string): RuleOutcome {
  return checkMaxLength(value, INCIDENT_LIMITS.descriptionMax);
}

/** event_date and erdr_date: dd.MM.yyyy, not in the future. */
export function checkIncidentDate(value: string, now: Date = new Date()): MessageKey | null {
  return checkPastDate(value, now);
}

/** The single-text detail fields with their rule (phones are a list; see details.ts). */
export const INCIDENT_TEXT_FIELD_RULES = {
  inn: checkInn,
  fullname: checkFullname,
  passport_id: checkPassport,
  egrpou: checkEgrpou,
  org_name: checkOrgName,
  erdr_number: checkErdrNumber,
  pan: checkIncidentPan,
  ip: checkIpAddress,
  email: checkIncidentEmail,
  url: checkIncidentUrl,
  description: checkIncidentDescription,
} as const satisfies Partial<Record<IncidentDetailField, (value: string) => RuleOutcome>>;

/** Input clean-ups applied before the checks and before saving. */
export const INCIDENT_FIELD_NORMALIZERS: Readonly<
  Partial<Record<IncidentDetailField, (value: string) => string>>
> = {
  passport_id: normalizePassport,
  pan: normalizePan,
};
