import { z } from 'zod';
import {
  COLUMN_SEPARATORS,
  FORMAT_FIELD_KEYS,
  SMART_PASTE_TEXT_MAX_BYTES,
  TERMINAL_TYPES,
  TRANSACTION_TYPES,
  smartFormatCreateSchema,
  smartFormatKeySchema,
  smartFormatListSchema,
  smartFormatUpdateSchema,
  smartPasteRequestSchema,
} from '@afx/domain';

export { smartFormatCreateSchema, smartFormatKeySchema, smartFormatListSchema, smartFormatUpdateSchema };
export type SmartFormatList = z.output<typeof smartFormatListSchema>;
export type SmartFormatKey = z.output<typeof smartFormatKeySchema>;
export type SmartFormatCreate = z.output<typeof smartFormatCreateSchema>;
export type SmartFormatUpdate = z.output<typeof smartFormatUpdateSchema>;

/** A row of /format/list (spec 3 §2.5: full name, revision, status, employee). */
export const smartFormatListItem = z.object({
  n: z.number().int(),
  title: z.string(),
  disable: z.boolean(),
  update_dt: z.string(),
  last_user_name: z.string(),
});
export type SmartFormatListItem = z.infer<typeof smartFormatListItem>;
export const smartFormatListAnswer = z.object({ list: z.array(smartFormatListItem) });

/** A format as /format/get, /create and /update answer it: the smart-zone format with its revision. */
export const smartFormatView = z.object({
  n: z.number().int(),
  title: z.string(),
  disable: z.boolean(),
  fields: z.array(z.enum(FORMAT_FIELD_KEYS)),
  data_format: z.string(),
  time_format: z.string(),
  dt_separator: z.string(),
  amount_use_semicolon: z.boolean(),
  column_separator: z.enum(COLUMN_SEPARATORS),
  term_types: z.array(z.object({ k: z.string(), v: z.enum(TERMINAL_TYPES) })),
  tran_types: z.array(
    z.object({ k: z.string(), v: z.enum(TRANSACTION_TYPES), t: z.enum(TERMINAL_TYPES).nullable() }),
  ),
  update_dt: z.string(),
  last_user_name: z.string(),
});
export type SmartFormatView = z.infer<typeof smartFormatView>;

export const smartFormatDeleted = z.object({ n: z.number().int() });

/** POST /result: the paste request, and its answer (the domain's SmartPasteResult). */
export { smartPasteRequestSchema };
export const PASTE_BODY_LIMIT = SMART_PASTE_TEXT_MAX_BYTES * 3 + 16 * 1024;

const pastedTransaction = z.object({
  date_time: z.string(),
  term_type: z.enum(TERMINAL_TYPES).nullable(),
  tran_type: z.enum(TRANSACTION_TYPES).nullable(),
  amount: z.string().nullable(),
  currency_code: z.string().nullable(),
  pan: z.string().nullable(),
  iban: z.string().nullable(),
  phone: z.string().nullable(),
  acquirer_id: z.string().nullable(),
  terminal_id: z.string().nullable(),
  merchant_id: z.string().nullable(),
  merchant_name: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  transaction_notes: z.string().nullable(),
  recipient_cardholder_id: z.string().nullable(),
  recipient_cardholder_name: z.string().nullable(),
});

const pasteProblem = z.object({
  field: z.string(),
  /** A message key of the domain's catalogue, which the page translates. */
  message: z.string(),
  value: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const smartPasteResult = z.object({
  list: z.array(pastedTransaction),
  rows: z.array(
    z.object({
      line: z.number().int(),
      outcome: z.enum(['accepted', 'flagged', 'refused', 'skipped', 'header', 'blank']),
      index: z.number().int().nullable(),
      problems: z.array(pasteProblem),
    }),
  ),
});
