import { describe, expect, it } from 'vitest';
import { ATM_UPLOAD_SHEET } from '@afx/domain';
import { createUploadEngine } from './engine';
import { readSheet } from './readSheet';

/** A real workbook built in memory, as a user's file would arrive. */
async function workbookFile(
  rows: unknown[][],
  name = 'atms.xlsx',
  bookType: 'xlsx' | 'biff8' = 'xlsx',
): Promise<File> {
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'ATMs');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['ignored']]), 'Second');
  const data = write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([data], name);
}

describe('readSheet', () => {
  it('reads the first sheet with raw cell types, skipping blank rows but keeping row numbers', async () => {
    const file = await workbookFile([
      ['term_id', 'region', 'city', 'address', 'location_description', 'latitude'],
      [12345, 'Kyiv', 'Kyiv', 'Khreshchatyk 1', '', 50.45],
      [],
      ['ab12c', 'Lviv', 'Lviv', null, 'Mall', '49,84'],
    ]);
    const sheet = await readSheet(file);
    expect(sheet.header).toEqual([
      'term_id',
      'region',
      'city',
      'address',
      'location_description',
      'latitude',
    ]);
    expect(sheet.rowNumbers).toEqual([2, 4]);
    expect(sheet.rows[0]).toMatchObject({ term_id: 12345, city: 'Kyiv', latitude: 50.45 });
    expect(sheet.rows[1]).toMatchObject({ term_id: 'ab12c', address: null, latitude: '49,84' });
  });

  it('reads an xls file too', async () => {
    const sheet = await readSheet(await workbookFile([['bin'], [400001]], 'bins.xls', 'biff8'));
    expect(sheet).toEqual({ header: ['bin'], rows: [{ bin: 400001 }], rowNumbers: [2] });
  });

  it('feeds the engine: numbers become text by the sheet rules and errors name the real row', async () => {
    const file = await workbookFile([
      ['term_id', 'region', 'city', 'address', 'location_description'],
      [12345, 'Kyiv', 'Kyiv', '', 'Hall'],
      [],
      ['A1', 'Lviv', 'Lviv', 'Street', ''],
    ]);
    const engine = createUploadEngine({
      sheet: ATM_UPLOAD_SHEET,
      outcomes: ['created'],
      handleRow: () => Promise.resolve('created'),
    });
    await engine.start(file);
    expect(engine.getSnapshot()).toMatchObject({
      state: 'failed',
      fileName: 'atms.xlsx',
      failure: { kind: 'rows', errors: [{ row: 4, column: 'term_id', key: 'cell_too_short' }] },
    });
  });
});
