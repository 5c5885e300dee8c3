import { z } from 'zod';
import { checkDateTime } from '../dates.js';
import { makeTransactionListSchema } from '../fpt/transactions.js';
import { checkLatitude, checkLongitude, parseCoordinate } from '../geo.js';
import type { MessageKey } from '../messages/index.js';
import type { Rule } from '../rule.js';
import { checkInn, checkRequestId } from '../shared-rules.js';
import {
  flag,
  listOf,
  objectOf,
  optionalText,
  reportOutcome,
  requiredText,
  storableString,
  typeError,
} from '../zod-rules.js';

/** Spec 2 §3.12, §5.3 limits. */
export const ISSUER_REPLY_LIMITS = {
  cardholderNameMax: 255,
  notesMax: 5000,
  geodataMax: 100,
  commentMax: 5000,
} as const;

function coordinate(rule: Rule<string | number>) {
  return z
    .union([storableString(), z.number()], { error: typeError })
    .superRefine((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') reportOutcome(ctx, 'required_field');
      else reportOutcome(ctx, rule(value));
    })
    .transform((value) => parseCoordinate(value) ?? 0);
}

/** A mobile-app authorisation place: "time, latitude, longitude required". */
export const geodataEntrySchema = objectOf({
  date_time: requiredText(checkDateTime),
  lat: coordinate(checkLatitude),
  lon: coordinate(checkLongitude),
});

function list<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((items) => items ?? []);
}

/**
 * The issuer's reply or rejection (spec 2 §3.12, §5.3). A reply needs at least one piece of data
 * ('required data'); a rejection needs notes. That rejection notes differ from the previous ones
 * needs the stored request: see checkRejectionNotesChanged.
 */
export function makeIssuerReplySchema(now: () => Date = () => new Date()) {
  return objectOf({
    request_id: requiredText(checkRequestId),
    is_rejected: flag()
      .nullish()
      .transform((value) => value ?? false),
    funds_were_not_used: flag()
      .nullish()
      .transform((value) => value ?? false),
    transactions: list(makeTransactionListSchema('full', { minimumTotal: false, now })),
    last_offline_transactions: list(makeTransactionListSchema('offline', { minimumTotal: false, now })),
    last_authorization_geodata: list(listOf(geodataEntrySchema, ISSUER_REPLY_LIMITS.geodataMax)),
    recipient_cardholder_name: optionalText(undefined, { max: ISSUER_REPLY_LIMITS.cardholderNameMax }),
    recipient_cardholder_id: optionalText(checkInn),
    notes: optionalText(undefined, { max: ISSUER_REPLY_LIMITS.notesMax }),
  }).superRefine((reply, ctx) => {
    if (reply.is_rejected) {
      if (!reply.notes) reportOutcome(ctx, 'reject_notes_required', ['notes']);
      return;
    }
    const hasData =
      reply.transactions.length > 0 ||
      reply.last_offline_transactions.length > 0 ||
      reply.last_authorization_geodata.length > 0 ||
      reply.recipient_cardholder_id !== undefined ||
      reply.recipient_cardholder_name !== undefined ||
      reply.notes !== undefined;
    if (!hasData) reportOutcome(ctx, 'required_data');
  });
}

export const issuerReplySchema = makeIssuerReplySchema();
export type IssuerReply = z.output<typeof issuerReplySchema>;

/** "A rejection needs non-empty notes different from the previous ones." */
export function checkRejectionNotesChanged(
  notes: string,
  previousNotes: string | null | undefined,
): MessageKey | null {
  if (notes.trim() === '') return 'reject_notes_required';
  return notes.trim() === (previousNotes ?? '').trim() ? 'notes_not_changed' : null;
}

/** History comment: "trimmed, non-empty, max 5000". */
export const crimeCheckCommentSchema = objectOf({
  request_id: requiredText(checkRequestId),
  comment_on_fraud: requiredText(undefined, { max: ISSUER_REPLY_LIMITS.commentMax }),
});

/** The request id of /alert/get, /alert/history and GET /issuer/in_process/{id}. */
export const crimeCheckRequestIdSchema = objectOf({ request_id: requiredText(checkRequestId) });
