/** One recorded error, as the error-log dialog shows it (spec 1 §8: err, info, url, stack). */
export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where it came from: 'GET /api/…', 'unhandledrejection', a page's render, … */
  info: string;
  url: string;
  stack: string;
  /** ISO time of recording. */
  time: string;
}

export interface ErrorRecord {
  /** The error itself; the same object is recorded once even when several hooks see it. */
  error: unknown;
  message: string;
  info: string;
  url?: string;
}

/** Enough to read what went wrong in a long session without letting the list grow unbounded. */
const MAX_ENTRIES = 200;

type Listener = () => void;

/** The page's error log: a small store React reads with useSyncExternalStore. */
export function createErrorLog(now: () => Date = () => new Date()) {
  let entries: readonly ErrorLogEntry[] = [];
  let nextId = 1;
  const seen = new WeakSet<object>();
  const listeners = new Set<Listener>();
  const emit = (): void => listeners.forEach((listener) => listener());

  return {
    record({ error, message, info, url }: ErrorRecord): void {
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      const entry: ErrorLogEntry = {
        id: nextId++,
        message,
        info,
        url: url ?? window.location.href,
        stack: error instanceof Error ? (error.stack ?? '') : '',
        time: now().toISOString(),
      };
      entries = [entry, ...entries].slice(0, MAX_ENTRIES);
      emit();
    },
    clear(): void {
      entries = [];
      emit();
    },
    entries: (): readonly ErrorLogEntry[] => entries,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ErrorLog = ReturnType<typeof createErrorLog>;

/** The one log of this page. */
export const errorLog: ErrorLog = createErrorLog();
