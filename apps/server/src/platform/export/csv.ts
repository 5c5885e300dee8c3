import type { ExportCell, ExportTable } from './columns.js';

/**
 * CSV as Excel opens it in Ukraine: UTF-8 with a BOM (else Cyrillic turns to mojibake), `;` between
 * cells (the list separator of the uk/ru regional settings, where `,` is the decimal comma), CRLF.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * A text that a spreadsheet would run as a formula (=, @, a tab or CR first; + or - before anything
 * but a number or a phone) is kept as text by a leading apostrophe (OWASP "CSV injection").
 */
const looksLikeFormula = (text: string): boolean =>
  /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-]?[\d\s,+-]*$/.test(text));

function csvCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = looksLikeFormula(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, with its line end. */
export const csvLine = (cells: readonly ExportCell[]): string => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;

/**
 * Tables in one CSV, with its BOM. One table is the plain header and rows; several follow one another,
 * each under a row with its name and after an empty line, so a spreadsheet shows them as sections.
 */
export function csvTables(tables: readonly ExportTable[]): string {
  const linesOf = (rows: readonly (readonly ExportCell[])[]) => rows.map(csvLine).join('');
  const [only, ...others] = tables;
  if (only && others.length === 0) return CSV_BOM + linesOf([only.header, ...only.rows]);
  return CSV_BOM + tables.map((table) => linesOf([[table.name], table.header, ...table.rows])).join('\r\n');
}
