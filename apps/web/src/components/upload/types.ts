import type { CellError, CellValue, ColumnSpec, SheetRow, SheetSpec } from '@afx/domain';

// The contract between the one upload engine and the three uploads that use it (incidents, BINs,
// ATMs). The engine owns reading, checking, counting, pausing and aborting; a plugin owns only
// what one row means to its screen.

/** The columns of a domain upload sheet (INCIDENT_UPLOAD_SHEET, BIN_UPLOAD_SHEET, ATM_UPLOAD_SHEET). */
export type SheetColumns = Record<string, ColumnSpec<unknown>>;

/** A checked row of a sheet, typed by the sheet's columns. */
export type UploadRow<C extends SheetColumns> = SheetRow<C>;

/** The first sheet of a file: its header names and the data rows keyed by those names. */
export interface SheetData {
  header: string[];
  rows: Record<string, CellValue>[];
  /** The spreadsheet row number of each data row (blank rows are skipped but keep the numbering). */
  rowNumbers: number[];
}

export type UploadState =
  'idle' | 'reading' | 'checking' | 'running' | 'paused' | 'aborting' | 'complete' | 'aborted' | 'failed';

/** Why an upload stopped before writing anything. Texts are message keys, translated by the dialog. */
export type UploadFailure =
  /** 'Column headers error': 'Columns must have the following case-sensitive names: {columns}'. */
  | { kind: 'header'; columns: readonly string[] }
  /** 'Input data error': every problem of every row, each with its row and column. */
  | { kind: 'rows'; errors: readonly CellError[] }
  /** More rows than one upload takes (UPLOAD_SHEET_MAX_ROWS): refused before any is checked or sent. */
  | { kind: 'size'; rows: number; max: number }
  /** The file could not be read as a spreadsheet. */
  | { kind: 'read'; message: string }
  /** The plugin's `beforeRun` failed. */
  | { kind: 'error'; message: string };

/**
 * What became of a row. The progress dialog counts each and labels it in the user's language, so a
 * screen names only outcomes it has words for.
 */
export type UploadOutcome = 'created' | 'updated' | 'unchanged' | 'conflicts' | 'refused' | 'skipped';

/** Rows per outcome. */
export type UploadCounters = Readonly<Partial<Record<UploadOutcome, number>>>;

/** What the user may do after a row handler failed and the run paused. */
export type PauseAction = 'retry' | 'skip';

/** Given to a row or batch handler. */
export interface UploadRowContext<Prompt, Answer> {
  /** The spreadsheet row number (for messages). */
  rowNumber: number;
  /** The spreadsheet row number of any row by its index in the sheet (a batch's rows: startIndex + offset). */
  rowNumberOf: (index: number) => number;
  /**
   * Hands the row to the user and waits: the screen sees `snapshot.prompt`, lets the user act, then
   * calls `engine.answer(value)`. Rejects with UploadAbortedError when the upload is aborted.
   */
  waitForUser: (prompt: Prompt) => Promise<Answer>;
  /** Aborted when the user aborts the upload; pass it to HTTP calls that may be cut short. */
  signal: AbortSignal;
}

/** Totals handed to `afterComplete`. */
export interface UploadSummary {
  total: number;
  counters: UploadCounters;
}

/**
 * One upload flow. `C` is the sheet's columns, `Follow` what `afterComplete` returns (old ATMs or
 * BINs to delete), `Prompt`/`Answer` what `waitForUser` sends to the screen and gets back.
 * Give either `handleRow` or `handleBatch`.
 */
export interface UploadPlugin<C extends SheetColumns, Follow = unknown, Prompt = unknown, Answer = string> {
  /** The domain sheet: header check and per-row parsing come from it. */
  sheet: SheetSpec<C>;
  /** Outcome keys in display order; each gets a counter starting at 0. */
  outcomes: readonly UploadOutcome[];
  /** Handles one row and names its outcome ('created', 'updated', 'skipped', ...). */
  handleRow?: (
    row: UploadRow<C>,
    index: number,
    ctx: UploadRowContext<Prompt, Answer>,
  ) => Promise<UploadOutcome>;
  /** Handles `batchSize` rows at once; answers one outcome per row, in order. */
  handleBatch?: (
    rows: UploadRow<C>[],
    startIndex: number,
    ctx: UploadRowContext<Prompt, Answer>,
  ) => Promise<UploadOutcome[]>;
  /** Rows per `handleBatch` call (default 50). */
  batchSize?: number;
  /** Pause between rows in milliseconds (incidents: 1000). */
  rowDelayMs?: number;
  /** What a paused run may do besides aborting (default none: only abort or close). */
  pauseActions?: readonly PauseAction[];
  /** Runs after the checks pass and before the first row (e.g. resetting a screen's state). */
  beforeRun?: (rows: UploadRow<C>[]) => Promise<void> | void;
  /** Runs once all rows are done; what it returns is shown by the dialog as follow-up. */
  afterComplete?: (summary: UploadSummary) => Promise<Follow | null>;
}

/** Everything the UI needs to draw an upload; a new object on every change. */
export interface UploadSnapshot<Follow = unknown, Prompt = unknown> {
  state: UploadState;
  fileName: string | null;
  /** Data rows in the file. */
  total: number;
  /** Rows finished so far (0..total). */
  done: number;
  /** Index of the row being handled, or null when none is. */
  current: number | null;
  /** Its spreadsheet row number. */
  rowNumber: number | null;
  /** Count of rows per outcome key. */
  counters: UploadCounters;
  /** Set in state 'failed'. */
  failure: UploadFailure | null;
  /** The handler's error text, set in state 'paused' after a failure. */
  error: string | null;
  /** Actions offered in a paused run besides abort (empty when the user paused it). */
  pauseActions: readonly PauseAction[];
  /** Set while a row waits for the user. */
  prompt: Prompt | null;
  waiting: boolean;
  /** What `afterComplete` returned. */
  followUp: Follow | null;
  /** The error text of a failed `afterComplete` (e.g. 'Prepare for cleanup failed'). */
  followUpError: string | null;
}

/** The framework-free upload state machine. */
export interface UploadEngine<Follow = unknown, Prompt = unknown, Answer = string> {
  getSnapshot: () => UploadSnapshot<Follow, Prompt>;
  subscribe: (listener: () => void) => () => void;
  /** Reads (a File) or takes (SheetData) the sheet, checks it, then runs the rows. */
  start: (source: File | SheetData) => Promise<void>;
  /** Stops after the current row (the user is deciding whether to cancel). */
  pause: () => void;
  /** Continues a run paused by `pause()`. */
  resume: () => void;
  /** After a handler failure: runs the failed row (or batch) again. */
  retry: () => void;
  /** After a handler failure: counts the failed row as 'skipped' and goes on. */
  skip: () => void;
  /** Stops after the current row; nothing is asked here (the dialog confirms). */
  abort: () => void;
  /** Answers the row that waits for the user. */
  answer: (value: Answer) => void;
  /** Back to 'idle' (only when not running). */
  reset: () => void;
}

/** The rejection of `waitForUser` and of the row delay when the upload is aborted. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
  constructor() {
    super('Upload aborted');
  }
}
