import type { SmartFormat } from '../directories/smart-format.js';
import {
  TERMINAL_TYPES,
  TRANSACTION_TYPES,
  type TerminalType,
  type TransactionType,
} from '../fpt/transactions.js';

/** "k: the input value, or * for any" (spec 3 §3). */
const ANY = '*';

/**
 * A mapped type: `known` false when the cell holds a value the format does not map (an 'unknown
 * case' of spec 2 §9). An empty cell nothing maps is no value at all, not an unknown one.
 */
export type MappedType<T> = { readonly value: T | null; readonly known: boolean };

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

function ownName<T extends string>(cell: string, names: readonly T[]): T | null {
  return names.find((name) => same(name, cell)) ?? null;
}

function outcome<T>(value: T | null, cell: string): MappedType<T> {
  return { value, known: value !== null || cell.trim() === '' };
}

/**
 * The terminal type of a cell: a row whose k is the cell (compared without case), else the '*' row,
 * else the cell itself when it names a terminal type ('POS'). `cell` is '' without the column.
 */
export function mapTerminalType(format: SmartFormat, cell: string): MappedType<TerminalType> {
  const exact = cell.trim() === '' ? undefined : format.term_types.find((row) => same(row.k, cell));
  const row = exact ?? format.term_types.find((row) => row.k === ANY);
  return outcome(row?.v ?? ownName(cell, TERMINAL_TYPES), cell);
}

/**
 * The transaction type of a cell for a row of terminal type `terminal`: the most specific row wins
 * (its k and t, its k alone, '*' with t, '*' alone), else the cell itself when it names a type.
 */
export function mapTransactionType(
  format: SmartFormat,
  cell: string,
  terminal: TerminalType | null,
): MappedType<TransactionType> {
  const rows = format.tran_types;
  const filled = cell.trim() !== '';
  const keyed = (row: (typeof rows)[number]) => filled && same(row.k, cell);
  const forTerminal = (row: (typeof rows)[number]) => terminal !== null && row.t === terminal;
  const row =
    rows.find((row) => keyed(row) && forTerminal(row)) ??
    rows.find((row) => keyed(row) && !row.t) ??
    rows.find((row) => row.k === ANY && forTerminal(row)) ??
    rows.find((row) => row.k === ANY && !row.t);
  return outcome(row?.v ?? ownName(cell, TRANSACTION_TYPES), cell);
}
