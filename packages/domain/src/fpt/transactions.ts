import { z } from 'zod';
import { checkPositiveAmount, normalizeAmount } from '../amount.js';
import { checkCurrencyCode, checkTransactionsTotal, toNumericCurrencyCode } from '../currency.js';
import { checkTransactionDateTime, normalizeTransactionDateTime } from '../dates.js';
import { checkIban, normalizeIban } from '../iban.js';
import type { Locale, MessageKey } from '../messages/index.js';
import { checkPan, normalizePan } from '../pan.js';
import { checkFptPhone, normalizePhone } from '../phone.js';
import { checkAcquirerId, checkCountryCode, padAcquirerId } from '../shared-rules.js';
import {
  listOf,
  objectOf,
  oneOf,
  optionalText,
  reportOutcome,
  storableString,
  typeError,
} from '../zod-rules.js';

export const TERMINAL_TYPES = ['atm', 'pos', 'online'] as const;
export type TerminalType = (typeof TERMINAL_TYPES)[number];
/** The offline variant (card-use places) allows only ATMs and POS terminals. */
export const OFFLINE_TERMINAL_TYPES: readonly TerminalType[] = ['atm', 'pos'];
export const TRANSACTION_TYPES = ['cash', 'p2p', 'p2account', 'p2phone', 'other'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Every field of a transaction (spec 2 §3.8), in the order a person reads them. */
export const FPT_TRANSACTION_FIELDS = [
  'date_time',
  'term_type',
  'tran_type',
  'amount',
  'currency_code',
  'source_pan',
  'source_iban',
  'pan',
  'iban',
  'phone',
  'acquirer_id',
  'terminal_id',
  'merchant_id',
  'merchant_name',
  'city',
  'country_code',
  'transaction_notes',
  'atm_owner_id',
] as const;
export type FptTransactionField = (typeof FPT_TRANSACTION_FIELDS)[number];

/** The simplified dialog's fields (spec 2 §3.8 "Simple"). */
export const FPT_SIMPLE_TRANSACTION_FIELDS = [
  'date_time',
  'amount',
  'currency_code',
] as const satisfies readonly FptTransactionField[];

/** Spec 2 §5.1 limits. */
export const TRANSACTION_LIMITS = {
  simpleListMax: 40,
  fullListMax: 100,
  offlineListMax: 30,
  terminalIdMax: 8,
  merchantIdMax: 15,
  merchantNameMax: 150,
  cityMax: 50,
  notesMax: 255,
} as const;

/** Transfers to a recipient: their terminal fields are cleared once a recipient is given. */
const RECIPIENT_TRANSACTION_TYPES: readonly string[] = ['p2p', 'p2account', 'p2phone'];
/** The fields that describe the terminal rather than the money's path. */
export const TERMINAL_FIELDS = [
  'acquirer_id',
  'terminal_id',
  'merchant_id',
  'merchant_name',
  'atm_owner_id',
] as const;

type TransactionShape = {
  readonly tran_type?: string | null;
  readonly pan?: string | null;
  readonly iban?: string | null;
  readonly phone?: string | null;
};

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** The recipient a transfer names: a card for p2p, an account for p2account, a phone for p2phone. */
export function hasRecipient(tran: TransactionShape): boolean {
  switch (tran.tran_type) {
    case 'p2p':
      return filled(tran.pan);
    case 'p2account':
      return filled(tran.iban);
    case 'p2phone':
      return filled(tran.phone);
    default:
      return false;
  }
}

/** "Terminal fields are cleared for p2p, p2account or p2phone with a recipient given." */
export function terminalFieldsApply(tran: TransactionShape): boolean {
  return !(RECIPIENT_TRANSACTION_TYPES.includes(tran.tran_type ?? '') && hasRecipient(tran));
}

export function clearTerminalFields<T extends TransactionShape>(tran: T): T {
  if (terminalFieldsApply(tran)) return tran;
  const cleared: Record<string, unknown> = { ...tran };
  for (const field of TERMINAL_FIELDS) delete cleared[field];
  return cleared as T;
}

/**
 * simple: date_time, amount, currency (the simplified dialog); full: the full dialog; offline: full
 * with only atm and pos; auto: full when term_type or tran_type is given, otherwise simple.
 */
export type TransactionMode = 'simple' | 'full' | 'offline' | 'auto';

/** A row of the full dialog: one that names its terminal or transaction type ('auto' mode reads it so). */
export function isFullTransaction(tran: { term_type?: unknown; tran_type?: unknown }): boolean {
  return tran.term_type != null || tran.tran_type != null;
}

function isFullRow(mode: TransactionMode, tran: { term_type?: unknown; tran_type?: unknown }): boolean {
  if (mode === 'auto') return isFullTransaction(tran);
  return mode !== 'simple';
}

const amountField = z
  .union([storableString(), z.number()], { error: typeError })
  .superRefine((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') return;
    reportOutcome(ctx, checkPositiveAmount(value));
  })
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? undefined : (normalizeAmount(value) ?? undefined),
  );

const currencyField = optionalText(checkCurrencyCode).transform((code) =>
  code === undefined ? undefined : (toNumericCurrencyCode(code) ?? code),
);

