import type { z } from 'zod';
import { ISSUER_REPLY_LIMITS } from '../crime-check/reply.js';
import type { FormatFieldKey, SmartFormat } from '../directories/smart-format.js';
import { makeTransactionSchema } from '../fpt/transactions.js';
import { checkInn } from '../shared-rules.js';
import { optionalText } from '../zod-rules.js';
import { SMART_PASTE_ROW_LIMITS, type SmartPasteVariant } from './constants.js';
import {
  compileDatePattern,
  compileDateTimePattern,
  compileTimePattern,
  type DatePattern,
} from './date-time.js';

/** What a paste needs from its format, worked out once for all its rows. */
export type PastePlan = {
  readonly format: SmartFormat;
  readonly variant: SmartPasteVariant;
  readonly columns: readonly FormatFieldKey[];
  readonly patterns: {
    readonly date: DatePattern;
    readonly time: DatePattern | null;
    readonly combined: DatePattern;
  } | null;
  /** The date layout named in a mismatch message: 'DD.MM.YYYY HH:mm:ss'. */
  readonly dateLabel: string;
  /** The typed transaction's rule for the whole row (between fields). */
  readonly rowSchema: z.ZodType;
  /** The typed rule of each field alone: a pasted value passes the same check as a typed one. */
  readonly fieldSchemas: Readonly<Record<string, z.ZodType>>;
  readonly rowLimit: number;
};

/** The reply's cardholder fields (spec 2 §3.12): the same rules as the Crime Check reply's. */
const cardholderSchemas = {
  recipient_cardholder_id: optionalText(checkInn),
  recipient_cardholder_name: optionalText(undefined, { max: ISSUER_REPLY_LIMITS.cardholderNameMax }),
};

function patternsOf(format: SmartFormat): PastePlan['patterns'] {
  const date = compileDatePattern(format.data_format);
  const time = compileTimePattern(format.time_format);
  if (!date) return null;
  if (!time) {
    // Without a time column a date column reads midnight; a time or date-time cell needs the time.
    const needsTime = format.fields.includes('time') || format.fields.includes('date_time');
    return needsTime ? null : { date, time: null, combined: date };
  }
  return { date, time, combined: compileDateTimePattern(date, time, format.dt_separator) };
}

/**
 * Building the typed row rule costs milliseconds (zod compiles each object schema once), more than
 * reading 100 rows: one rule per variant is kept, and its clock is set by each paste. A paste is
 * read synchronously from start to end, so no other paste moves the clock under it.
 */
const clock = { now: new Date() };
const rowSchemas = new Map<SmartPasteVariant, ReturnType<typeof makeTransactionSchema>>();

function rowSchemaOf(variant: SmartPasteVariant): ReturnType<typeof makeTransactionSchema> {
  let schema = rowSchemas.get(variant);
  if (!schema) {
    schema = makeTransactionSchema(variant, () => clock.now);
    rowSchemas.set(variant, schema);
  }
  return schema;
}

export function planPaste(format: SmartFormat, variant: SmartPasteVariant, now: Date): PastePlan {
  clock.now = now;
  const rowSchema = rowSchemaOf(variant);
  return {
    format,
    variant,
    columns: format.fields,
    patterns: patternsOf(format),
    dateLabel: `${format.data_format}${format.dt_separator}${format.time_format}`,
    rowSchema,
    fieldSchemas: { ...rowSchema.in.shape, ...cardholderSchemas },
    rowLimit: SMART_PASTE_ROW_LIMITS[variant],
  };
}
