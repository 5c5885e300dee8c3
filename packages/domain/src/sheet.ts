import { formatDate } from './dates.js';
import type { Issue, MessageKey, MessageParams } from './messages/index.js';
import { charCount, truncate } from './text.js';

// A small engine for spreadsheet uploads (incidents, BINs, ATMs): a sheet is described by its
// columns, each with a cell parser; the header row and every data row are checked against it and
// every problem is reported with its row number and column name before anything is saved.

/** What a spreadsheet reader hands over for one cell. */
export type CellValue = string | number | boolean | Date | null | undefined;

export type CellResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issue: Issue };

export type ColumnSpec<T> = {
  /** The header must contain this column (names are case-sensitive). */
  readonly required?: boolean;
  readonly parse: (cell: CellValue) => CellResult<T>;
};

export type SheetSpec<C extends Record<string, ColumnSpec<unknown>>> = {
  readonly columns: C;
  /** Column names in the template's order. */
  readonly names: readonly (keyof C & string)[];
};

export type SheetRow<C extends Record<string, ColumnSpec<unknown>>> = {
  [K in keyof C]: C[K] extends ColumnSpec<infer T> ? T : never;
};

/** One problem in a data row, ready for 'Invalid cell value - ... (row {row}, {column})'. */
export type CellError = {
  readonly row: number;
  readonly column: string;
  readonly key: MessageKey;
  readonly params: MessageParams;
};

export type RowResult<T> = { readonly value: T } | { readonly errors: readonly CellError[] };

export function defineSheetColumns<C extends Record<string, ColumnSpec<unknown>>>(columns: C): SheetSpec<C> {
  return { columns, names: Object.keys(columns) as (keyof C & string)[] };
}

export const cellOk = <T>(value: T): CellResult<T> => ({ ok: true, value });
export const cellFail = (key: MessageKey, params?: MessageParams): CellResult<never> => ({
  ok: false,
  issue: params ? { key, params } : { key },
});

/**
 * The header row must hold every required column and no unknown or repeated name; empty header
 * cells are ignored. Otherwise 'Columns must have the following case-sensitive names: ...'.
 */
export function checkHeader<C extends Record<string, ColumnSpec<unknown>>>(
  headerRow: readonly unknown[],
  spec: SheetSpec<C>,
): Issue | null {
  const names = headerRow
    .map((cell) =>
      typeof cell === 'string' ? cell.trim() : cell === null || cell === undefined ? '' : String(cell),
    )
    .filter((name) => name !== '');
  const known = new Set<string>(spec.names);
  const missing = spec.names.some((name) => spec.columns[name]?.required === true && !names.includes(name));
  const unknown = names.some((name) => !known.has(name));
  const repeated = new Set(names).size !== names.length;
  return missing || unknown || repeated
    ? { key: 'upload_columns_header', params: { columns: spec.names.join(', ') } }
    : null;
}

/** Parses one data row given as { columnName: cell }; `rowNumber` is the sheet's row number. */
export function parseRow<C extends Record<string, ColumnSpec<unknown>>>(
  row: Readonly<Record<string, CellValue>>,
  rowNumber: number,
  spec: SheetSpec<C>,
): RowResult<SheetRow<C>> {
  const value: Record<string, unknown> = {};
  const errors: CellError[] = [];
  for (const name of spec.names) {
    const column = spec.columns[name];
    if (!column) continue;
    const result = column.parse(row[name]);
    if (result.ok) value[name] = result.value;
    else
      errors.push({
        row: rowNumber,
        column: name,
        key: result.issue.key,
        params: { ...result.issue.params, row: rowNumber, column: name },
      });
  }
  return errors.length > 0 ? { errors } : { value: value as SheetRow<C> };
}

// Cell parsers.

/** A cell as text: numbers become text, text is trimmed; null for a cell of another type. */
export function cellText(cell: CellValue): string | null {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : null;
  return null;
}

export type TextCellOptions = {
  readonly required?: boolean;
  /** Longer values are an error ('more than N characters')... */
  readonly max?: number;
  /** ...unless they are cut instead. */
  readonly cutAt?: number;
  readonly min?: number;
  /** Characters the value may hold ('invalid character' otherwise). */
  readonly pattern?: RegExp;
  /** Applied after trimming, before the checks (e.g. upper-casing). */
  readonly transform?: (value: string) => string;
  /** The value of an empty optional cell. */
  readonly emptyValue?: string;
};

export function textCell(options: TextCellOptions = {}): ColumnSpec<string> {
  return {
    parse(cell) {
      const raw = cellText(cell);
      if (raw === null) return cellFail('cell_type');
      const text = options.transform ? options.transform(raw) : raw;
      if (text === '') return options.required ? cellFail('cell_empty') : cellOk(options.emptyValue ?? '');
      if (options.cutAt !== undefined) return cellOk(truncate(text, options.cutAt));
      if (options.min !== undefined && charCount(text) < options.min)
        return cellFail('cell_too_short', { count: options.min });
      if (options.max !== undefined && charCount(text) > options.max)
        return cellFail('cell_too_long', { count: options.max });
      if (options.pattern && !options.pattern.test(text)) return cellFail('cell_invalid_character');
      return cellOk(text);
    },
  };
}

/**
 * A date column: text as typed (checked later by the form), or a date cell written as dd.MM.yyyy.
 * Date cells are read at their UTC calendar day, as spreadsheet readers build them.
 */
export function dateTextCell(options: TextCellOptions = {}): ColumnSpec<string> {
  const text = textCell(options);
  return {
    parse(cell) {
      if (cell instanceof Date) {
        if (Number.isNaN(cell.getTime())) return cellFail('cell_type');
        return text.parse(
          formatDate({ year: cell.getUTCFullYear(), month: cell.getUTCMonth() + 1, day: cell.getUTCDate() }),
        );
      }
      return text.parse(cell);
    },
  };
}

/**
 * A decimal number with '.' or ',' as separator; an empty cell gives `emptyValue`. Anything else is
 * 'Invalid cell type', the spec's word for it (spec 3 §5 "ATM spreadsheet upload").
 */
export function numberCell(emptyValue: number): ColumnSpec<number> {
  return {
    parse(cell) {
      if (typeof cell === 'number') return Number.isFinite(cell) ? cellOk(cell) : cellFail('cell_type');
      const raw = cellText(cell);
      if (raw === null) return cellFail('cell_type');
      if (raw === '') return cellOk(emptyValue);
      const text = raw.replace(',', '.');
      return /^-?\d+(?:\.\d+)?$/.test(text) ? cellOk(Number(text)) : cellFail('cell_type');
    },
  };
}

/** yes → true, no → false (any case), anything else → null (unknown). Never an error. */
export function yesNoCell(): ColumnSpec<boolean | null> {
  return {
    parse(cell) {
      const text = typeof cell === 'string' ? cell.trim().toLowerCase() : '';
      if (text === 'yes') return cellOk(true);
      if (text === 'no') return cellOk(false);
      return cellOk(null);
    },
  };
}
