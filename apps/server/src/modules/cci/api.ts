import {
  CCI_FAILURES,
  CCI_OUTCOMES,
  CCI_STATUSES,
  cardIssuerFindSchema,
  cciRequestIdSchema,
  cciRequestListQuerySchema,
  makeCardInfoRequestSchema,
} from '@afx/domain';
import { z } from 'zod';
import { errorBody, errorResponses } from '../../platform/http/api.js';
import { listPageSchema } from '../../platform/http/paging.js';

export { cardIssuerFindSchema, cciRequestIdSchema, cciRequestListQuerySchema };

export const cardInfoRequestSchema = makeCardInfoRequestSchema();

/** The card-blocking issuer lookup result (spec 3 §3), with the outcome the wizard switches on. */
export const cciIssuerInfo = z.object({
  outcome: z.enum(['found', 'not_connected', 'not_supported', 'not_found']),
  issuer_org_id: z.number().int().nullable(),
  issuer_org_name: z.string().nullable(),
  issuer_country_id: z.string().nullable(),
  issuer_country_name: z.string().nullable(),
  issuer_country_code_2: z.string().nullable(),
  info_support: z.boolean(),
});
export type CciIssuerInfo = z.infer<typeof cciIssuerInfo>;

/** The blocking answer (spec 3 §3) with its readable text. */
export const cciAnswer = z.object({
  cci_request_id: z.string(),
  ref_number: z.string(),
  status: z.enum(CCI_STATUSES),
  status_info: z.string(),
  notes: z.string(),
  server_time: z.string(),
  info: z.string(),
});

/** One request of the log. */
export const cciRequestView = z.object({
  cci_request_id: z.string(),
  created_at: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  pan_masked: z.string(),
  issuer_org_id: z.number().int().nullable(),
  issuer_name: z.string(),
  tran_date: z.string(),
  amount: z.string(),
  applicant_name: z.string(),
  notes: z.string(),
  outcome: z.enum(CCI_OUTCOMES),
  failure: z.enum(CCI_FAILURES).nullable(),
  ref_number: z.string().nullable(),
  status: z.enum(CCI_STATUSES).nullable(),
  status_info: z.string().nullable(),
  answer_notes: z.string().nullable(),
  server_time: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type CciRequestView = z.infer<typeof cciRequestView>;

export const cciRequestListPage = listPageSchema(cciRequestView);

/** The users of the organisation who asked (the list's user filter). */
export const cciUserList = z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/** A question the issuer's system did not answer usably: 502, or 504 past the deadline. */
export const gatewayErrorResponses = { ...errorResponses, 502: errorBody, 504: errorBody } as const;
