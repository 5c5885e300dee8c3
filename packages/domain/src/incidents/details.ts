import { z } from 'zod';
import { PHONE_TYPES, checkIncidentPhone, checkPhoneCount, normalizePhoneList } from '../phone.js';
import { listOf, objectOf, optionalText, reportOutcome, requiredText, storableString } from '../zod-rules.js';
import {
  INCIDENT_DETAIL_FIELDS,
  INCIDENT_FIELD_NORMALIZERS,
  INCIDENT_TEXT_FIELD_RULES,
  checkIncidentDate,
} from './fields.js';

/** What a form or a request sends: text fields may be empty or missing; phones may hold empty rows. */
export type IncidentDetailsInput = {
  readonly [K in Exclude<(typeof INCIDENT_DETAIL_FIELDS)[number], 'phones'>]?: string | null;
} & { readonly phones?: readonly { readonly number: string; readonly type: number }[] | null };

type TextField = Exclude<(typeof INCIDENT_DETAIL_FIELDS)[number], 'phones'>;

/** Stored details: no empty strings, normalised passport, PAN and phones. */
export type NormalizedIncidentDetails = { [K in TextField]?: string } & {
  phones: { number: string; type: number }[];
};

function normalizeText(field: TextField, value: string): string {
  const normalizer = INCIDENT_FIELD_NORMALIZERS[field];
  return normalizer ? normalizer(value.trim()) : value.trim();
}

/**
 * The clean-up the form does before saving and the server repeats: trims every text, drops empty
 * ones, upper-cases passports and maps Latin look-alikes, strips PAN separators, normalises phone
 * numbers and drops empty phones.
 */
export function normalizeIncidentDetails(details: IncidentDetailsInput): NormalizedIncidentDetails {
  const result: NormalizedIncidentDetails = { phones: normalizePhoneList(details.phones ?? []) };
  for (const field of INCIDENT_DETAIL_FIELDS) {
    if (field === 'phones') continue;
    const value = details[field];
    if (typeof value !== 'string') continue;
    const normalized = normalizeText(field, value);
    if (normalized !== '') result[field] = normalized;
  }
  return result;
}

const phoneSchema = objectOf({
  number: storableString(),
  type: z.literal(PHONE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'required_field' : 'phone_type_invalid',
  }),
});

/** Phone rows one incident may send, empty ones included (five of them may hold a number). */
const INCIDENT_PHONE_ROWS_MAX = 20;

/** Phones: each non-empty number 12 digits after normalisation, at most 5, empty rows dropped. */
export const incidentPhonesSchema = listOf(phoneSchema, INCIDENT_PHONE_ROWS_MAX)
  .superRefine((phones, ctx) => {
    phones.forEach((phone, index) => {
      if (phone.number.trim() !== '') reportOutcome(ctx, checkIncidentPhone(phone.number), [index, 'number']);
    });
    reportOutcome(ctx, checkPhoneCount(phones.filter((phone) => phone.number.trim() !== '')));
  })
  .nullish()
  .transform((phones) => normalizePhoneList(phones ?? []));

function textField(field: keyof typeof INCIDENT_TEXT_FIELD_RULES) {
  const normalize = INCIDENT_FIELD_NORMALIZERS[field];
  return optionalText(INCIDENT_TEXT_FIELD_RULES[field], normalize ? { normalize } : {});
}

/**
 * Incident details (spec 1 §5 "Incident form"). `now` decides what "in the future" means; the
 * server passes the clock, tests a fixed instant. Category rules are checked separately
 * (checkIncidentAgainstCategory), since they need the category-domain.
 */
export function makeIncidentDetailsSchema(now: () => Date = () => new Date()) {
  return objectOf({
    event_date: requiredText((value) => checkIncidentDate(value, now())),
    inn: textField('inn'),
    fullname: textField('fullname'),
    passport_id: textField('passport_id'),
    phones: incidentPhonesSchema,
    egrpou: textField('egrpou'),
    org_name: textField('org_name'),
    erdr_number: textField('erdr_number'),
    erdr_date: optionalText((value) => checkIncidentDate(value, now())),
    pan: textField('pan'),
    ip: textField('ip'),
    email: textField('email'),
    url: textField('url'),
    description: textField('description'),
  });
}

export const incidentDetailsSchema = makeIncidentDetailsSchema();
export type IncidentDetails = z.output<typeof incidentDetailsSchema>;
