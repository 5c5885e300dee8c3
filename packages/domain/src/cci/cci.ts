import { z } from 'zod';
import { checkPastDate, toIsoDate } from '../dates.js';
import { listQuerySchema } from '../list-query.js';
import type { Locale, MessageKey } from '../messages/index.js';
import { translate } from '../messages/index.js';
import { groupInFours, maskPan } from '../pan.js';
import {
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
  storableString,
} from '../zod-rules.js';

/**
 * Card-blocking information (spec 3 §2.6, §3, §4; exchange.md "Card-blocking information",
 * decision 0043): what the issuer's system answers, how a request ends, and the request log's list.
 */

/** The blocking statuses an issuer's system answers. */
export const CCI_STATUSES = ['blocked', 'not_blocked', 'card_not_found'] as const;
export type CciStatus = (typeof CCI_STATUSES)[number];

export const CCI_STATUS_KEYS = {
  blocked: 'cci_status_blocked',
  not_blocked: 'cci_status_not_blocked',
  card_not_found: 'cci_status_card_not_found',
} as const satisfies Record<CciStatus, MessageKey>;

/** How a request ended: the issuer's system answered validly, or it did not. */
export const CCI_OUTCOMES = ['answered', 'failed'] as const;
export type CciOutcome = (typeof CCI_OUTCOMES)[number];

/**
 * Why a request failed: no answer within the deadline; an answer that is not the answer's shape;
 * a non-2xx answer; no system to ask (no endpoint, connection refused, DNS).
 */
export const CCI_FAILURES = ['timeout', 'malformed', 'refused', 'unreachable'] as const;
export type CciFailure = (typeof CCI_FAILURES)[number];

export const CCI_FAILURE_KEYS = {
  timeout: 'cci_failure_timeout',
  malformed: 'cci_failure_malformed',
  refused: 'cci_failure_refused',
  unreachable: 'cci_failure_unreachable',
} as const satisfies Record<CciFailure, MessageKey>;

export const CCI_OUTCOME_KEYS = {
  answered: 'cci_outcome_answered',
  failed: 'cci_outcome_failed',
} as const satisfies Record<CciOutcome, MessageKey>;

/** The filter value of an outcome: answered with a status, or failed with a reason. */
export const CCI_RESULT_FILTERS = ['answered', 'failed', ...CCI_STATUSES, ...CCI_FAILURES] as const;
export type CciResultFilter = (typeof CCI_RESULT_FILTERS)[number];

/** The packet type of the question the issuer's system receives. */
export const CCI_QUESTION_TYPE = 'cci.info.requested';

/**
 * The answer an issuer's system gives (the spec's blocking answer without the request id, which AFX
 * knows): checked before it is used; anything else is a malformed answer.
 */
export const cciIssuerAnswerSchema = z.object({
  ref_number: z.string().trim().min(1).max(64),
  status: z.enum(CCI_STATUSES),
  status_info: z
    .string()
    .max(1000)
    .nullish()
    .transform((v) => v ?? ''),
  notes: z
    .string()
    .max(5000)
    .nullish()
    .transform((v) => v ?? ''),
  server_time: z.iso.datetime({ offset: true }),
});
export type CciIssuerAnswer = z.output<typeof cciIssuerAnswerSchema>;

/** The blocking answer the user reads (spec 3 §3), with its readable text. */
export type CciAnswer = {
  cci_request_id: string;
  ref_number: string;
  status: CciStatus;
  status_info: string;
  notes: string;
  server_time: string;
  info: string;
};

/** The card as it is stored and shown: first six, stars, last four, in groups of four. */
export function maskCardNumber(pan: string): string {
  return groupInFours(maskPan(pan));
}

/** The text of the answer's read-only box, in the reader's language. */
export function cciAnswerText(
  answer: Omit<CciAnswer, 'info'> & { pan_masked: string; issuer_name: string },
  locale: Locale,
  formatTime: (iso: string) => string = (iso) => iso,
): string {
  const line = (key: MessageKey, value: string) => `${translate(key, locale)}: ${value}`;
  return [
    line('cci_text_card', answer.pan_masked),
    line('cci_text_issuer', answer.issuer_name),
    line('cci_text_status', translate(CCI_STATUS_KEYS[answer.status], locale)),
    ...(answer.status_info ? [line('cci_text_status_info', answer.status_info)] : []),
    ...(answer.notes ? [line('cci_text_notes', answer.notes)] : []),
    line('cci_text_ref_number', answer.ref_number),
    line('cci_text_request_id', answer.cci_request_id),
    line('cci_text_server_time', formatTime(answer.server_time)),
  ].join('\n');
}

/** Usage-ledger wording: the masked card and the outcome in plain words. */
export function cciUsageDescription(panMasked: string, status: CciStatus): string {
  return `${panMasked} — ${status.replace(/_/g, ' ')}`;
}

/** The card filter of the request log: the last four digits. */
export function checkCardLastFour(value: string): MessageKey | null {
  return /^\d{4}$/.test(value) ? null : 'cci_last_four_invalid';
}

/** The request log's filter: the period (dd.MM.yyyy), the outcome, the user, the card's last four. */
export function makeCciRequestFilterSchema(now: () => Date = () => new Date()) {
  const pastDate = (value: string) => checkPastDate(value, now());
  return objectOf({
    date_from: optionalText(pastDate),
    date_to: optionalText(pastDate),
    result: oneOf(CCI_RESULT_FILTERS).nullish(),
    user_id: optionalIdNumber(),
    org_id: optionalIdNumber(),
    card_last4: optionalText(checkCardLastFour),
  }).superRefine((filter, ctx) => {
    const from = filter.date_from ? toIsoDate(filter.date_from) : null;
    const to = filter.date_to ? toIsoDate(filter.date_to) : null;
    if (from && to && from > to) reportOutcome(ctx, 'invalid_value', ['date_to']);
  });
}

export const cciRequestFilterSchema = makeCciRequestFilterSchema();
export type CciRequestFilter = z.output<typeof cciRequestFilterSchema>;

export const CCI_SORT_FIELDS = ['created_at'] as const;

export const cciRequestListQuerySchema = listQuerySchema(
  cciRequestFilterSchema.nullish().transform((filter) => filter ?? cciRequestFilterSchema.parse({})),
  CCI_SORT_FIELDS,
  { field: 'created_at', order: 'descend' },
);
export type CciRequestListQuery = z.output<typeof cciRequestListQuerySchema>;

/** /request/get: the request's id (the cci_request_id, a UUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const cciRequestIdSchema = objectOf({
  // A refinement, not a second pattern: the document keeps the one storable-text pattern.
  cci_request_id: storableString().refine((value) => UUID.test(value), { error: 'invalid_value' }),
});
