import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import {
  configureHttp,
  errorText,
  fetchList,
  http,
  HttpError,
  HttpTimeoutError,
  TIMEOUT_MS,
  type HttpFailure,
} from './http';

const showError = vi.fn<(text: string) => void>();
const reportFailure = vi.fn<(failure: HttpFailure) => void>();
// The one web test with its own fetch stub, not the kit's serve(): it tests the client itself, its
// timeouts (a fetch that never answers until aborted) and its streamed bodies, which need control
// of time and of the response at the fetch call (decision 0031).
const fetchMock = vi.fn<typeof fetch>();

/** A fetch that answers only when its signal aborts, as a stalled server would. */
function stalledFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    const fail = (): void => reject(new DOMException('aborted', 'AbortError'));
    if (signal?.aborted) {
      fail();
    }
    signal?.addEventListener('abort', fail);
  });
}

beforeEach(() => {
  showError.mockReset();
  reportFailure.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({
    showError,
    reportFailure,
    getAccessToken: () => Promise.resolve('token-1'),
    getLanguage: () => 'uk',
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('http client', () => {
  it('sends JSON with the bearer token and answers the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 7 }));

    await expect(http.post('/api/incidents/v1/incident/get', { id2: 7 })).resolves.toEqual({ id: 7 });

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/incidents/v1/incident/get');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id2":7}');
    expect(init?.cache).toBe('no-store');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('uk');
    expect(showError).not.toHaveBeenCalled();
  });

  it("shows 'HTTP {status} - {message}' and rejects", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'Insufficient permissions!', code: 'FORBIDDEN' }),
    );

    const call = http.get('/api/cab/v1/user/info');

    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(showError).toHaveBeenCalledExactlyOnceWith('HTTP 403 - Insufficient permissions!');
  });

  it("shows the error's own message when there is no server message", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(http.get('/config')).rejects.toThrow('Failed to fetch');
    expect(showError).toHaveBeenCalledExactlyOnceWith('Failed to fetch');
  });

  it('shows the status text of a failing response without an error body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(http.get('/config')).rejects.toThrow('Request failed with status code 502');
    expect(showError).toHaveBeenCalledExactlyOnceWith('Request failed with status code 502');
  });

  it("shows 'Unknown error!' when the failure carries no message", async () => {
    fetchMock.mockRejectedValue(new Error(''));

    await expect(http.get('/config')).rejects.toThrow();
    expect(showError).toHaveBeenCalledExactlyOnceWith('Unknown error!');
  });

  it('gives up after the default 10 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(stalledFetch);

    const call = http.get('/api/statistics/v1/dashboard/info');
    const outcome = expect(call).rejects.toBeInstanceOf(HttpTimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.default);

    await outcome;
    expect(showError).toHaveBeenCalledExactlyOnceWith('timeout of 10000ms exceeded');
  });

  it('waits for a per-call timeout instead of the default', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(stalledFetch);
    const settled = vi.fn();

    const call = http.post('/api/incidents/v1/incident/create', {}, { timeoutMs: TIMEOUT_MS.extended });
    call.catch(settled);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.default);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.extended - TIMEOUT_MS.default);

    await expect(call).rejects.toThrow('timeout of 15000ms exceeded');
  });

  it('shows nothing when the caller cancels', async () => {
    fetchMock.mockImplementation(stalledFetch);
    const controller = new AbortController();

    const call = http.get('/api/cab/v1/user/info', { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toThrow();
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects an already cancelled request without a message', async () => {
    fetchMock.mockImplementation(stalledFetch);

    await expect(http.get('/api/cab/v1/user/info', { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(showError).not.toHaveBeenCalled();
  });

  it('leaves body checking to the caller, without a message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { roles: null }));
    const parse = (): never => {
      throw new Error('bad body');
    };

    await expect(http.get('/api/cab/v1/user/info', { parse })).rejects.toThrow('bad body');
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('methods', () => {
  it('sends PUT with a JSON body and DELETE with or without one', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { ok: true })));

    await http.put('/api/cab/v1/account/profile', { email: 'a@b.example' });
    await http.delete('/api/cab/v1/account/totp', { code: '123456' });
    await http.delete('/api/cab/v1/account/sessions/7');

    expect(fetchMock.mock.calls.map(([path, init]) => [init?.method, path, init?.body])).toEqual([
      ['PUT', '/api/cab/v1/account/profile', '{"email":"a@b.example"}'],
      ['DELETE', '/api/cab/v1/account/totp', '{"code":"123456"}'],
      ['DELETE', '/api/cab/v1/account/sessions/7', undefined],
    ]);
  });
});

describe('failure reporting', () => {
  it('hands every shown failure to the error log with the call', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Database unavailable' }));

    await expect(http.post('/api/incidents/v1/incident/list', {})).rejects.toThrow();

    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ method: 'POST', path: '/api/incidents/v1/incident/list' }),
    );
    expect(reportFailure.mock.calls[0]?.[0].error).toBeInstanceOf(HttpError);
  });

  it('lets a call take a status as an answer: no message, no log, still rejected', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Not found' }));

    const call = http.get('/api/crc/v1/new_counter', { expectedStatuses: [404] });

    await expect(call).rejects.toMatchObject({ status: 404 });
    expect(showError).not.toHaveBeenCalled();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('still shows other statuses of such a call', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Unavailable' }));

    await expect(http.get('/api/crc/v1/new_counter', { expectedStatuses: [404] })).rejects.toThrow();
    expect(showError).toHaveBeenCalledExactlyOnceWith('HTTP 503 - Unavailable');
  });

  it('shows no message for field errors the caller shows under its fields, but logs them', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Validation failed', fields: { current_password: 'wrong password' } }),
    );
    await expect(http.post('/x', {}, { inlineFieldErrors: true })).rejects.toMatchObject({ status: 400 });
    expect(showError).not.toHaveBeenCalled();
    expect(reportFailure).toHaveBeenCalledOnce();
  });

  it('still shows a failure without field errors of such a call', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Validation failed' }));
    await expect(http.post('/x', {}, { inlineFieldErrors: true })).rejects.toBeInstanceOf(HttpError);
    expect(showError).toHaveBeenCalledWith('HTTP 400 - Validation failed');
  });

  it('does not log a cancelled call', async () => {
    fetchMock.mockImplementation(stalledFetch);

    await expect(http.get('/api/cab/v1/user/info', { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(reportFailure).not.toHaveBeenCalled();
  });
});

describe('http.stream', () => {
  it('opens an event stream with the bearer token', async () => {
    fetchMock.mockResolvedValue(new Response('event: test\n\n', { status: 200 }));

    const body = await http.stream('/api/events', new AbortController().signal);

    expect(body).toBeInstanceOf(ReadableStream);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('text/event-stream');
  });

  it('rejects a refused stream without a message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Token expired' }));

    await expect(http.stream('/api/events', new AbortController().signal)).rejects.toMatchObject({
      status: 401,
    });
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('fetchList', () => {
  it('answers the page the server sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { list: [{ id: 1 }], total_count: 41 }));

    await expect(fetchList('/api/incidents/v1/incident/list', { page_number: 1 })).resolves.toEqual({
      list: [{ id: 1 }],
      total_count: 41,
    });
  });

  it('falls back to an empty list when the call fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Database unavailable' }));

    await expect(fetchList('/api/incidents/v1/incident/list', {})).resolves.toEqual({
      list: [],
      total_count: 0,
    });
    expect(showError).toHaveBeenCalledExactlyOnceWith('HTTP 500 - Database unavailable');
  });

  it('falls back field by field when the answer is incomplete', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { total_count: 'many' }));

    await expect(fetchList('/api/incidents/v1/incident/list', {})).resolves.toEqual({
      list: [],
      total_count: 0,
    });
  });
});

describe('errorText', () => {
  it.each([
    [
      'a server error with a message',
      new HttpError(409, { message: 'Already exists' }),
      'HTTP 409 - Already exists',
    ],
    ['a server error without one', new HttpError(404, undefined), 'Request failed with status code 404'],
    ['a plain error', new Error('Network down'), 'Network down'],
    ['a thrown string', 'boom', 'Unknown error!'],
    ['nothing', undefined, 'Unknown error!'],
  ])('%s', (_case, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });
});
