import {
  DEFAULT_COLUMN_SEPARATOR,
  smartFormatSchema,
  validate,
  type ColumnSeparator,
  type FieldError,
  type FormatFieldKey,
  type SmartFormat,
  type TerminalType,
  type TransactionType,
} from '@afx/domain';

/** The spec's format dialog width (spec 3 §9). */
export const FORMAT_DIALOG_WIDTH_PX = 1100;

export interface TermTypeRow {
  k: string;
  v: TerminalType | undefined;
}

export interface TranTypeRow {
  k: string;
  v: TransactionType | undefined;
  t?: TerminalType | null;
}

/** The format dialog's form: a SmartFormat as it is being edited (n is the dialog's, not a field). */
export interface FormatFormValues {
  title: string;
  disable: boolean;
  fields: FormatFieldKey[];
  data_format: string;
  time_format: string;
  dt_separator: string;
  column_separator: ColumnSeparator;
  amount_use_semicolon: boolean;
  term_types: TermTypeRow[];
  tran_types: TranTypeRow[];
}

/** A new format: one date-time column and the first offered patterns. */
export const NEW_FORMAT_VALUES: FormatFormValues = {
  title: '',
  disable: false,
  fields: ['date_time', 'amount'],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  column_separator: DEFAULT_COLUMN_SEPARATOR,
  amount_use_semicolon: true,
  term_types: [],
  tran_types: [],
};

/** The form of a loaded, copied or imported format. */
export function formatFormValuesOf(format: SmartFormat): FormatFormValues {
  return {
    title: format.title,
    disable: format.disable,
    fields: [...format.fields],
    data_format: format.data_format,
    time_format: format.time_format,
    dt_separator: format.dt_separator,
    column_separator: format.column_separator,
    amount_use_semicolon: format.amount_use_semicolon,
    term_types: format.term_types.map((row) => ({ k: row.k, v: row.v })),
    tran_types: format.tran_types.map((row) => ({ k: row.k, v: row.v, t: row.t ?? null })),
  };
}

/** The form as the format the server takes (smartFormatSchema's input). */
export function formatInputOf(values: Partial<FormatFormValues>, n: number): Record<string, unknown> {
  return {
    n,
    title: values.title,
    disable: values.disable ?? false,
    fields: values.fields ?? [],
    data_format: values.data_format,
    time_format: values.time_format,
    dt_separator: values.dt_separator,
    column_separator: values.column_separator,
    amount_use_semicolon: values.amount_use_semicolon,
    term_types: values.term_types ?? [],
    tran_types: (values.tran_types ?? []).map(({ t, ...row }) => (t ? { ...row, t } : row)),
  };
}

/** The format checked by the domain, as the server checks it: the format or its field errors. */
export function checkFormat(
  values: Partial<FormatFormValues>,
  n: number,
): { format: SmartFormat; errors: [] } | { format: null; errors: FieldError[] } {
  const checked = validate(smartFormatSchema, formatInputOf(values, n));
  return checked.success ? { format: checked.data, errors: [] } : { format: null, errors: checked.errors };
}

/** The first error of a form field: its own path or one inside it ('fields.2', 'term_types.0.k'). */
export function fieldErrorOf(errors: readonly FieldError[], field: string): FieldError | undefined {
  return errors.find((error) => error.field === field || error.field.startsWith(`${field}.`));
}

/** A server field path ('smart_zone_format.title', 'title') as the form's field, or null. */
export function formFieldOfServerPath(path: string): keyof FormatFormValues | null {
  const [first] = path.replace(/^smart_zone_format\./, '').split('.');
  return first !== undefined && first in NEW_FORMAT_VALUES ? (first as keyof FormatFormValues) : null;
}
