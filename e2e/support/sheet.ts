import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';

/**
 * Writes rows (the first is the header) as an xlsx file of one sheet in a fresh temporary folder and
 * answers its path, for a test that uploads values of its own (unique to it) through the page.
 * A name ending in '.xls' is written as Excel 97–2003 (BIFF8), the older format the uploads accept.
 */
export function writeSheet(fileName: string, rows: readonly (readonly (string | number)[])[]): string {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((row) => [...row])), 'sheet');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'afx-e2e-')), fileName);
  fs.writeFileSync(
    file,
    write(book, { type: 'buffer', bookType: fileName.endsWith('.xls') ? 'biff8' : 'xlsx' }) as Buffer,
  );
  return file;
}
