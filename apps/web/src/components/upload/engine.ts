import { errorText } from '../../api/http';
import { checkSheet, type CheckedSheet } from './checkSheet';
import { readSheet as readSheetFile } from './readSheet';
import { sleep } from './sleep';
import {
  UploadAbortedError,
  type PauseAction,
  type SheetColumns,
  type SheetData,
  type UploadCounters,
  type UploadEngine,
  type UploadOutcome,
  type UploadPlugin,
  type UploadRow,
  type UploadRowContext,
  type UploadSnapshot,
} from './types';

export interface UploadEngineOptions {
  /** Reads a file's first sheet; the real reader unless a test gives another. */
  readSheet?: (file: File) => Promise<SheetData>;
}

type Decision = 'resume' | PauseAction | 'abort';

const DEFAULT_BATCH_SIZE = 50;
const FINISHED = new Set(['idle', 'complete', 'aborted', 'failed']);
const ABORTED = {
  state: 'aborted',
  current: null,
  rowNumber: null,
  waiting: false,
  prompt: null,
  error: null,
  pauseActions: [],
} as const;

function initialSnapshot<Follow, Prompt>(): UploadSnapshot<Follow, Prompt> {
  return {
    state: 'idle',
    fileName: null,
    total: 0,
    done: 0,
    current: null,
    rowNumber: null,
    counters: {},
    failure: null,
    error: null,
    pauseActions: [],
    prompt: null,
    waiting: false,
    followUp: null,
    followUpError: null,
  };
}

/**
 * The one upload state machine: idle → reading → checking → running ⇄ paused → aborting →
 * complete | aborted | failed. Every row is checked before the first one is handed to the plugin.
 * The plugin may be a getter so a React screen can give handlers that see its latest state.
 */
export function createUploadEngine<
  C extends SheetColumns,
  Follow = unknown,
  Prompt = unknown,
  Answer = string,
