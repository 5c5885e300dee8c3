import { BIN_UPLOAD_SHEET, type CellValue } from '@afx/domain';
import type { SheetData, UploadPlugin } from './types';

type BinColumns = typeof BIN_UPLOAD_SHEET.columns;

/** SheetData for the BIN sheet from plain rows, numbered from row 2 as under a header row. */
export function binSheet(rows: Record<string, CellValue>[], header: string[] = ['bin', 'notes']): SheetData {
  return { header, rows, rowNumbers: rows.map((_, index) => index + 2) };
}

/** `count` valid BIN rows: 400001, 400002, ... */
export function validBins(count: number): Record<string, CellValue>[] {
  return Array.from({ length: count }, (_, index) => ({ bin: String(400001 + index), notes: '' }));
}

export function binPlugin(
  overrides: Partial<UploadPlugin<BinColumns, string[]>> = {},
): UploadPlugin<BinColumns, string[]> {
  return {
    sheet: BIN_UPLOAD_SHEET,
    outcomes: ['created', 'updated', 'conflicts'],
    handleRow: () => Promise.resolve('created'),
    ...overrides,
  };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
}
