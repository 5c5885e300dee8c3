import type { z } from 'zod';
import { checkPastDate } from '../dates.js';
import { EMAIL_MAX_LENGTH, checkEmail } from '../email.js';
import { NUMBER_TYPES } from '../fpt/wizard.js';
import { makeTransactionListSchema } from '../fpt/transactions.js';
import { checkIban, normalizeIban } from '../iban.js';
import { checkPan, normalizePan } from '../pan.js';
import { checkFptPhone, normalizePhone } from '../phone.js';
import { checkRegistrationNumber, checkRequestId } from '../shared-rules.js';
import { checkHttpUrl } from '../url.js';
import {
  idNumber,
  listOf,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
  requiredText,
} from '../zod-rules.js';
import { REGISTRY_TYPES } from './statuses.js';

/** Limits of a police filing (spec 2 §3.11, exchange.md "Crime Check readings", decision 0041). */
export const CRIME_CHECK_FILING_LIMITS = {
  articlesMax: 20,
  articleFieldMax: 20,
  applicantMax: 255,
  employeeNameMax: 255,
  employeeEmailMax: EMAIL_MAX_LENGTH.fpt,
  contactsMax: 20,
  contactNameMax: 255,
  notesMax: 5000,
  urlMax: 510,
} as const;

export type CrimeCheckNumberType = (typeof NUMBER_TYPES)[number];

/** A card is a PAN (16–19 digits, Luhn), an account an IBAN; separators dropped first. */
export function normalizeCrimeCheckNumber(type: CrimeCheckNumberType, value: string): string {
  return type === 'card' ? normalizePan(value) : normalizeIban(value);
}

function checkNumber(type: CrimeCheckNumberType, value: string) {
  return type === 'card' ? checkPan(value) : checkIban(value);
}

const registryType = idNumber().superRefine((value, ctx) => {
  if (!REGISTRY_TYPES.some((type) => type.id === value)) reportOutcome(ctx, 'invalid_value');
});

const article = objectOf({
  article: requiredText(undefined, { max: CRIME_CHECK_FILING_LIMITS.articleFieldMax }),
  part: optionalText(undefined, { max: CRIME_CHECK_FILING_LIMITS.articleFieldMax }),
  point: optionalText(undefined, { max: CRIME_CHECK_FILING_LIMITS.articleFieldMax }),
});

/** A fraudster's contact: a name, a phone, or both (an empty contact says nothing). */
const contact = objectOf({
  name: optionalText(undefined, { max: CRIME_CHECK_FILING_LIMITS.contactNameMax }),
  phone: optionalText(checkFptPhone, { normalize: normalizePhone }),
}).superRefine((entry, ctx) => {
  if (entry.name === undefined && entry.phone === undefined) reportOutcome(ctx, 'required_field', ['name']);
});

/**
 * /police/request/create: a cyber-police unit's request to the issuer of the recipient's card or
 * account (contract of decision 0041). `now` decides what "in the future" means.
 */
export function makeCrimeCheckFilingSchema(now: () => Date = () => new Date()) {
  return objectOf({
    registry_type: registryType,
    reg_number: requiredText(checkRegistrationNumber),
    reg_date: requiredText((value) => checkPastDate(value, now())),
    incriminated_articles: listOf(article, CRIME_CHECK_FILING_LIMITS.articlesMax),
    applicant_name: optionalText(undefined, { max: CRIME_CHECK_FILING_LIMITS.applicantMax }),
    employee_name: requiredText(undefined, { max: CRIME_CHECK_FILING_LIMITS.employeeNameMax }),
    employee_email: requiredText((value) => checkEmail(value, CRIME_CHECK_FILING_LIMITS.employeeEmailMax)),
    sender_type: oneOf(NUMBER_TYPES),
    sender_number: requiredText(undefined, { max: 50 }),
    recipient_type: oneOf(NUMBER_TYPES),
    recipient_number: requiredText(undefined, { max: 50 }),
    fraud_transactions: makeTransactionListSchema('full', { minimumTotal: false, now }),
    fraudster_contacts: listOf(contact, CRIME_CHECK_FILING_LIMITS.contactsMax)
      .nullish()
      .transform((list) => list ?? []),
    url: optionalText(checkHttpUrl, { max: CRIME_CHECK_FILING_LIMITS.urlMax }),
    notes: optionalText(undefined, { max: CRIME_CHECK_FILING_LIMITS.notesMax }),
    parent_id: optionalText(checkRequestId),
    alert_source_id: optionalIdNumber(),
  })
    .superRefine((filing, ctx) => {
      if (filing.incriminated_articles.length === 0)
        reportOutcome(ctx, 'required_field', ['incriminated_articles']);
      if (filing.fraud_transactions.length === 0)
        reportOutcome(ctx, 'required_field', ['fraud_transactions']);
      for (const side of ['sender', 'recipient'] as const) {
        const type = filing[`${side}_type`];
        const number = normalizeCrimeCheckNumber(type, filing[`${side}_number`]);
        reportOutcome(ctx, checkNumber(type, number), [`${side}_number`]);
      }
    })
    .transform((filing) => ({
      ...filing,
      sender_number: normalizeCrimeCheckNumber(filing.sender_type, filing.sender_number),
      recipient_number: normalizeCrimeCheckNumber(filing.recipient_type, filing.recipient_number),
    }));
}

export const crimeCheckFilingSchema = makeCrimeCheckFilingSchema();
export type CrimeCheckFiling = z.output<typeof crimeCheckFilingSchema>;
