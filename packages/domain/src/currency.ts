import cc from 'currency-codes';
import { formatMinorUnits, toMinorUnits } from './amount.js';
import type { Issue, MessageKey } from './messages/index.js';

/** Default currency: UAH (spec 1 §9, spec 2 §9). */
export const DEFAULT_CURRENCY_CODE = '980';

/** ISO 4217 codes that name no money: XTS (testing) and XXX (no currency). */
const NOT_MONEY: ReadonlySet<string> = new Set(['963', '999']);

function recordOf(code: string) {
  if (/^\d{3}$/.test(code)) return cc.number(code);
  if (/^[A-Za-z]{3}$/.test(code)) return cc.code(code.toUpperCase());
  return undefined;
}

/** A known ISO 4217 currency, numeric ('980') or alphabetic ('UAH'). */
export function isKnownCurrencyCode(code: string): boolean {
  const record = recordOf(code);
  return record !== undefined && !NOT_MONEY.has(record.number);
}

export function checkCurrencyCode(value: string): MessageKey | null {
  if (value.trim() === '') return 'required_field';
  if (!/^(\d{3}|[A-Za-z]{3})$/.test(value)) return 'currency_format';
  return isKnownCurrencyCode(value) ? null : 'currency_invalid';
}

/** The numeric code stored for a currency: 'uah' → '980'. Null for an unknown code. */
export function toNumericCurrencyCode(code: string): string | null {
  if (!isKnownCurrencyCode(code)) return null;
  return recordOf(code)?.number ?? null;
}

/** '980' → 'UAH', for messages and amounts shown to people; an unknown code is returned as is. */
export function currencyAlphaCode(code: string): string {
  return recordOf(code)?.code ?? code;
}

/** Minimum total of a transaction list by currency (spec 1 §5, spec 2 §5.1), in whole units. */
export const MIN_TRANSACTION_TOTAL: Readonly<Record<string, number>> = {
  '980': 500,
  '840': 13,
  '978': 11,
  '826': 9,
  '985': 45,
  '498': 205,
};
export const DEFAULT_MIN_TRANSACTION_TOTAL = 500;

export function minimumTotalMinor(currencyCode: string): number {
  const numeric = toNumericCurrencyCode(currencyCode) ?? currencyCode;
  return (MIN_TRANSACTION_TOTAL[numeric] ?? DEFAULT_MIN_TRANSACTION_TOTAL) * 100;
}

export type AmountLine = { readonly amount: string | number; readonly currency_code: string };

/**
 * A transaction list as a whole: required, every amount at least 0.01, one currency, and a total
 * that reaches the currency's minimum ('amount must be greater than {amount} {currency}').
 */
export function checkTransactionsTotal(list: readonly AmountLine[]): Issue | null {
  if (list.length === 0) return { key: 'required_field' };
  let total = 0;
  const currencies = new Set<string>();
  for (const line of list) {
    const minor = toMinorUnits(line.amount);
    if (minor === null || minor < 1) return { key: 'amount_not_positive' };
    total += minor;
    currencies.add(toNumericCurrencyCode(line.currency_code) ?? line.currency_code);
  }
  if (currencies.size > 1) return { key: 'transactions_one_currency' };
  const [currency = DEFAULT_CURRENCY_CODE] = currencies;
  const minimum = minimumTotalMinor(currency);
  if (total < minimum) {
    return {
      key: 'amount_below_minimum',
      params: { amount: formatMinorUnits(minimum), currency: currencyAlphaCode(currency) },
    };
  }
  return null;
}
