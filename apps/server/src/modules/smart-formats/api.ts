import { z } from 'zod';
import {
  COLUMN_SEPARATORS,
  FORMAT_FIELD_KEYS,
  TERMINAL_TYPES,
  TRANSACTION_TYPES,
  smartFormatCreateSchema,
  smartFormatKeySchema,
  smartFormatListSchema,
  smartFormatUpdateSchema,
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