>(
  plugin: UploadPlugin<C, Follow, Prompt, Answer> | (() => UploadPlugin<C, Follow, Prompt, Answer>),
  options: UploadEngineOptions = {},
): UploadEngine<Follow, Prompt, Answer> {
  const currentPlugin = typeof plugin === 'function' ? plugin : () => plugin;
  const read = options.readSheet ?? readSheetFile;
  const listeners = new Set<() => void>();
  let snapshot = initialSnapshot<Follow, Prompt>();
  let controller = new AbortController();
  let pauseRequested = false;
  // Each start gets a number, so a run that ended late never writes over a newer one.
  let runs = 0;
  let decide: ((decision: Decision) => void) | null = null;
  let pendingAnswer: { resolve: (value: Answer) => void; reject: (error: Error) => void } | null = null;

  const set = (patch: Partial<UploadSnapshot<Follow, Prompt>>): void => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const decided = (decision: Decision): boolean => {
    if (!decide) return false;
    const resolve = decide;
    decide = null;
    resolve(decision);
    return true;
  };

  const waitForDecision = (): Promise<Decision> =>
    new Promise((resolve) => {
      decide = resolve;
    });

  const count = (outcomes: readonly UploadOutcome[]): UploadCounters => {
    const counters: Partial<Record<UploadOutcome, number>> = { ...snapshot.counters };
    for (const outcome of outcomes) counters[outcome] = (counters[outcome] ?? 0) + 1;
    return counters;
  };

  const context = (index: number, rowNumbers: readonly number[]): UploadRowContext<Prompt, Answer> => ({
    rowNumber: rowNumbers[index] ?? index + 2,
    rowNumberOf: (at) => rowNumbers[at] ?? at + 2,
    signal: controller.signal,
    waitForUser: (prompt) =>
      new Promise<Answer>((resolve, reject) => {
        if (controller.signal.aborted) {
          reject(new UploadAbortedError());
          return;
        }
        pendingAnswer = { resolve, reject };
        set({ waiting: true, prompt });
      }),
  });

  const handle = async (
    rows: UploadRow<C>[],
    index: number,
    size: number,
    ctx: UploadRowContext<Prompt, Answer>,
  ): Promise<UploadOutcome[]> => {
    const { handleRow, handleBatch } = currentPlugin();
    if (handleBatch) {
      const outcomes = await handleBatch(rows.slice(index, index + size), index, ctx);
      if (outcomes.length !== size) throw new Error(`Expected ${size} outcomes, got ${outcomes.length}`);
      return outcomes;
    }
    if (!handleRow) throw new Error('The upload has no row handler');
    const row = rows[index];
    if (row === undefined) throw new Error(`No row ${index}`);
    return [await handleRow(row, index, ctx)];
  };

  /** Hands the rows over one at a time (or a batch at a time) until done or aborted. */
  const run = async (rows: UploadRow<C>[], rowNumbers: readonly number[]): Promise<boolean> => {
    const { handleBatch, batchSize, rowDelayMs = 0, pauseActions = [] } = currentPlugin();
    const step = handleBatch ? Math.max(1, batchSize ?? DEFAULT_BATCH_SIZE) : 1;
    let index = 0;
    while (index < rows.length) {
      if (pauseRequested && (await waitForDecision()) === 'abort') return false;
      if (controller.signal.aborted) return false;
      const size = Math.min(step, rows.length - index);
      set({ current: index, rowNumber: rowNumbers[index] ?? index + 2 });
      let outcomes: UploadOutcome[];
      try {
        outcomes = await handle(rows, index, size, context(index, rowNumbers));
      } catch (error) {
        if (controller.signal.aborted) return false;
        set({ state: 'paused', error: errorText(error), pauseActions, waiting: false, prompt: null });
        const decision = await waitForDecision();
        if (decision === 'abort') return false;
        set({ state: 'running', error: null, pauseActions: [] });
        if (decision === 'skip') outcomes = Array.from({ length: size }, (): UploadOutcome => 'skipped');
        else continue;
      }
      index += size;
      set({
        counters: count(outcomes),
        done: index,
        current: null,
        rowNumber: null,
        waiting: false,
        prompt: null,
      });
      if (controller.signal.aborted) return false;
      if (index < rows.length && rowDelayMs > 0) await sleep(rowDelayMs, controller.signal);
    }
    return !controller.signal.aborted;
  };

  /** Reads and checks the sheet; null after setting 'failed' (or when aborted meanwhile). */
  const prepare = async (source: File | SheetData, signal: AbortSignal): Promise<CheckedSheet<C> | null> => {
    const { sheet } = currentPlugin();
    let data: SheetData;
    try {
      data = source instanceof File ? await read(source) : source;
    } catch (error) {
      if (!signal.aborted) set({ state: 'failed', failure: { kind: 'read', message: errorText(error) } });
      return null;
    }
    if (signal.aborted) return null;
    set({ state: 'checking', total: data.rows.length });
    const checked = checkSheet(data, sheet);
    if ('kind' in checked) {
      set({ state: 'failed', failure: checked });
      return null;
    }
    return checked;
  };

  const finish = async (): Promise<void> => {
    const { afterComplete } = currentPlugin();
    let followUp: Follow | null = null;
    let followUpError: string | null = null;
    if (afterComplete) {
      try {
        followUp = await afterComplete({ total: snapshot.total, counters: snapshot.counters });
      } catch (error) {
        followUpError = errorText(error);
      }
    }
    set({ state: 'complete', current: null, rowNumber: null, followUp, followUpError });
  };

  const start = async (source: File | SheetData): Promise<void> => {
    if (!FINISHED.has(snapshot.state)) return;
    const runNumber = ++runs;
    controller = new AbortController();
    pauseRequested = false;
    const { outcomes } = currentPlugin();
    snapshot = initialSnapshot();
    set({
      state: 'reading',
      fileName: source instanceof File ? source.name : null,
      counters: Object.fromEntries(outcomes.map((outcome) => [outcome, 0])),
    });
    const current = (): boolean => runNumber === runs;
    const prepared = await prepare(source, controller.signal);
    if (!prepared || !current()) return;
    try {
      await currentPlugin().beforeRun?.(prepared.rows);
    } catch (error) {
      if (current()) set({ state: 'failed', failure: { kind: 'error', message: errorText(error) } });
      return;
    }
    if (controller.signal.aborted) {
      if (current()) set(ABORTED);
      return;
    }
    set({ state: 'running' });
    const completed = await run(prepared.rows, prepared.rowNumbers);
    if (!current()) return;
    if (completed) await finish();
    else set(ABORTED);
  };

  const abort = (): void => {
    if (FINISHED.has(snapshot.state)) return;
    controller.abort();
    pendingAnswer?.reject(new UploadAbortedError());
    pendingAnswer = null;
    // A paused run or an unread file has no row in flight: it ends now; otherwise after the row.
    const idleRun = decided('abort') || snapshot.state === 'reading' || snapshot.state === 'checking';
    set(idleRun ? ABORTED : { state: 'aborting' });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    pause: () => {
      if (snapshot.state !== 'running') return;
      pauseRequested = true;
      set({ state: 'paused', error: null, pauseActions: [] });
    },
    resume: () => {
      if (snapshot.state !== 'paused' || snapshot.error !== null) return;
      pauseRequested = false;
      set({ state: 'running' });
      decided('resume');
    },
    retry: () => {
      if (snapshot.state === 'paused' && snapshot.pauseActions.includes('retry')) decided('retry');
    },
    skip: () => {
      if (snapshot.state === 'paused' && snapshot.pauseActions.includes('skip')) decided('skip');
    },
    abort,
    answer: (value) => {
      const pending = pendingAnswer;
      if (!pending) return;
      pendingAnswer = null;
      set({ waiting: false, prompt: null });
      pending.resolve(value);
    },
    reset: () => {
      if (!FINISHED.has(snapshot.state)) return;
      // An aborted run may still be unwinding: it must not write over the fresh state.
      runs += 1;
      set(initialSnapshot());
    },
  };
}
