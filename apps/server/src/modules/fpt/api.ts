import {
  FPT_SIDES,
  LOCALES,
  TERMINAL_TYPES,
  TRANSACTION_TYPES,
  alertMessageSchema,
  blockRequestSchema,
  inboundListQuerySchema,
  listQuerySchema,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  outboundListQuerySchema,
  requiredText,
  setStatusSchema,
} from '@afx/domain';
import { z } from 'zod';
import { listPageSchema } from '../../platform/http/paging.js';
import { issuerInfo } from '../issuer-lookup/index.js';

export {
  alertMessageSchema,
  blockRequestSchema,
  inboundListQuerySchema,
  outboundListQuerySchema,
  setStatusSchema,
};
export type OutboundListQuery = z.output<typeof outboundListQuerySchema>;
export type InboundListQuery = z.output<typeof inboundListQuerySchema>;

/** /fraud_type/list and /status/list: the language to answer in, the caller's by default. */
export const catalogueRequest = objectOf({ locale: oneOf(LOCALES).nullish() });
export type CatalogueRequest = z.output<typeof catalogueRequest>;

/** A fraud type (spec 2 §3.6). */
export const fraudTypeView = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
});
export const fraudTypeList = listPageSchema(fraudTypeView);

/** A status (spec 2 §3.6: id, code, name), with the one-line description the change form shows. */
export const statusView = z.object({
  id: z.number().int(),
  status: z.string(),
  name: z.string(),
  description: z.string(),
});
export const statusList = listPageSchema(statusView);

/** An alert named by its id (UUID v7; up to 80 characters are accepted and simply not found). */
const alertIdField = () => requiredText(undefined, { max: 80 });
export const alertIdRequest = objectOf({ id: alertIdField() });
/** /outbound/history, /inbound/history and /card_block/status/available: the id and the language. */
export const alertLocaleRequest = objectOf({ id: alertIdField(), locale: oneOf(LOCALES).nullish() });
export type AlertLocaleRequest = z.output<typeof alertLocaleRequest>;

/** /alert/create answers the new alert's id and status (spec 2 §3.3). */
export const createdAlert = z.object({ id: z.string(), status: z.number().int() });

/** A transaction as stored and answered (spec 2 §3.8): the simple fields, and the full ones when given. */
export const transactionView = z.object({
  date_time: z.string().optional(),
  amount: z.string().optional(),
  currency_code: z.string().optional(),
  term_type: z.enum(TERMINAL_TYPES).nullish(),
  tran_type: z.enum(TRANSACTION_TYPES).nullish(),
  source_pan: z.string().optional(),
  source_iban: z.string().optional(),
  pan: z.string().optional(),
  iban: z.string().optional(),
  phone: z.string().optional(),
  acquirer_id: z.string().optional(),
  terminal_id: z.string().optional(),
  merchant_id: z.string().optional(),
  merchant_name: z.string().optional(),
  city: z.string().optional(),
  country_code: z.string().optional(),
  transaction_notes: z.string().optional(),
  atm_owner_id: z.string().optional(),
});

const numberType = z.enum(['card', 'account', 'unknown']);

/** The SLA clock of an inbound alert (beyond the spec; thresholds in configuration). */
export const slaView = z.object({
  /** Minutes from creation to 'taken into processing' (so far, while it is not). */
  take_minutes: z.number().int(),
  /** Minutes from creation to a final status (so far, while it is not final). */
  final_minutes: z.number().int(),
  /** Not taken within the threshold, or not final within it. */
  overdue: z.boolean(),
});

/** A row of /outbound/list and /inbound/list (spec 2 §3.1). */
export const alertListItem = z.object({
  id: z.string(),
  request_dt: z.string(),
  sender_type: numberType,
  sender_number: z.string(),
  sender_issuer_org_id: z.number().int().nullable(),
  sender_issuer_org_name: z.string().nullable(),
  sender_issuer_icon_src: z.string().nullable(),
  recipient_type: numberType,
  recipient_number: z.string(),
  recipient_issuer_org_id: z.number().int().nullable(),
  recipient_issuer_org_name: z.string().nullable(),
  recipient_issuer_icon_src: z.string().nullable(),
  tran_time: z.string().nullable(),
  tran_count: z.number().int(),
  total_amount: z.string().nullable(),
  currency_code: z.string().nullable(),
  fraud_type_id: z.number().int(),
  prevented_fraud: z.boolean(),
  status_id: z.number().int(),
  incident_id: z.number().int().nullable(),
  incident_id2: z.number().int().nullable(),
  creator_org_id: z.number().int(),
  creator_org_name: z.string(),
  creator_user_name: z.string(),
  last_user_name: z.string().nullable(),
  sla: slaView,
});
export type AlertListItem = z.infer<typeof alertListItem>;

