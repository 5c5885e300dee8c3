import type { CellValue } from '@afx/domain';
import type { SheetData } from './types';

/**
 * Reads the first sheet of an xlsx or xls file. Cells keep their raw types (numbers stay numbers,
 * dates become Date) so the domain sheet decides what is a type error and what becomes text.
 * The spreadsheet library is large, so it is loaded only when a file is read.
 */
export async function readSheet(file: Blob): Promise<SheetData> {
  const { read, utils } = await import('@e965/xlsx');
  const workbook = read(await file.arrayBuffer(), { type: 'array', cellDates: true });
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  if (!sheet?.['!ref']) return { header: [], rows: [], rowNumbers: [] };
  const firstRow = utils.decode_range(sheet['!ref']).s.r + 1;
  const table = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
    // Date cells at their UTC calendar day, as the domain's date columns read them.
    UTC: true,
  });
  const [headerCells = [], ...body] = table;
  const header = headerCells.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()));
  const rows: Record<string, CellValue>[] = [];
  const rowNumbers: number[] = [];
  body.forEach((cells, index) => {
    const values = cells.map(toCellValue);
    if (values.every((value) => value === null || value === '')) return;
    const row: Record<string, CellValue> = {};
    header.forEach((name, column) => {
      if (name !== '') row[name] = values[column] ?? null;
    });
    rows.push(row);
    rowNumbers.push(firstRow + index + 1);
  });
  return { header, rows, rowNumbers };
}

function toCellValue(cell: unknown): CellValue {
  if (
    cell === null ||
    cell === undefined ||
    typeof cell === 'string' ||
    typeof cell === 'number' ||
    typeof cell === 'boolean' ||
    cell instanceof Date
  ) {
    return cell;
  }
  return String(cell);
}
