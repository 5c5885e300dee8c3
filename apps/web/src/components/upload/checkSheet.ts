import { checkHeader, parseRow, UPLOAD_SHEET_MAX_ROWS, type CellError, type SheetSpec } from '@afx/domain';
import type { SheetColumns, SheetData, UploadFailure, UploadRow } from './types';

export interface CheckedSheet<C extends SheetColumns> {
  rows: UploadRow<C>[];
  rowNumbers: readonly number[];
}

/**
 * The checks before anything is written: the header against the sheet's names, the size (the
 * server's checks of a whole sheet take at most UPLOAD_SHEET_MAX_ROWS, so a larger one would stop
 * after its rows were written), then every row, collecting every error (with row and column) rather
 * than stopping at the first.
 */
export function checkSheet<C extends SheetColumns>(
  data: SheetData,
  sheet: SheetSpec<C>,
): CheckedSheet<C> | UploadFailure {
  if (checkHeader(data.header, sheet)) return { kind: 'header', columns: sheet.names };
  if (data.rows.length > UPLOAD_SHEET_MAX_ROWS) {
    return { kind: 'size', rows: data.rows.length, max: UPLOAD_SHEET_MAX_ROWS };
  }
  const rows: UploadRow<C>[] = [];
  const errors: CellError[] = [];
  data.rows.forEach((cells, index) => {
    const result = parseRow(cells, data.rowNumbers[index] ?? index + 2, sheet);
    if ('errors' in result) errors.push(...result.errors);
    else rows.push(result.value);
  });
  return errors.length > 0 ? { kind: 'rows', errors } : { rows, rowNumbers: data.rowNumbers };
}
