import {
  cellText,
  defineSheetColumns,
  cellFail,
  numberCell,
  cellOk,
  textCell,
  type ColumnSpec,
} from '../sheet.js';
import { roundCoordinate } from '../geo.js';
import { ATM_LIMITS, isKatottg } from './atm.js';

/**
 * The katottg cell: optional; a number gets the prefix UA; the value must be UA plus 17 digits.
 * Digits typed as text count as a number. A numeric cell of 17 digits is beyond a spreadsheet's
 * exact integers: its digits are already lost, so the user is told to store the code as text.
 */
export function katottgCell(): ColumnSpec<string> {
  return {
    parse(cell) {
      if (typeof cell === 'number' && Math.abs(cell) > Number.MAX_SAFE_INTEGER)
        return cellFail('cell_katottg_as_number');
      const text = cellText(cell);
      if (text === null) return cellFail('cell_type');
      if (text === '') return cellOk('');
      const code = /^\d+$/.test(text) ? `UA${text}` : text.toUpperCase();
      return isKatottg(code) ? cellOk(code) : cellFail('cell_unknown_katottg');
    },
  };
}

/**
 * A latitude or longitude cell: a number (default 0), rounded to the 6 decimals the server takes, so
 * a position copied from a map saves instead of failing for its precision.
 */
export function coordinateCell(): ColumnSpec<number> {
  const number = numberCell(0);
  return {
    parse(cell) {
      const result = number.parse(cell);
      return result.ok ? cellOk(roundCoordinate(result.value)) : result;
    },
  };
}

/**
 * The ATM upload sheet (spec 3 §5 "ATM spreadsheet upload"): term_id, region, city, address and
 * location_description must head the first sheet; katottg, latitude and longitude are optional.
 */
export const ATM_UPLOAD_SHEET = defineSheetColumns({
  term_id: {
    required: true,
    ...textCell({
      required: true,
      transform: (value) => value.toUpperCase(),
      min: ATM_LIMITS.termIdMin,
      max: ATM_LIMITS.termIdMax,
      pattern: /^[A-Z0-9]+$/,
    }),
  },
  region: { required: true, ...textCell({ required: true, max: ATM_LIMITS.textMax }) },
  city: { required: true, ...textCell({ required: true, max: ATM_LIMITS.textMax }) },
  address: { required: true, ...textCell({ max: ATM_LIMITS.textMax, emptyValue: '-' }) },
  location_description: { required: true, ...textCell({ cutAt: ATM_LIMITS.textMax }) },
  katottg: katottgCell(),
  latitude: coordinateCell(),
  longitude: coordinateCell(),
});
