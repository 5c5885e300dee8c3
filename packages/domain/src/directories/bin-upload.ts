import { type ColumnSpec, defineSheetColumns, textCell, yesNoCell } from '../sheet.js';
import { BIN_LIMITS } from './bin.js';

const DIGITS = /^\d+$/;

/**
 * An ICA or BID of fixed length. A spreadsheet program turns 012345 typed in a general cell into the
 * number 12345; as the code always has `length` digits, a whole number shorter than that gets its
 * leading zeros back. Codes typed as text are checked as typed.
 */
function fixedCodeCell(length: number): ColumnSpec<string> {
  const text = textCell({ min: length, max: length, pattern: DIGITS });
  return {
    parse(cell) {
      const lostZeros = typeof cell === 'number' && Number.isSafeInteger(cell) && cell >= 0;
      return text.parse(lostZeros ? String(cell).padStart(length, '0') : cell);
    },
  };
}

/**
 * The BIN upload sheet (spec 3 §5 "BIN spreadsheet upload"): bin is required (case-sensitive);
 * ica and bid may be empty, else exactly 6 and 8 digits; prepaid and token read yes/no, anything
 * else is unknown; notes are cut to 200.
 */
export const BIN_UPLOAD_SHEET = defineSheetColumns({
  bin: {
    required: true,
    ...textCell({ required: true, min: BIN_LIMITS.binMin, max: BIN_LIMITS.binMax, pattern: DIGITS }),
  },
  notes: textCell({ cutAt: BIN_LIMITS.notesMax }),
  ica: fixedCodeCell(BIN_LIMITS.icaLength),
  bid: fixedCodeCell(BIN_LIMITS.bidLength),
  prepaid: yesNoCell(),
  token: yesNoCell(),
});
