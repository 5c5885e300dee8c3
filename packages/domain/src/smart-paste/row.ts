import type { z } from 'zod';
import { toNumericCurrencyCode } from '../currency.js';
import type { FormatFieldKey } from '../directories/smart-format.js';
import { clearTerminalFields } from '../fpt/transactions.js';
import { isMessageKey, type MessageKey, type MessageParams } from '../messages/index.js';
import { readAmountCell } from './amount-cell.js';
import { PASTE_NOTES_JOINER } from './constants.js';
import { readDateTime } from './date-time.js';
import { looksLikeHeader } from './header.js';
import type { PastePlan } from './plan.js';
import type { PasteProblem, PastedTransaction } from './types.js';
import { mapTerminalType, mapTransactionType } from './type-mapping.js';

/** What one non-blank line turned out to be, before the list's row limit is applied. */
export type RowReading =
  | { readonly kind: 'header' }
  | { readonly kind: 'skipped'; readonly problems: PasteProblem[] }
  | { readonly kind: 'refused'; readonly problems: PasteProblem[] }
  | { readonly kind: 'kept'; readonly transaction: PastedTransaction; readonly problems: PasteProblem[] };

/** Columns copied as they are into the transaction field of the same name. */
const PLAIN_FIELDS = [
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
] as const satisfies readonly FormatFieldKey[];

const CARDHOLDER_FIELDS = ['recipient_cardholder_id', 'recipient_cardholder_name'] as const;

const SIMPLE_FIELDS: ReadonlySet<string> = new Set(['date_time', 'amount', 'currency_code']);

type ColumnCells = { readonly byKey: Map<FormatFieldKey, string>; readonly notes: string[] };

function columnCells(columns: readonly FormatFieldKey[], cells: readonly string[]): ColumnCells {
  const byKey = new Map<FormatFieldKey, string>();
  const notes: string[] = [];
  columns.forEach((key, index) => {
    const cell = cells[index] ?? '';
    if (key === 'notes') {
      if (cell !== '') notes.push(cell);
    } else if (key !== 'skip' && !byKey.has(key)) {
      byKey.set(key, cell);
    }
  });
  return { byKey, notes };
}

/**
 * A row's problems, one per field: the first reason found for a field is the one reported, with the
 * text as pasted (not as normalised) so the person recognises it.
 */
class Problems {
  readonly byField = new Map<string, PasteProblem>();
  constructor(private readonly pasted: Readonly<Record<string, string>>) {}
  add(field: string, message: MessageKey, value: string, params?: MessageParams): void {
    if (this.byField.has(field)) return;
    this.byField.set(field, params ? { field, message, value, params } : { field, message, value });
  }
  /** A problem shown with the field's text as pasted. */
  addPasted(field: string, message: MessageKey, params?: MessageParams): void {
    this.add(field, message, this.pasted[field] ?? '', params);
  }
  addIssue(field: string, issue: z.core.$ZodIssue): void {
    const message = isMessageKey(issue.message) ? issue.message : 'invalid_value';
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    this.addPasted(field, message, params);
  }
  get list(): PasteProblem[] {
    return [...this.byField.values()];
  }
}

function sameCurrency(a: string, b: string): boolean {
  const left = toNumericCurrencyCode(a.trim());
  return left !== null && left === toNumericCurrencyCode(b.trim());
}

/** The raw texts of the transaction fields, before the typed rules read them. */
function rawValues(plan: PastePlan, cells: ColumnCells, problems: Problems): Record<string, string> {
  const raw: Record<string, string> = {};
  const amountCell = cells.byKey.get('amount') ?? '';
  const amount = readAmountCell(amountCell, plan.format.amount_use_semicolon);
  if (amount.ok) raw.amount = amount.amount;
  else problems.add('amount', 'invalid_value', amountCell);
  const currencyCell = cells.byKey.get('currency_code') ?? '';
  raw.currency_code = currencyCell;
  if (amount.ok && amount.currency !== null) {
    if (currencyCell === '') raw.currency_code = amount.currency;
    else if (!sameCurrency(currencyCell, amount.currency)) {
      problems.add('currency_code', 'paste_currency_conflict', `${currencyCell} / ${amountCell}`);
    }
  }
  if (plan.variant === 'simple') return raw;
  for (const field of PLAIN_FIELDS) raw[field] = cells.byKey.get(field) ?? '';
  if (cells.notes.length > 0) raw.transaction_notes = cells.notes.join(PASTE_NOTES_JOINER);
  return raw;
}

/** Each field through its own typed rule; the normalised values of those that pass. */
function checkFields(
  plan: PastePlan,
  raw: Record<string, string>,
  problems: Problems,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(raw)) {
    if (text === '' || problems.byField.has(field)) continue;
    const schema = plan.fieldSchemas[field];
    if (!schema) continue;
    const result = schema.safeParse(text);
    if (result.success) values[field] = result.data;
    else if (result.error.issues[0]) problems.addIssue(field, result.error.issues[0]);
  }
  return values;
}

/** The rules between fields (required ones, IBAN for p2account...) over the values that passed. */
function checkRow(
  plan: PastePlan,
  raw: Record<string, string>,
  problems: Problems,
): Record<string, unknown> | null {
  const candidate: Record<string, string> = {};
  for (const [field, text] of Object.entries(raw)) {
    if (!problems.byField.has(field) && text !== '') candidate[field] = text;
  }
  const result = plan.rowSchema.safeParse(candidate);
  if (result.success) return result.data as Record<string, unknown>;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems.addIssue(field, issue);
  }
  return null;
}