/** The list answer of spec 2 §3.5: amounts in UAH, null when a group mixes currencies ('?'). */
export const alertListAnswer = z.object({
  list: z.array(alertListItem),
  total_count: z.number().int(),
  inprocess_count: z.number().int(),
  inprocess_money: z.string().nullable(),
  possibility_count: z.number().int(),
  possibility_money: z.string().nullable(),
  success_count: z.number().int(),
  success_money: z.string().nullable(),
  /** Inbound: status 1 alerts of the caller's scope. */
  new_count: z.number().int().optional(),
  /** Inbound: alerts past an SLA threshold. */
  overdue_count: z.number().int().optional(),
  /** Outbound: failed packets of the caller's scope that a retry can cure, and all failed. */
  fixable_error_qty: z.number().int().optional(),
  total_error_qty: z.number().int().optional(),
});
export type AlertListAnswer = z.infer<typeof alertListAnswer>;

/** One node of the chain the money took (spec 2 §3.2 funds_flow). */
export const fundsFlowNode = z.object({
  alert_id: z.string(),
  parent_id: z.string().nullable(),
  node_type: z.enum(['card', 'other']),
  pan: z.string().nullable(),
  iban: z.string().nullable(),
  status_id: z.number().int(),
  total_amount: z.string().nullable(),
  currency_code: z.string().nullable(),
  issuer_info: issuerInfo,
});

/** /outbound/get and /inbound/get (spec 2 §3.2). */
export const alertView = z.object({
  id: z.string(),
  request_dt: z.string(),
  creator_user_name: z.string(),
  creator_org_id: z.number().int(),
  creator_org_name: z.string(),
  creator_icon_src: z.string().nullable(),
  status_id: z.number().int(),
  recipient_type: numberType,
  recipient_number: z.string(),
  recipient_issuer_org_id: z.number().int().nullable(),
  recipient_issuer_org_name: z.string().nullable(),
  recipient_issuer_icon_src: z.string().nullable(),
  transit_mode: z.boolean(),
  sender_type: numberType,
  sender_number: z.string(),
  sender_issuer_org_id: z.number().int().nullable(),
  sender_issuer_org_name: z.string().nullable(),
  sender_issuer_icon_src: z.string().nullable(),
  fraud_type_id: z.number().int(),
  reply_email: z.string(),
  parent_id: z.string().nullable(),
  incident_id: z.number().int().nullable(),
  incident_id2: z.number().int().nullable(),
  prevented_fraud: z.boolean(),
  /** The description followed by the funds-flow list, as one text. */
  full_description: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  trans_in: z.array(transactionView),
  trans_out: z.array(transactionView),
  trans_out_dt: z.string().nullable(),
  last_user_name: z.string().nullable(),
  /** The caller's side may write a message to the other side. */
  create_message_enable: z.boolean(),
  /** The caller may create an incident from it now (status allows, none yet on the caller's side). */
  create_incident_enable: z.boolean(),
  funds_flow: z.array(fundsFlowNode),
  sla: slaView,
});
export type AlertView = z.infer<typeof alertView>;

/** A history event (spec 2 §3.9): 0 info, 1 message, 2 status, 3 error. */
export const alertEvent = z.object({
  event_type: z.number().int(),
  event_dt: z.string(),
  creator: z.string(),
  creator_org_name: z.string().nullable(),
  description: z.string(),
  notes: z.string().nullable(),
});
export const alertHistoryAnswer = z.object({
  list: z.array(alertEvent),
  create_message_enable: z.boolean(),
});

/** The next statuses the caller may set (spec 2 §3.6), advised ones first. */
export const availableStatusList = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      name: z.string(),
      description: z.string(),
      advice: z.boolean(),
      allows_incident: z.boolean(),
    }),
  ),
});

/** /alert/set_status and the messages answer the alert as it now is. */
export const alertChanged = z.object({ id: z.string(), status_id: z.number().int() });

/** /alert/create_incident: the incident draft of spec 2 §3.10 is saved through the incident service. */
export const alertIncidentRequest = objectOf({
  id: alertIdField(),
  /** Which side's incident (a user of both sides: E codes, admin); by default the recipient's. */
  side: oneOf(FPT_SIDES).nullish(),
  /** Another category than the draft's default, and details to add (the incident dialog's edits). */
  category_domain_id: optionalIdNumber(),
  details: z.record(z.string(), z.unknown()).nullish(),
});
export type AlertIncidentRequest = z.output<typeof alertIncidentRequest>;
export const alertIncidentAnswer = z.object({ id: z.string(), incident_id: z.number().int() });

/** GET /new_counter (spec 2 §7.1). */
export const newCounterAnswer = z.object({ new_count: z.number().int() });

/** GET|POST /great_reset: "accepted for execution", with how many packets go again. */
export const greatResetAnswer = z.object({ message: z.string(), reset_count: z.number().int() });

/** The remote searches of the list filters (organisations and users): page 1, 100 by name. */
export const pickerRequest = listQuerySchema(
  objectOf({ id: optionalIdNumber(), name: optionalText(undefined, { max: 100 }) })
    .nullish()
    .transform((filter) => filter ?? { id: undefined, name: undefined }),
  ['name', 'id'],
  { field: 'name', order: 'ascend' },
);
export type PickerRequest = z.output<typeof pickerRequest>;
export const pickerAnswer = listPageSchema(z.object({ id: z.number().int(), name: z.string() }));
