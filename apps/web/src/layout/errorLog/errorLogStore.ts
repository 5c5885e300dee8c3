/**
 * An error is a failure of the portal (a 5xx, a lost connection, a crash of the page); a refusal is
 * the server's expected answer to a request it will not do (a 4xx: duplicate BIN, no access, …).
 * Only errors light the badge; refusals are kept, without a stack, to tell support what happened.
 */
export type ErrorLogLevel = 'error' | 'refusal';

/** One recorded error, as the error-log dialog shows it (spec 1 §8: err, info, url, stack). */
export interface ErrorLogEntry {
  id: number;
  level: ErrorLogLevel;
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
  /** 'error' unless told. */
  level?: ErrorLogLevel;
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
    record({ error, message, info, url, level = 'error' }: ErrorRecord): void {
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      const entry: ErrorLogEntry = {
        id: nextId++,
        level,
        message,
        info,
        url: url ?? window.location.href,
        // A refusal's stack is the HTTP client's own frames: it says nothing.
        stack: level === 'error' && error instanceof Error ? (error.stack ?? '') : '',
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
