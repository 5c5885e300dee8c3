/**
 * An amount cell as exports write it: '1 234,56', '1,234.56', '-500.00 UAH', 'UAH 500', '(12.50)',
 * '250 грн'. The sign is dropped (a transaction's amount is positive whichever way the bank's ledger
 * signs it), a currency before or after the number is returned apart, and the thousands separators
 * (spaces, no-break spaces, apostrophes and the mark that is not the decimal one) are removed only
 * where they group three digits, so '1234,56' in a dot-decimal format is no amount rather than
 * 123456.
 */
export type AmountCell =
  { readonly ok: true; readonly amount: string; readonly currency: string | null } | { readonly ok: false };

const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  '₴': 'UAH',
  грн: 'UAH',
  'грн.': 'UAH',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  zł: 'PLN',
};

const CURRENCY_TOKEN = '[A-Za-z]{3}|₴|грн\\.?|\\$|€|£|zł';
const CURRENCY_BEFORE = new RegExp(`^(${CURRENCY_TOKEN})\\s*`, 'i');
const CURRENCY_AFTER = new RegExp(`\\s*(${CURRENCY_TOKEN})$`, 'i');
const SIGN = /^[-+\u2212]\s*|\s*[-+\u2212]$/g;

const GROUPS = "[ \\u00A0\\u202F\\u2009']";
const DOT_DECIMAL = new RegExp(`^(\\d{1,3}(?:(?:${GROUPS}|,)\\d{3})+|\\d+)(?:\\.(\\d+))?$`);
const COMMA_DECIMAL = new RegExp(`^(\\d{1,3}(?:(?:${GROUPS}|\\.)\\d{3})+|\\d+)(?:,(\\d+))?$`);

function currencyCode(token: string): string {
  return CURRENCY_WORDS[token.toLowerCase()] ?? token.toUpperCase();
}

/** Takes a currency off either end of the text. */
function splitCurrency(text: string): { rest: string; currency: string | null } {
  const before = CURRENCY_BEFORE.exec(text);
  if (before?.[1]) return { rest: text.slice(before[0].length), currency: currencyCode(before[1]) };
  const after = CURRENCY_AFTER.exec(text);
  if (after?.[1]) return { rest: text.slice(0, after.index), currency: currencyCode(after[1]) };
  return { rest: text, currency: null };
}

/** `decimalComma` is the format's amount_use_semicolon (exchange.md: a comma decimal separator). */
export function readAmountCell(cell: string, decimalComma: boolean): AmountCell {
  let text = cell.trim();
  if (text === '') return { ok: true, amount: '', currency: null };
  if (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim();
  text = text.replace(SIGN, '');
  const { rest, currency } = splitCurrency(text);
  // 'UAH -500': the sign may also stand between the currency and the number.
  const number = (currency === null ? rest : rest.replace(SIGN, '')).trim();
  const match = (decimalComma ? COMMA_DECIMAL : DOT_DECIMAL).exec(number);
  if (!match) return { ok: false };
  const whole = (match[1] ?? '').replace(/\D/g, '');
  const amount = match[2] === undefined ? whole : `${whole}.${match[2]}`;
  return { ok: true, amount, currency };
}
