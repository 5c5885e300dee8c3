import { http } from '../http';
import { toPushedEvent, type PushedEvent } from './pushedEvent';
import { SseParser } from './sseParser';

export const EVENTS_PATH = '/api/events';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Waits 1 s, 2 s, 4 s … up to 30 s between attempts, so a server restart is not hammered. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts));
}

export interface EventStreamOptions {
  onEvent: (event: PushedEvent) => void;
  /** Stops the stream for good (the page is left or the user signs out). */
  signal: AbortSignal;
  /** Whether the stream is connected now; called on every change. */
  onConnectionChange?: (open: boolean) => void;
  path?: string;
  /** For tests: how long to wait before reconnecting. */
  delayMs?: (failedAttempts: number) => number;
}

/**
 * Reads the user's event stream until the signal aborts. EventSource cannot send the bearer
 * token, so this is fetch with a readable body; every reconnect asks for the current token,
 * which the token watcher keeps fresh.
 */
export async function runEventStream(options: EventStreamOptions): Promise<void> {
  const { onEvent, signal, onConnectionChange, path = EVENTS_PATH, delayMs = retryDelayMs } = options;
  let failedAttempts = 0;
  while (!signal.aborted) {
    try {
      const body = await http.stream(path, signal);
      failedAttempts = 0;
      onConnectionChange?.(true);
      await readEvents(body, onEvent, signal);
    } catch {
      // A refused or broken stream is retried below; polling covers the gap.
    }
    onConnectionChange?.(false);
    if (signal.aborted) return;
    await wait(delayMs(failedAttempts), signal);
    failedAttempts += 1;
  }
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: PushedEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  const cancel = (): void => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        const event = toPushedEvent(message);
        if (event) onEvent(event);
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
