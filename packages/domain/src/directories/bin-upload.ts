import { defineSheetColumns, textCell, yesNoCell } from '../sheet.js';
import { BIN_LIMITS } from './bin.js';

const DIGITS = /^\d+$/;

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
  ica: textCell({ min: BIN_LIMITS.icaLength, max: BIN_LIMITS.icaLength, pattern: DIGITS }),
  bid: textCell({ min: BIN_LIMITS.bidLength, max: BIN_LIMITS.bidLength, pattern: DIGITS }),
  prepaid: yesNoCell(),
  token: yesNoCell(),
});
