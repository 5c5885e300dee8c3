import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadEngine } from './engine';
import { binPlugin, binSheet, flush, validBins } from './testSheet';
import type { UploadOutcome, UploadSnapshot } from './types';

/** Resolves when the engine reaches one of the states. */
function reach<F, P>(
  engine: { getSnapshot: () => UploadSnapshot<F, P>; subscribe: (l: () => void) => () => void },
  ...states: UploadSnapshot['state'][]
): Promise<UploadSnapshot<F, P>> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const snapshot = engine.getSnapshot();
      if (!states.includes(snapshot.state)) return false;
      resolve(snapshot);
      return true;
    };
    if (check()) return;
    const stop = engine.subscribe(() => {
      if (check()) stop();
    });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createUploadEngine: checks before writing', () => {
  it('fails with the column names when the header is wrong, calling no handler', async () => {
    const handleRow = vi.fn(() => Promise.resolve<UploadOutcome>('created'));
    const engine = createUploadEngine(binPlugin({ handleRow }));
    await engine.start(binSheet(validBins(2), ['BIN', 'notes']));
    const snapshot = engine.getSnapshot();
    expect(snapshot.state).toBe('failed');
    expect(snapshot.failure).toEqual({
      kind: 'header',
      columns: ['bin', 'notes', 'ica', 'bid', 'prepaid', 'token'],
    });
    expect(handleRow).not.toHaveBeenCalled();
  });

  it('checks every row first and lists each error with its row and column', async () => {
    const handleRow = vi.fn(() => Promise.resolve<UploadOutcome>('created'));
    const engine = createUploadEngine(binPlugin({ handleRow }));
    await engine.start(
      binSheet([{ bin: '400001' }, { bin: '12ab56' }, { bin: '' }, { bin: true, ica: '12' }], ['bin', 'ica']),
    );
    const { state, failure } = engine.getSnapshot();
    expect(state).toBe('failed');
    expect(failure?.kind).toBe('rows');
    const errors = failure?.kind === 'rows' ? failure.errors : [];
    expect(errors.map(({ row, column, key }) => [row, column, key])).toEqual([
      [3, 'bin', 'cell_invalid_character'],
      [4, 'bin', 'cell_empty'],
      [5, 'bin', 'cell_type'],
      [5, 'ica', 'cell_too_short'],
    ]);
    expect(handleRow).not.toHaveBeenCalled();
  });

  it('refuses a sheet of more rows than one upload takes before checking or sending any, and takes one of the most', async () => {
    const handleBatch = vi.fn((rows: readonly unknown[]) =>
      Promise.resolve(rows.map((): UploadOutcome => 'created')),
    );
    const tooMany = createUploadEngine(binPlugin({ handleBatch }));
    await tooMany.start(binSheet(validBins(50_001)));
    expect(tooMany.getSnapshot()).toMatchObject({
      state: 'failed',
      failure: { kind: 'size', rows: 50_001, max: 50_000 },
    });
    expect(handleBatch).not.toHaveBeenCalled();

    const most = createUploadEngine(binPlugin({ handleBatch }));
    await most.start(binSheet(validBins(50_000)));
    expect((await reach(most, 'complete', 'failed', 'paused')).state).toBe('complete');
    expect(handleBatch.mock.calls.reduce((sum, [rows]) => sum + rows.length, 0)).toBe(50_000);
  });

  it('reports a file that cannot be read', async () => {
    const engine = createUploadEngine(binPlugin(), {
      readSheet: () => Promise.reject(new Error('Unsupported file')),
    });
    await engine.start(new File(['x'], 'bins.txt'));
    expect(engine.getSnapshot()).toMatchObject({
      state: 'failed',
      fileName: 'bins.txt',
      failure: { kind: 'read', message: 'Unsupported file' },
    });
  });
});

