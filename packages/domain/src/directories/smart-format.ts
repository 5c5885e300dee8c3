import { z } from 'zod';
import { TERMINAL_TYPES, TRANSACTION_TYPES } from '../fpt/transactions.js';
import type { MessageKey } from '../messages/index.js';
import { truncate } from '../text.js';
import {
  flag,
  idNumber,
  listOf,
  objectOf,
  oneOf,
  reportOutcome,
  requiredText,
  typeError,
} from '../zod-rules.js';

/** The services that keep smart-zone formats (spec 3 §1). */
export const SMART_FORMAT_SERVICES = ['fpt', 'crc'] as const;
export type SmartFormatService = (typeof SMART_FORMAT_SERVICES)[number];

/** The permission code that unlocks the issuer picker, export and import per service (spec 3 §6). */
export const SMART_FORMAT_EXTENDED_CODE = { crc: 'E22', fpt: 'E1005' } as const;

/** Field keys a format may list, in the spec's order. */
export const FORMAT_FIELD_KEYS = [
  'date_time',
  'date',
  'time',
  'term_type',
  'tran_type',
  'amount',
  'currency_code',
  'pan',
  'iban',
  'phone',
  'acquirer_id',
  'terminal_id',
  'merchant_id',
  'merchant_name',
  'city',
  'country_code',
  'recipient_cardholder_id',
  'recipient_cardholder_name',
  'notes',
  'skip',
] as const;
export type FormatFieldKey = (typeof FORMAT_FIELD_KEYS)[number];

/** "Only notes and skip may be chosen several times." */
export const REPEATABLE_FORMAT_FIELDS: readonly FormatFieldKey[] = ['notes', 'skip'];

export const DATE_FORMAT_OPTIONS = [
  'DD.MM.YYYY',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'YYYYMMDD',
] as const;
export const TIME_FORMAT_OPTIONS = ['HH:mm:ss', 'HH:mm', 'HHmmss', 'HHmm'] as const;
export const AMOUNT_EXAMPLES = { comma: '1250,17', dot: '1250.17' } as const;

/**
 * The column separators a format may name (exchange.md: "a format also has a column separator, tab
 * by default: a paste from a spreadsheet").
 */
export const COLUMN_SEPARATORS = ['\t', ';', ',', '|'] as const;
export type ColumnSeparator = (typeof COLUMN_SEPARATORS)[number];
export const DEFAULT_COLUMN_SEPARATOR: ColumnSeparator = '\t';

export const SMART_FORMAT_LIMITS = {
  titleMax: 80,
  dataFormatMin: 6,
  dataFormatMax: 10,
  timeFormatMin: 4,
  timeFormatMax: 8,
  mappingMax: 40,
  /** Columns of a smart-paste row (a field may repeat: notes 1, notes 2...). */
  fieldsMax: 50,
  /** Rows of the terminal-type and transaction-type mappings. */
  typeRowsMax: 100,
} as const;

/** "they are then numbered": ['date', 'notes', 'notes'] → ['date', 'notes 1', 'notes 2']. */
export function numberRepeatedFields(fields: readonly string[]): string[] {
  const totals = new Map<string, number>();
  for (const field of fields) totals.set(field, (totals.get(field) ?? 0) + 1);
  const seen = new Map<string, number>();
  return fields.map((field) => {
    if ((totals.get(field) ?? 0) < 2) return field;
    const index = (seen.get(field) ?? 0) + 1;
    seen.set(field, index);
    return `${field} ${index}`;
  });
}

/** A term-type or tran-type row needs its key and its value (the row editor's confirm). */
export function checkMappingRow(
  row: { readonly k?: string | null; readonly v?: string | null },
  kind: 'term' | 'tran',
): MessageKey | null {
  const key = row.k?.trim() ?? '';
  const value = row.v?.trim() ?? '';
  if (key === '' && value === '') return 'key_value_required';
  if (value === '') return kind === 'term' ? 'term_type_required' : 'tran_type_required';
  if (key === '') return 'key_value_required';
  return null;
}

const mappingKey = () =>
  requiredText(undefined, { requiredKey: 'key_value_required', max: SMART_FORMAT_LIMITS.mappingMax });

const termTypeRow = objectOf({
  k: mappingKey(),
  v: z.enum(TERMINAL_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'term_type_required' : 'invalid_value',
  }),
});

const tranTypeRow = objectOf({
  k: mappingKey(),
  v: z.enum(TRANSACTION_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'tran_type_required' : 'invalid_value',
  }),
  t: oneOf(TERMINAL_TYPES).nullish(),
});

