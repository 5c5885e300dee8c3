import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStreamOf, failure, serve } from '../../../test/network';
import { configureHttp } from '../http';
import { retryDelayMs, runEventStream } from './eventStream';
import type { PushedEvent } from './pushedEvent';

const EVENTS_PATH = '/api/events';
let tokenNumber = 0;

/** Answers the event stream with these answers in turn, the last one for every later call. */
function serveStreams(...answers: ((request: Request) => unknown)[]) {
  let next = 0;
  return serve({
    [EVENTS_PATH]: (_body, request) => answers[Math.min(next++, answers.length - 1)]!(request),
  });
}

beforeEach(() => {
  tokenNumber = 0;
  configureHttp({
    showError: () => undefined,
    getAccessToken: () => Promise.resolve(`token-${++tokenNumber}`),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('runEventStream', () => {
  it('delivers the frames and reconnects with a fresh token after the stream ends', async () => {
    const controller = new AbortController();
    const events: PushedEvent[] = [];
    const tokens: (string | null)[] = [];
    const remember = (request: Request) => tokens.push(request.headers.get('Authorization'));
    serveStreams(
      (request) => {
        remember(request);
        return eventStreamOf(
          [
            'retry: 5000\n: connected\n\nevent: counter\ndata: {"type":"counter",',
            '"counter":"fpt","new_count":4}\n\n',
          ],
          { ends: true },
        );
      },
      (request) => {
        remember(request);
        return eventStreamOf(['event: test\ndata: {"type":"test","message":"ping","at":"x"}\n\n'], {
          ends: true,
        });
      },
      (request) => {
        controller.abort();
        return eventStreamOf([], { request });
      },
    );

    await runEventStream({ signal: controller.signal, onEvent: (e) => events.push(e), delayMs: () => 0 });

    expect(events).toEqual([
      { type: 'counter', counter: 'fpt', new_count: 4 },
      { type: 'test', message: 'ping', at: 'x' },
    ]);
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('backs off longer after each refused attempt', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const calls = serveStreams(() => failure(401, 'Token expired'));
    const delays: number[] = [];

    const run = runEventStream({
      signal: controller.signal,
      onEvent: () => undefined,
      delayMs: (attempt) => {
        delays.push(attempt);
        return retryDelayMs(attempt);
      },
    });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    controller.abort();
    await run;

    expect(delays.slice(0, 3)).toEqual([0, 1, 2]);
    expect(calls.length).toBeGreaterThanOrEqual(3);
  });

  it('stops at once when aborted while connected', async () => {
    const controller = new AbortController();
    const calls = serveStreams((request) => eventStreamOf([], { request }));

    const run = runEventStream({ signal: controller.signal, onEvent: () => undefined, delayMs: () => 0 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();

    await expect(run).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
