import { fptTransactionSummary } from '../fpt/alert-figures.js';
import type { DateTime } from '../dates.js';

/**
 * The list's transaction figures of a request: the first fraud transaction's time, the count, and
 * the total with its currency — no total when the currencies mix (a police filing need not be in
 * one currency).
 */
export function crimeCheckTransactionFigures(
  list: readonly { readonly date_time?: string; readonly amount?: string; readonly currency_code?: string }[],
): { firstTime: DateTime | null; count: number; total: string | null; currency: string | null } {
  const summary = fptTransactionSummary(list);
  const currencies = new Set(list.flatMap((tran) => (tran.currency_code ? [tran.currency_code] : [])));
  if (currencies.size > 1) return { ...summary, total: null, currency: null };
  return summary;
}
