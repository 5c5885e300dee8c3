import * as XLSX from '@e965/xlsx';
import type { ExportCell, ExportTable } from './columns.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Cells are written as values (strings as text cells), so nothing in them is ever read as a formula;
 * columns are as wide as their longest text, up to 60.
 */
function sheetOf({ header, rows }: ExportTable): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([[...header], ...rows]);
  sheet['!cols'] = header.map((title, index) => {
    let width = title.length;
    for (const row of rows) width = Math.max(width, String(row[index] ?? '').length);
    return { wch: Math.min(60, width + 2) };
  });
  sheet['!autofilter'] = {
    ref: XLSX.utils.encode_range({ s: { c: 0, r: 0 }, e: { c: header.length - 1, r: rows.length } }),
  };
  return sheet;
}

/** A workbook with a sheet per table, in their order, each named by its table (Excel keeps 31 characters). */
export function xlsxSheets(tables: readonly ExportTable[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const table of tables) XLSX.utils.book_append_sheet(book, sheetOf(table), table.name.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** One sheet: the header row, then the rows. */
export function xlsxBook(
  sheetName: string,
  header: readonly string[],
  rows: readonly ExportCell[][],
): Buffer {
  return xlsxSheets([{ name: sheetName, header, rows }]);
}
