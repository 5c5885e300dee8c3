import {
  LOCALES,
  crimeCheckCommentSchema,
  crimeCheckFilingSchema,
  crimeCheckListQuerySchema,
  crimeCheckRequestIdSchema,
  idNumber,
  issuerReplySchema,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  requiredText,
  checkPastDate,
  checkRequestId,
} from '@afx/domain';
import { z } from 'zod';
import { listPageSchema } from '../../platform/http/paging.js';
import { transactionView } from '../fpt/index.js';
import { issuerInfo } from '../issuer-lookup/index.js';

export {
  crimeCheckCommentSchema,
  crimeCheckFilingSchema,
  crimeCheckListQuerySchema,
  crimeCheckRequestIdSchema,
};
export type CrimeCheckListQuery = z.output<typeof crimeCheckListQuerySchema>;

/** /issuer/reply: the domain's reply plus the update_dt the user saw (a stale one is 409). */
export const issuerReplyRequest = issuerReplySchema.and(objectOf({ update_dt: requiredText() }));

/** /alert/history: the request and the language. */
export const historyRequest = crimeCheckRequestIdSchema.and(objectOf({ locale: oneOf(LOCALES).nullish() }));

/** /issuer/assign (E22): the issuer of a request of an unknown issuer. */
export const assignRequest = crimeCheckRequestIdSchema.and(objectOf({ issuer_id: idNumber() }));

/** The id of GET or POST /issuer/in_process/{id}. */
export const inProcessParams = objectOf({ id: requiredText(checkRequestId) });

/** /sender/list, /recipient/list, /last_user/list: a search within the caller's requests. */
export const pickerRequest = objectOf({
  search: optionalText(undefined, { max: 100 }),
  page_size: z
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((value) => value ?? 100),
  filter: objectOf({ recipient_issuer_id: optionalIdNumber() })
    .nullish()
    .transform((filter) => ({ recipient_issuer_id: filter?.recipient_issuer_id })),
});
export type PickerRequest = z.output<typeof pickerRequest>;
export const pickerAnswer = z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) });

const numberType = z.enum(['card', 'account']);

/** A row of the lists (contract of decision 0041). */
export const requestRow = z.object({
  id: z.string(),
  request_dt: z.string(),
  update_dt: z.string(),
  reg_number: z.string(),
  reg_date: z.string(),
  registry_type: z.number().int(),
  sender_type: numberType,
  sender_number: z.string(),
  sender_issuer_id: z.number().int().nullable(),
  sender_issuer_name: z.string().nullable(),
  recipient_type: numberType,
  recipient_number: z.string(),
  recipient_issuer_id: z.number().int().nullable(),
  recipient_issuer_name: z.string().nullable(),
  tran_time: z.string().nullable(),
  tran_count: z.number().int(),
  total_amount: z.string().nullable(),
  currency_code: z.string().nullable(),
  notes: z.string().nullable(),
  url: z.string().nullable(),
  alert_source_id: z.number().int().nullable(),
  alert_source_name: z.string().nullable(),
  status_id: z.number().int(),
  last_user_name: z.string().nullable(),
  incident_id: z.number().int().nullable(),
  due_dt: z.string(),
  overdue: z.boolean(),
});
export type RequestRowView = z.infer<typeof requestRow>;

export const geodataView = z.object({ date_time: z.string(), lat: z.number(), lon: z.number() });

export const issuerReplyView = z.object({
  request_id: z.string(),
  is_rejected: z.boolean(),
  update_dt: z.string(),
  funds_were_not_used: z.boolean(),
  transactions: z.array(transactionView),
  last_offline_transactions: z.array(transactionView),
  last_authorization_geodata: z.array(geodataView),
  recipient_cardholder_name: z.string().nullable(),
  recipient_cardholder_id: z.string().nullable(),
  notes: z.string().nullable(),
  issuer_id: z.number().int().nullable(),
  issuer_name: z.string().nullable(),
});

/** A request as /alert/get answers it (and /police/request/get, with its history). */
export const requestView = requestRow.extend({
  employee_name: z.string(),
  employee_email: z.string(),
  incriminated_articles: z.array(
    z.object({ article: z.string(), part: z.string().nullable(), point: z.string().nullable() }),
  ),
  applicant_name: z.string().nullable(),
  sender_issuer_icon: z.string().nullable(),
  recipient_issuer_icon: z.string().nullable(),
  fraud_transactions: z.array(transactionView),
  fraudster_contacts: z.array(z.object({ name: z.string().nullable(), phone: z.string().nullable() })),
  parent_id: z.string().nullable(),
  related_requests: z.array(
    z.object({ id: z.string(), status_id: z.number().int(), request_dt: z.string() }),
  ),
  funds_flow: z.array(
    z.object({
      node_type: numberType,
      pan: z.string().nullable(),
      iban: z.string().nullable(),
      issuer_info: issuerInfo,
    }),
  ),
  mutable: z.boolean(),
  create_comment_enable: z.boolean(),
  incident_id2: z.number().int().nullable(),
  issuer_reply: issuerReplyView.nullable(),
});
export type RequestView = z.infer<typeof requestView>;

export const historyEntryView = z.object({
  event_type: z.number().int(),
  event_dt: z.string(),
  creator: z.string(),
  creator_org_name: z.string().nullable(),
  description: z.string(),
  notes: z.string().nullable(),
});

export const historyAnswer = z.object({
  create_comment_enable: z.boolean(),
  list: z.array(historyEntryView),
});

export const policeRequestView = requestView.extend({ history: z.array(historyEntryView) });

export const listAnswer = listPageSchema(requestRow).extend({
  new_count: z.number().int(),
  fixable_error_qty: z.number().int(),
  total_error_qty: z.number().int(),
});
export const policeListAnswer = listPageSchema(requestRow);

export const filedAnswer = z.object({ request_id: z.string(), status_id: z.number().int() });
export const okAnswer = z.object({ ok: z.literal(true) });
export const incidentAnswer = z.object({ incident_id: z.number().int() });
export const newCounterAnswer = z.object({ new_count: z.number().int() });

/** /info/summary: a period (dd.MM.yyyy) and, for E1009, one bank. */
export const summaryRequest = objectOf({
  date_from: requiredText((value) => checkPastDate(value)),
  date_to: requiredText((value) => checkPastDate(value)),
  organisation_id: optionalIdNumber(),
});
export type SummaryRequest = z.output<typeof summaryRequest>;

const figures = z.object({
  received: z.number().int(),
  taken: z.number().int(),
  replied: z.number().int(),
  rejected: z.number().int(),
  median_minutes_to_take: z.number().nullable(),
  median_minutes_to_reply: z.number().nullable(),
  answered_by_due_share: z.number().nullable(),
});
export type SummaryFigures = z.infer<typeof figures>;

export const summaryAnswer = z.object({
  figures,
  per_day: z.array(
    z.object({
      day: z.string(),
      received: z.number().int(),
      replied: z.number().int(),
      rejected: z.number().int(),
    }),
  ),
  banks: z.array(figures.extend({ organisation_id: z.number().int(), name: z.string() })),
});

/** /acquirer/default: the caller's organisation's first acquirer id, prefilled in a reply's transactions. */
export const defaultAcquirerAnswer = z.object({ acquirer_id: z.string().nullable() });
