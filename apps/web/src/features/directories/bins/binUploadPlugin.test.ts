import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../api/http';
import { createUploadEngine, type SheetData } from '../../../components/upload';
import type { BinUploadAnswer, BinUploadRowInput } from './binApi';
import { BIN_UPLOAD_BATCH, batchOutcomes, createBinUploadPlugin } from './binUploadPlugin';

const tm = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);
const ALPHA = 2;

function sheet(rows: Record<string, string | number>[]): SheetData {
  return {
    header: ['bin', 'notes', 'ica', 'bid', 'prepaid', 'token'],
    rows,
    rowNumbers: rows.map((_row, index) => index + 2),
  };
}

const binRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    bin: String(41_000_000 + index),
    notes: 'Gold',
    prepaid: 'yes',
  }));

/**
 * The server: every BIN new, except those listed as another organisation's and those it refuses
 * as the dialog would (the domain's checkBinCode, here for the BINs named in `refuse`).
 */
function fakeApi(owned: Record<string, string> = {}, refuse: readonly string[] = []) {
  const uploadApply = vi.fn(async (_orgId: number, rows: BinUploadRowInput[]): Promise<BinUploadAnswer> => {
    const conflict_list = rows.flatMap((row, index) =>
      owned[row.bin]
        ? [{ row: index, bin: row.bin, owner_org_id: 3, owner_org_name: owned[row.bin] ?? '' }]
        : [],
    );
    const refused_list = rows.flatMap((row, index) =>
      refuse.includes(row.bin)
        ? [{ row: index, bin: row.bin, field: 'bid' as const, key: 'bid_required' as const }]
        : [],
    );
    return {
      created: rows.length - conflict_list.length - refused_list.length,
      updated: 0,
      unchanged: 0,
      conflicts: conflict_list.length,
      conflict_list,
      refused: refused_list.length,
      refused_list,
    };
  });
  const prepareForCleanup = vi.fn(async () => ({ list: ['41499999'], total_count: 1 }));
  return { uploadApply, prepareForCleanup };
}

async function run(data: SheetData, api: ReturnType<typeof fakeApi>) {
  const onConflicts = vi.fn();
  const engine = createUploadEngine(createBinUploadPlugin({ orgId: () => ALPHA, tm, onConflicts, api }));
  await engine.start(data);
  return { snapshot: engine.getSnapshot(), onConflicts };
}

describe('BIN upload plugin (spec 3 §4 "BIN upload")', () => {
  it('sends the rows in batches of 500 and counts each row', async () => {
    const api = fakeApi();
    const { snapshot } = await run(sheet(binRows(1001)), api);
    expect(api.uploadApply.mock.calls.map(([orgId, rows]) => [orgId, rows.length])).toEqual([
      [ALPHA, BIN_UPLOAD_BATCH],
      [ALPHA, BIN_UPLOAD_BATCH],
      [ALPHA, 1],
    ]);
    expect(api.uploadApply.mock.calls[0]?.[1][0]).toEqual({
      bin: '41000000',
      notes: 'Gold',
      prepaid: true,
      token: null,
    });
    expect(snapshot.state).toBe('complete');
    expect(snapshot.counters).toEqual({ created: 1001, updated: 0, unchanged: 0, conflicts: 0, refused: 0 });
  });

  it('counts and lists a BIN owned by another organisation, then prepares the cleanup', async () => {
    const api = fakeApi({ '47310001': 'Bank Beta' });
    const { snapshot, onConflicts } = await run(sheet([{ bin: '41490001' }, { bin: '47310001' }]), api);
    expect(snapshot.counters).toEqual({ created: 1, updated: 0, unchanged: 0, conflicts: 1, refused: 0 });
    expect(onConflicts).toHaveBeenCalledOnce();
    expect(api.prepareForCleanup).toHaveBeenCalledWith(ALPHA, ['41490001', '47310001']);
    expect(snapshot.followUp).toEqual({
      conflicts: [{ row: 1, bin: '47310001', owner_org_id: 3, owner_org_name: 'Bank Beta' }],
      refused: [],
      oldBins: ['41499999'],
    });
  });

  it('lists a row the server refused as the dialog would, with its spreadsheet row number', async () => {
    // Batches of 500 with a blank row before the refused one: the row number is the sheet's.
    const rows = binRows(BIN_UPLOAD_BATCH + 2);
    const data = sheet(rows);
    data.rowNumbers = rows.map((_row, index) => (index <= BIN_UPLOAD_BATCH ? index + 2 : index + 3));
    const refusedBin = rows[BIN_UPLOAD_BATCH + 1]!.bin;
    const { snapshot } = await run(data, fakeApi({}, [refusedBin]));
    expect(snapshot.counters).toMatchObject({ created: BIN_UPLOAD_BATCH + 1, refused: 1 });
    expect(snapshot.followUp?.refused).toEqual([
      { rowNumber: BIN_UPLOAD_BATCH + 4, bin: refusedBin, field: 'bid', key: 'bid_required' },
    ]);
  });

  it('a row with a bad BIN stops the upload before anything is sent ("Input data error")', async () => {
    const api = fakeApi();
    const { snapshot } = await run(sheet([{ bin: '41490001' }, { bin: '4149x' }]), api);
    expect(snapshot.state).toBe('failed');
    expect(snapshot.failure).toEqual({
      kind: 'rows',
      errors: [{ row: 3, column: 'bin', key: 'cell_too_short', params: { count: 6, row: 3, column: 'bin' } }],
    });
    expect(api.uploadApply).not.toHaveBeenCalled();
  });

  it.each([
    [
      new HttpError(403, { message: 'You do not have permission to update BIN' }),
      'You do not have permission to update BIN',
    ],
    [
      new HttpError(409, { message: 'Conflict: BIN is owned by another organization' }),
      'BIN information retrieval error: Conflict: BIN is owned by another organization',
    ],
    [new Error('timeout of 60000ms exceeded'), 'BIN information retrieval error'],
  ])('a failed batch pauses the upload: %s', async (failure, text) => {
    const api = fakeApi();
    api.uploadApply.mockRejectedValueOnce(failure);
    const engine = createUploadEngine(
      createBinUploadPlugin({ orgId: () => ALPHA, tm, onConflicts: vi.fn(), api }),
    );
    void engine.start(sheet(binRows(2)));
    await vi.waitFor(() => expect(engine.getSnapshot().state).toBe('paused'));
    expect(engine.getSnapshot().error).toBe(text);
    engine.abort();
    await vi.waitFor(() => expect(engine.getSnapshot().state).toBe('aborted'));
  });

  it('"Prepare for cleanup failed" when the list of old BINs cannot be had', async () => {
    const api = fakeApi();
    api.prepareForCleanup.mockRejectedValueOnce(new Error('HTTP 500'));
    const { snapshot } = await run(sheet(binRows(1)), api);
    expect(snapshot.followUpError).toBe('Prepare for cleanup failed');
  });

  it('batch outcomes put the conflicts at their rows and share out the counts', () => {
    expect(
      batchOutcomes(
        {
          created: 1,
          updated: 1,
          unchanged: 1,
          conflicts: 1,
          conflict_list: [{ row: 1, bin: '47310001', owner_org_id: 3, owner_org_name: 'Bank Beta' }],
          refused: 1,
          refused_list: [{ row: 4, bin: '41490001', field: 'bid', key: 'bid_required' }],
        },
        5,
      ),
    ).toEqual(['created', 'conflicts', 'updated', 'unchanged', 'refused']);
  });
});