function makeTransactionObject(now: () => Date) {
  return objectOf({
    date_time: optionalText((value) => checkTransactionDateTime(value, now())).transform((value) =>
      value === undefined ? undefined : (normalizeTransactionDateTime(value) ?? value),
    ),
    amount: amountField,
    currency_code: currencyField,
    term_type: oneOf(TERMINAL_TYPES).nullish(),
    tran_type: oneOf(TRANSACTION_TYPES).nullish(),
    source_pan: optionalText((value) => checkPan(value), { normalize: normalizePan }),
    source_iban: optionalText(checkIban, { normalize: normalizeIban }),
    pan: optionalText((value) => checkPan(value), { normalize: normalizePan }),
    iban: optionalText(checkIban, { normalize: normalizeIban }),
    phone: optionalText(checkFptPhone, { normalize: normalizePhone }),
    acquirer_id: optionalText(checkAcquirerId, { normalize: padAcquirerId }),
    terminal_id: optionalText(undefined, { max: TRANSACTION_LIMITS.terminalIdMax }),
    merchant_id: optionalText(undefined, { max: TRANSACTION_LIMITS.merchantIdMax }),
    merchant_name: optionalText(undefined, { max: TRANSACTION_LIMITS.merchantNameMax }),
    city: optionalText(undefined, { max: TRANSACTION_LIMITS.cityMax }),
    country_code: optionalText(checkCountryCode, { normalize: (value) => value.toUpperCase() }),
    transaction_notes: optionalText(undefined, { max: TRANSACTION_LIMITS.notesMax }),
    atm_owner_id: optionalText(),
  });
}

type ParsedTransaction = z.output<ReturnType<typeof makeTransactionObject>>;

function requireField(
  ctx: z.RefinementCtx,
  tran: ParsedTransaction,
  field: keyof ParsedTransaction,
  key: MessageKey = 'required_field',
) {
  if (tran[field] === undefined || tran[field] === null) reportOutcome(ctx, key, [field]);
}

/** Rules between fields of one row (spec 2 §5.1). */
function checkRow(mode: TransactionMode, tran: ParsedTransaction, ctx: z.RefinementCtx): void {
  requireField(ctx, tran, 'date_time');
  if (!isFullRow(mode, tran)) {
    requireField(ctx, tran, 'amount');
    requireField(ctx, tran, 'currency_code');
    return;
  }
  requireField(ctx, tran, 'term_type');
  requireField(ctx, tran, 'tran_type');
  if (mode === 'offline' && tran.term_type && !OFFLINE_TERMINAL_TYPES.includes(tran.term_type)) {
    reportOutcome(ctx, 'terminal_type_offline_only', ['term_type']);
  }
  if (tran.tran_type === 'p2account') requireField(ctx, tran, 'iban');
  if (tran.amount !== undefined) requireField(ctx, tran, 'currency_code');
  if (terminalFieldsApply(tran)) {
    requireField(ctx, tran, 'acquirer_id');
    requireField(ctx, tran, 'merchant_name');
    if (tran.term_type !== 'online') requireField(ctx, tran, 'terminal_id');
  }
}

/** The stored row: only the simple fields for a simple row; terminal fields cleared for transfers. */
function outputRow(mode: TransactionMode, tran: ParsedTransaction) {
  if (!isFullRow(mode, tran)) {
    return { date_time: tran.date_time, amount: tran.amount, currency_code: tran.currency_code };
  }
  return clearTerminalFields(tran);
}

/** One transaction row; `now` decides what "in the future" means. */
export function makeTransactionSchema(mode: TransactionMode, now: () => Date = () => new Date()) {
  return makeTransactionObject(now)
    .superRefine((tran, ctx) => checkRow(mode, tran, ctx))
    .transform((tran) => outputRow(mode, tran));
}

export type FptTransaction = z.output<ReturnType<typeof makeTransactionSchema>>;

/** In 'auto' mode a list with any full row may hold 100 rows, a list of simple rows 40. */
function listLimit(mode: TransactionMode, list: readonly object[]): number {
  if (mode === 'offline') return TRANSACTION_LIMITS.offlineListMax;
  if (mode === 'simple') return TRANSACTION_LIMITS.simpleListMax;
  if (mode === 'full') return TRANSACTION_LIMITS.fullListMax;
  // Parsed simple rows keep only date_time, amount and currency_code.
  const anyFull = list.some((tran) => 'term_type' in tran);
  return anyFull ? TRANSACTION_LIMITS.fullListMax : TRANSACTION_LIMITS.simpleListMax;
}

/**
 * A transaction list: at most 40 simple, 100 full or 30 offline rows. With `minimumTotal` (the
 * alert's incoming transactions) it is also required, in one currency, and reaches the currency's
 * minimum total.
 */
export function makeTransactionListSchema(
  mode: TransactionMode,
  options: { readonly minimumTotal: boolean; readonly now?: () => Date },
) {
  // The largest list of any mode bounds the parse; the mode's own maximum is checked below.
  const longest = Math.max(
    TRANSACTION_LIMITS.simpleListMax,
    TRANSACTION_LIMITS.fullListMax,
    TRANSACTION_LIMITS.offlineListMax,
  );
  return listOf(makeTransactionSchema(mode, options.now), longest, 'too_many_transactions').superRefine(
    (list, ctx) => {
      const max = listLimit(mode, list);
      if (list.length > max) {
        reportOutcome(ctx, { key: 'too_many_transactions', params: { count: max } });
        return;
      }
      // The total means something only when every row is valid.
      if (!options.minimumTotal || ctx.issues.length > 0) return;
      const lines = list.flatMap((tran) =>
        tran.amount !== undefined ? [{ amount: tran.amount, currency_code: tran.currency_code ?? '' }] : [],
      );
      reportOutcome(ctx, checkTransactionsTotal(lines));
    },
  );
}

/**
 * "For locale uk with an empty currency a confirmation offers UAH (980) or a foreign currency"
 * (spec 2 §5.1): whether the form asks 'use_uah_confirm' before saving a row.
 */
export function offersUahForEmptyCurrency(locale: Locale, currencyCode: string | null | undefined): boolean {
  return locale === 'uk' && (currencyCode ?? '').trim() === '';
}
