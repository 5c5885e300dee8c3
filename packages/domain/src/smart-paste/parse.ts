import type { SmartFormat } from '../directories/smart-format.js';
import type { SmartPasteVariant } from './constants.js';
import { planPaste } from './plan.js';
import { readRow } from './row.js';
import { splitCells, splitLines } from './split.js';
import type { PasteRowReport, PastedTransaction, SmartPasteResult } from './types.js';

/**
 * Pasted rows read by a smart-zone format (spec 2 §3.8, spec 3 §3): one report per line, and the
 * transactions of the rows kept, each valid by the typed transaction rules of the variant or left
 * with one field empty and its problem named. Rows past the variant's limit (40 simple, 100 full,
 * 30 offline) are refused with 'too_many_transactions'. `now` decides what "in the future" means.
 */
export function parseSmartPaste(
  format: SmartFormat,
  text: string,
  options: { readonly variant: SmartPasteVariant; readonly now?: Date },
): SmartPasteResult {
  const plan = planPaste(format, options.variant, options.now ?? new Date());
  const list: PastedTransaction[] = [];
  const rows: PasteRowReport[] = splitLines(text).map((lineText, index): PasteRowReport => {
    const line = index + 1;
    if (lineText.trim() === '') return { line, outcome: 'blank', index: null, problems: [] };
    const reading = readRow(plan, splitCells(lineText, format.column_separator));
    switch (reading.kind) {
      case 'header':
        return { line, outcome: 'header', index: null, problems: [] };
      case 'skipped':
      case 'refused':
        return { line, outcome: reading.kind, index: null, problems: reading.problems };
      case 'kept': {
        if (list.length >= plan.rowLimit) {
          const tooMany = { field: '', message: 'too_many_transactions' as const, value: lineText };
          return {
            line,
            outcome: 'refused',
            index: null,
            problems: [{ ...tooMany, params: { count: plan.rowLimit } }],
          };
        }
        list.push(reading.transaction);
        const outcome = reading.problems.length === 0 ? 'accepted' : 'flagged';
        return { line, outcome, index: list.length - 1, problems: reading.problems };
      }
    }
  });
  return { list, rows };
}