/** The row's output when every field passes the typed rule as pasted; null otherwise. */
function passesWhole(plan: PastePlan, raw: Record<string, string>): Record<string, unknown> | null {
  const candidate: Record<string, string> = {};
  for (const [field, text] of Object.entries(raw)) if (text !== '') candidate[field] = text;
  const result = plan.rowSchema.safeParse(candidate);
  return result.success ? (result.data as Record<string, unknown>) : null;
}

/** The fields the transaction rule does not hold: the reply's cardholder. */
function cardholderOnly(raw: Record<string, string>): Record<string, string> {
  const only: Record<string, string> = {};
  for (const field of CARDHOLDER_FIELDS) if (raw[field] !== undefined) only[field] = raw[field];
  return only;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function pastedTransaction(
  dateTime: string,
  values: Record<string, unknown>,
  problems: Problems,
  simple: boolean,
): PastedTransaction {
  const field = (name: string): string | null =>
    problems.byField.has(name) || (simple && !SIMPLE_FIELDS.has(name)) ? null : text(values[name]);
  return {
    date_time: text(values.date_time) ?? dateTime,
    term_type: field('term_type') as PastedTransaction['term_type'],
    tran_type: field('tran_type') as PastedTransaction['tran_type'],
    amount: field('amount'),
    currency_code: field('currency_code'),
    pan: field('pan'),
    iban: field('iban'),
    phone: field('phone'),
    acquirer_id: field('acquirer_id'),
    terminal_id: field('terminal_id'),
    merchant_id: field('merchant_id'),
    merchant_name: field('merchant_name'),
    city: field('city'),
    country_code: field('country_code'),
    transaction_notes: field('transaction_notes'),
    recipient_cardholder_id: field('recipient_cardholder_id'),
    recipient_cardholder_name: field('recipient_cardholder_name'),
  };
}

/** The pasted text behind each transaction field, for the problems' `value`. */
function pastedTexts(
  columns: ColumnCells,
  dateCells: Readonly<Record<string, string>>,
): Record<string, string> {
  const pasted: Record<string, string> = Object.fromEntries(columns.byKey);
  pasted.date_time = Object.values(dateCells).join(' ');
  pasted.transaction_notes = columns.notes.join(PASTE_NOTES_JOINER);
  return pasted;
}

function dateCellsOf(cells: ColumnCells): { dateTime?: string; date?: string; time?: string } {
  const dateTime = cells.byKey.get('date_time');
  if (dateTime !== undefined) return { dateTime };
  const date = cells.byKey.get('date') ?? '';
  const time = cells.byKey.get('time');
  return time === undefined ? { date } : { date, time };
}

/**
 * The row's terminal and transaction types by the format's mappings into `raw`; in the offline list
 * an online row is skipped, answered here as its warning.
 */
function readTypes(
  plan: PastePlan,
  columns: ColumnCells,
  raw: Record<string, string>,
  problems: Problems,
): PasteProblem | null {
  const termCell = columns.byKey.get('term_type') ?? '';
  const term = mapTerminalType(plan.format, termCell);
  if (plan.variant === 'offline' && term.value === 'online') {
    return { field: 'term_type', message: 'online_rows_skipped', value: termCell, params: { count: 1 } };
  }
  if (!term.known) problems.add('term_type', 'paste_unknown_value', termCell);
  raw.term_type = term.value ?? '';
  const tranCell = columns.byKey.get('tran_type') ?? '';
  const tran = mapTransactionType(plan.format, tranCell, term.value);
  if (!tran.known) problems.add('tran_type', 'paste_unknown_value', tranCell);
  raw.tran_type = tran.value ?? '';
  return null;
}

/**
 * One line's cells read by the plan: a header, an online row skipped (offline list), a row refused
 * (its date unreadable, impossible or in the future, or two or more problems: "up to one unknown
 * case per row", spec 2 §9), or a row kept with at most one problem, that field left empty for the
 * person to fill.
 */
export function readRow(plan: PastePlan, cells: readonly string[]): RowReading {
  const columns = columnCells(plan.columns, cells);
  const dateCells = dateCellsOf(columns);
  const problems = new Problems(pastedTexts(columns, dateCells));
  const dateTime = plan.patterns ? readDateTime(plan.patterns, dateCells) : null;
  if (dateTime === null) {
    if (looksLikeHeader(cells, Object.values(dateCells))) return { kind: 'header' };
    problems.addPasted('date_time', 'paste_date_mismatch', { format: plan.dateLabel });
  }
  const raw = rawValues(plan, columns, problems);
  if (dateTime !== null) raw.date_time = dateTime;
  if (plan.variant !== 'simple') {
    const skipped = readTypes(plan, columns, raw, problems);
    if (skipped) return { kind: 'skipped', problems: [skipped] };
  }
  // Most rows pass whole at once; only a row with a problem is looked at field by field.
  const passed = problems.byField.size === 0 ? passesWhole(plan, raw) : null;
  const values = { ...passed, ...checkFields(plan, passed ? cardholderOnly(raw) : raw, problems) };
  const checked = passed ?? checkRow(plan, raw, problems);
  if (dateTime === null || problems.byField.has('date_time') || problems.byField.size >= 2) {
    return { kind: 'refused', problems: problems.list };
  }
  // The typed rule's own output when the row passed it whole; else the same clearing by hand.
  const row = checked ?? clearTerminalFields(values as Record<string, string>);
  const cardholder = {
    recipient_cardholder_id: values.recipient_cardholder_id,
    recipient_cardholder_name: values.recipient_cardholder_name,
  };
  const simple = plan.variant === 'simple';
  const transaction = pastedTransaction(dateTime, { ...row, ...cardholder }, problems, simple);
  return { kind: 'kept', transaction, problems: problems.list };
}