/** Reports every row whose identity repeats an earlier one ('key must be unique'). */
function uniqueRows<T>(identity: (row: T) => string) {
  return (rows: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const id = identity(row);
      if (seen.has(id)) reportOutcome(ctx, 'mapping_key_not_unique', [index, 'k']);
      seen.add(id);
    });
  };
}

/**
 * A smart-zone format (spec 3 §3, §5). n 0 means a new format. Term types map an input value (or
 * '*' for any) to a terminal type; tran types map an input value, optionally per terminal type,
 * to a transaction type. Title uniqueness needs the list: see checkFormatTitleUnique.
 */
export const smartFormatSchema = objectOf({
  n: z.int({ error: typeError }).min(0, { error: 'invalid_value' }),
  title: requiredText(undefined, { max: SMART_FORMAT_LIMITS.titleMax }),
  disable: flag()
    .nullish()
    .transform((value) => value ?? false),
  fields: listOf(oneOf(FORMAT_FIELD_KEYS), SMART_FORMAT_LIMITS.fieldsMax)
    .min(1, { error: 'required_field' })
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field) && !REPEATABLE_FORMAT_FIELDS.includes(field)) {
          reportOutcome(ctx, 'format_field_repeated', [index]);
        }
        seen.add(field);
      });
    }),
  data_format: requiredText(undefined, {
    min: SMART_FORMAT_LIMITS.dataFormatMin,
    max: SMART_FORMAT_LIMITS.dataFormatMax,
  }),
  time_format: requiredText(undefined, {
    min: SMART_FORMAT_LIMITS.timeFormatMin,
    max: SMART_FORMAT_LIMITS.timeFormatMax,
  }),
  // Not trimmed: a space is a valid separator.
  dt_separator: requiredText((value) => ([...value].length === 1 ? null : 'single_character'), {
    trim: false,
  }),
  amount_use_semicolon: flag(),
  column_separator: oneOf(COLUMN_SEPARATORS)
    .nullish()
    .transform((value) => value ?? DEFAULT_COLUMN_SEPARATOR),
  term_types: listOf(termTypeRow, SMART_FORMAT_LIMITS.typeRowsMax)
    .superRefine(uniqueRows((row) => row.k))
    .nullish()
    .transform((rows) => rows ?? []),
  tran_types: listOf(tranTypeRow, SMART_FORMAT_LIMITS.typeRowsMax)
    .superRefine(uniqueRows((row) => `${row.k}\u0000${row.t ?? ''}`))
    .nullish()
    .transform((rows) => rows ?? []),
});
export type SmartFormat = z.output<typeof smartFormatSchema>;

/** Formats are kept per organisation and service (exchange.md): every call names its service. */
const service = () => oneOf(SMART_FORMAT_SERVICES);

/** create / update bodies of the format service. */
export const smartFormatCreateSchema = objectOf({
  issuer_id: idNumber('select_issuer'),
  service: service(),
  smart_zone_format: smartFormatSchema,
});
export const smartFormatUpdateSchema = objectOf({
  issuer_id: idNumber('select_issuer'),
  service: service(),
  n: idNumber(),
  smart_zone_format: smartFormatSchema,
});
export const smartFormatKeySchema = objectOf({
  issuer_id: idNumber('select_issuer'),
  service: service(),
  n: idNumber(),
});
export const smartFormatListSchema = objectOf({
  issuer_id: idNumber('select_issuer'),
  service: service(),
  any_status: flag()
    .nullish()
    .transform((value) => value ?? false),
});

/** "unique among the listed formats apart from itself ('non-unique title')", compared trimmed. */
export function checkFormatTitleUnique(
  title: string,
  formats: readonly { readonly n: number; readonly title: string }[],
  selfN: number,
): MessageKey | null {
  const wanted = title.trim();
  return formats.some((format) => format.n !== selfN && format.title.trim() === wanted)
    ? 'format_title_not_unique'
    : null;
}

/** "Copy ... appends ' (copy {date})' to the title", keeping the title within 80 characters. */
export function copyFormatTitle(title: string, dateText: string): string {
  const suffix = ` (copy ${dateText})`;
  return truncate(title.trim(), SMART_FORMAT_LIMITS.titleMax - suffix.length) + suffix;
}

/** The hex code shown next to the separator (spec 3 §5). */
export function separatorHexCode(separator: string): string {
  const code = separator.codePointAt(0);
  return code === undefined ? '' : `0x${code.toString(16).toUpperCase().padStart(2, '0')}`;
}
