import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../http';
import { retryDelayMs, runEventStream } from './eventStream';
import type { PushedEvent } from './pushedEvent';

const fetchMock = vi.fn<typeof fetch>();
let tokenNumber = 0;

/** A response whose body streams the given chunks and then ends. */
function streamOf(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  tokenNumber = 0;
  vi.stubGlobal('fetch', fetchMock);
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
    fetchMock
      .mockResolvedValueOnce(
        streamOf(
          'retry: 5000\n: connected\n\nevent: counter\ndata: {"type":"counter",',
          '"counter":"fpt","new_count":4}\n\n',
        ),
      )
      .mockResolvedValueOnce(streamOf('event: test\ndata: {"type":"test","message":"ping","at":"x"}\n\n'))
      .mockImplementation(() => {
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      });

    await runEventStream({ signal: controller.signal, onEvent: (e) => events.push(e), delayMs: () => 0 });

    expect(events).toEqual([
      { type: 'counter', counter: 'fpt', new_count: 4 },
      { type: 'test', message: 'ping', at: 'x' },
    ]);
    const tokens = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(tokens.slice(0, 2)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('backs off longer after each refused attempt', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    fetchMock.mockResolvedValue(new Response('{"message":"Token expired"}', { status: 401 }));
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
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('stops at once when aborted while connected', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_path, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          init?.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });

    const run = runEventStream({ signal: controller.signal, onEvent: () => undefined, delayMs: () => 0 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();

    await expect(run).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