describe('createUploadEngine: running rows', () => {
  it('hands over parsed rows one by one and counts each outcome', async () => {
    const outcomes: UploadOutcome[] = ['created', 'updated', 'created', 'conflicts'];
    const handleRow = vi.fn((_row: unknown, index: number) =>
      Promise.resolve<UploadOutcome>(outcomes[index] ?? 'created'),
    );
    const afterComplete = vi.fn(() => Promise.resolve(['400009']));
    const engine = createUploadEngine(binPlugin({ handleRow, afterComplete }));
    await engine.start(binSheet([{ bin: ' 400001 ', notes: 12 }, ...validBins(3)]));
    expect(handleRow.mock.calls[0]?.[0]).toEqual({
      bin: '400001',
      notes: '12',
      ica: '',
      bid: '',
      prepaid: null,
      token: null,
    });
    expect(engine.getSnapshot()).toMatchObject({
      state: 'complete',
      total: 4,
      done: 4,
      counters: { created: 2, updated: 1, conflicts: 1 },
      followUp: ['400009'],
      followUpError: null,
    });
    expect(afterComplete).toHaveBeenCalledWith({
      total: 4,
      counters: { created: 2, updated: 1, conflicts: 1 },
    });
  });

  it('keeps per-row counters in batch mode', async () => {
    const handleBatch = vi.fn((rows: unknown[], start: number) =>
      Promise.resolve(
        rows.map((_, offset): UploadOutcome => ((start + offset) % 2 === 0 ? 'created' : 'updated')),
      ),
    );
    const engine = createUploadEngine(binPlugin({ handleRow: undefined, handleBatch, batchSize: 2 }));
    await engine.start(binSheet(validBins(5)));
    expect(handleBatch.mock.calls.map(([rows, start]) => [rows.length, start])).toEqual([
      [2, 0],
      [2, 2],
      [1, 4],
    ]);
    expect(engine.getSnapshot()).toMatchObject({
      state: 'complete',
      done: 5,
      counters: { created: 3, updated: 2 },
    });
  });

  it('keeps the totals and says why when the follow-up fails', async () => {
    const engine = createUploadEngine(
      binPlugin({ afterComplete: () => Promise.reject(new Error('Prepare for cleanup failed')) }),
    );
    await engine.start(binSheet(validBins(2)));
    expect(engine.getSnapshot()).toMatchObject({
      state: 'complete',
      counters: { created: 2 },
      followUp: null,
      followUpError: 'Prepare for cleanup failed',
    });
  });

  it('waits for the user on each row: save, skip, then abort', async () => {
    const engine = createUploadEngine<
      ReturnType<typeof binPlugin>['sheet']['columns'],
      unknown,
      { bin: string },
      'created' | 'skipped'
    >({
      sheet: binPlugin().sheet,
      outcomes: ['created', 'skipped'],
      handleRow: (row, _index, ctx) => ctx.waitForUser({ bin: row.bin }),
    });
    const done = engine.start(binSheet(validBins(3)));
    await flush();
    expect(engine.getSnapshot()).toMatchObject({ waiting: true, prompt: { bin: '400001' }, rowNumber: 2 });
    engine.answer('created');
    await flush();
    expect(engine.getSnapshot()).toMatchObject({ waiting: true, prompt: { bin: '400002' }, done: 1 });
    engine.answer('skipped');
    await flush();
    expect(engine.getSnapshot().prompt).toEqual({ bin: '400003' });
    engine.abort();
    await done;
    expect(engine.getSnapshot()).toMatchObject({
      state: 'aborted',
      waiting: false,
      done: 2,
      counters: { created: 1, skipped: 1 },
    });
  });

  it('waits the row delay between rows, not after the last', async () => {
    vi.useFakeTimers();
    const handleRow = vi.fn(() => Promise.resolve<UploadOutcome>('created'));
    const engine = createUploadEngine(binPlugin({ handleRow, rowDelayMs: 1000 }));
    const done = engine.start(binSheet(validBins(3)));
    await vi.advanceTimersByTimeAsync(0);
    expect(handleRow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(handleRow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(handleRow).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(handleRow).toHaveBeenCalledTimes(3);
    expect(engine.getSnapshot().state).toBe('complete');
  });
});

describe('createUploadEngine: pause and abort', () => {
  it('pauses on a handler error with its text, then aborts at once', async () => {
    const handleRow = vi.fn((_row: unknown, index: number) =>
      index === 1
        ? Promise.reject(new Error('BIN information retrieval error'))
        : Promise.resolve<UploadOutcome>('created'),
    );
    const engine = createUploadEngine(binPlugin({ handleRow }));
    const done = engine.start(binSheet(validBins(3)));
    const paused = await reach(engine, 'paused');
    expect(paused).toMatchObject({
      error: 'BIN information retrieval error',
      rowNumber: 3,
      done: 1,
      pauseActions: [],
      counters: { created: 1 },
    });
    engine.retry(); // not offered by this plugin: ignored
    expect(engine.getSnapshot().state).toBe('paused');
    engine.abort();
    expect(engine.getSnapshot().state).toBe('aborted');
    await done;
    expect(engine.getSnapshot()).toMatchObject({ state: 'aborted', done: 1, error: null });
    expect(handleRow).toHaveBeenCalledTimes(2);
  });

  it('retries or skips a failed row where the plugin allows it', async () => {
    let failures = 1;
    const handleRow = vi.fn((_row: unknown, index: number) => {
      if (index === 0 && failures-- > 0) return Promise.reject(new Error('timeout'));
      if (index === 1) return Promise.reject(new Error('always'));
      return Promise.resolve<UploadOutcome>('created');
    });
    const engine = createUploadEngine(binPlugin({ handleRow, pauseActions: ['retry', 'skip'] }));
    const done = engine.start(binSheet(validBins(3)));
    await reach(engine, 'paused');
    expect(engine.getSnapshot().pauseActions).toEqual(['retry', 'skip']);
    engine.retry();
    await flush();
    expect(engine.getSnapshot()).toMatchObject({ state: 'paused', error: 'always', done: 1 });
    engine.skip();
    await done;
    expect(engine.getSnapshot()).toMatchObject({ state: 'complete', counters: { created: 2, skipped: 1 } });
  });

  it('stops after the current row on abort, through aborting', async () => {
    let finishRow: (outcome: UploadOutcome) => void = () => undefined;
    const handleRow = vi.fn(() => new Promise<UploadOutcome>((resolve) => (finishRow = resolve)));
    const engine = createUploadEngine(binPlugin({ handleRow }));
    const done = engine.start(binSheet(validBins(3)));
    await flush();
    engine.abort();
    expect(engine.getSnapshot().state).toBe('aborting');
    finishRow('updated');
    await done;
    expect(engine.getSnapshot()).toMatchObject({ state: 'aborted', done: 1, counters: { updated: 1 } });
    expect(handleRow).toHaveBeenCalledTimes(1);
  });

  it('holds between rows while the user decides, then continues', async () => {
    let finishRow: (outcome: UploadOutcome) => void = () => undefined;
    const handleRow = vi.fn(() => new Promise<UploadOutcome>((resolve) => (finishRow = resolve)));
    const engine = createUploadEngine(binPlugin({ handleRow }));
    const done = engine.start(binSheet(validBins(2)));
    await flush();
    engine.pause();
    expect(engine.getSnapshot()).toMatchObject({ state: 'paused', error: null });
    finishRow('created');
    await flush();
    expect(handleRow).toHaveBeenCalledTimes(1);
    engine.resume();
    await flush();
    expect(handleRow).toHaveBeenCalledTimes(2);
    finishRow('created');
    await done;
    expect(engine.getSnapshot()).toMatchObject({ state: 'complete', counters: { created: 2 } });
  });

  it('goes back to idle on reset once finished, and may start again', async () => {
    const engine = createUploadEngine(binPlugin());
    await engine.start(binSheet(validBins(1)));
    engine.reset();
    expect(engine.getSnapshot()).toMatchObject({ state: 'idle', total: 0, counters: {} });
    await engine.start(binSheet(validBins(2)));
    expect(engine.getSnapshot()).toMatchObject({ state: 'complete', counters: { created: 2 } });
  });
});
