// The one HTTP client of the web app: every screen calls the server through it, so the bearer
// token, the timeout and the error message behave the same everywhere.

import { ALERT_CREATE_TIMEOUT_MS, CARD_INFO_TIMEOUT_MS, HTTP_TIMEOUT_MS } from '@afx/domain';

/** Timeouts in milliseconds: the spec's general 10 s, and longer ones for heavy calls and uploads. */
export const TIMEOUT_MS = {
  default: HTTP_TIMEOUT_MS,
  extended: ALERT_CREATE_TIMEOUT_MS,
  long: CARD_INFO_TIMEOUT_MS,
} as const;

const ERROR_DURATION_SECONDS = 5;
const UNKNOWN_ERROR_TEXT = 'Unknown error!';

/** The server's error body: `{ message, code, fields? }`. */
export interface ApiErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

/** A response with a failing status; `serverMessage` is the server's own text, when it sent one. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: Partial<ApiErrorBody> | undefined) {
    super(body?.message || `Request failed with status code ${status}`);
    this.status = status;
    this.serverMessage = body?.message || undefined;
    this.code = body?.code;
    this.fields = body?.fields;
  }
}

export class HttpTimeoutError extends Error {
  override readonly name = 'HttpTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`timeout of ${timeoutMs}ms exceeded`);
  }
}

export interface RequestOptions<T> {
  /** Milliseconds before the call is abandoned; TIMEOUT_MS.default unless set. */
  timeoutMs?: number;
  /** The caller's cancellation (for example react-query's); a cancelled call shows no message. */
  signal?: AbortSignal;
  /** Checks and narrows the response body, for example a zod schema's `parse`. */
  parse?: (data: unknown) => T;
  /**
   * Statuses that are an answer, not a failure, for this call (a counter the server does not offer
   * answers 404): the call still rejects with an HttpError, but shows no message and is not logged.
   */
  expectedStatuses?: readonly number[];
  /**
   * The caller puts an answer's field errors under its form fields (applyServerFieldErrors): a
   * failure that carries them shows no message of its own, which would say the same thing twice.
   * It is still logged.
   */
  inlineFieldErrors?: boolean;
}

/** A failed call, as the error log records it. */
export interface HttpFailure {
  error: unknown;
  method: Method;
  path: string;
}

export interface HttpClientSettings {
  getAccessToken: () => Promise<string | null | undefined>;
  getLanguage: () => string;
  showError: (text: string) => void;
  /** Every failure that was shown to the user, for the error log. */
  reportFailure: (failure: HttpFailure) => void;
}

let settings: HttpClientSettings = {
  getAccessToken: () => Promise.resolve(undefined),
  getLanguage: () => document.documentElement.lang,
  // Until antd's App takes over (HttpMessageBridge), the static message API, loaded on first use.
  showError: (text) => {
    void import('antd').then(({ message }) => message.error(text, ERROR_DURATION_SECONDS));
  },
  reportFailure: () => undefined,
};

/** The session supplies the token, the UI the language and (inside antd's App) the message display. */
export function configureHttp(overrides: Partial<HttpClientSettings>): void {
  settings = { ...settings, ...overrides };
}

/** 'HTTP {status} - {message}', otherwise the error's message, otherwise 'Unknown error!'. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError && error.serverMessage) {
    return `HTTP ${error.status} - ${error.serverMessage}`;
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return UNKNOWN_ERROR_TEXT;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T>,
): Promise<T> {
  const data = await send(method, path, body, options);
  // Checking the body is the caller's concern: its errors are not HTTP failures and show no message.
  return options.parse ? options.parse(data) : (data as T);
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: Pick<RequestOptions<unknown>, 'timeoutMs' | 'signal' | 'expectedStatuses' | 'inlineFieldErrors'>,
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS.default;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new HttpTimeoutError(timeoutMs)), timeoutMs);
  const cancel = (): void => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) {
    cancel();
  }
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    // A form (a file upload) goes as multipart: the browser writes its Content-Type and boundary.
    const form = body instanceof FormData;
    const response = await fetch(path, {
      method,
      headers: await requestHeaders(body !== undefined && !form),
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: controller.signal,
      // Answers carry personal data: keep them out of the browser's disk cache.
      cache: 'no-store',
    });
    const data = parseBody(await response.text());
    if (!response.ok) {
      throw new HttpError(response.status, errorBodyOf(data));
    }
    return data;
  } catch (error) {
    if (options.signal?.aborted) {
      throw error;
    }
    const reason: unknown = controller.signal.reason;
    const failure = reason instanceof HttpTimeoutError ? reason : error;
    if (!isExpected(failure, options.expectedStatuses)) {
      if (!(options.inlineFieldErrors && hasFieldErrors(failure))) settings.showError(errorText(failure));
      settings.reportFailure({ error: failure, method, path });
    }
    throw failure;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

function hasFieldErrors(failure: unknown): boolean {
  return failure instanceof HttpError && Object.keys(failure.fields ?? {}).length > 0;
}

/** Shows a failure's text as the client shows its own (a field error no form field could take). */
export function showHttpError(text: string): void {
  settings.showError(text);
}

function isExpected(failure: unknown, expectedStatuses: readonly number[] | undefined): boolean {
  return failure instanceof HttpError && (expectedStatuses?.includes(failure.status) ?? false);
}

async function requestHeaders(hasBody: boolean, accept = 'application/json'): Promise<Headers> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': settings.getLanguage() });
  if (hasBody) {
    headers.set('Content-Type', 'application/json');
  }
  const token = await settings.getAccessToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}

function parseBody(text: string): unknown {
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorBodyOf(data: unknown): Partial<ApiErrorBody> | undefined {
  if (typeof data !== 'object' || data === null) {
    return undefined;
  }
  const { message: text, code, fields } = data as Record<string, unknown>;
  return {
    message: typeof text === 'string' ? text : undefined,
    code: typeof code === 'string' ? code : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  };
}

/**
 * Opens a long-lived stream (server-sent events) with the same token and language as every call.
 * No timeout and no message: the caller reconnects on its own schedule.
 */
async function openStream(path: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch(path, {
    method: 'GET',
    headers: await requestHeaders(false, 'text/event-stream'),
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) {
    throw new HttpError(response.status, errorBodyOf(parseBody(await response.text())));
  }
  return response.body;
}

/** How far a download has got: bytes read, and the size or row count the server announced. */
export interface DownloadProgress {
  received: number;
  /** Content-Length, when the server knew it before sending (a built xlsx). */
  totalBytes: number | null;
  /** Rows the file holds (X-Export-Rows), and rows read so far when the file is text (CSV lines). */
  totalRows: number | null;
  rowsRead: number | null;
}

/** A file the server answered: its bytes and the name it gave. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const LINE_FEED = 10;

/**
 * POSTs a body and reads the answer as a file, reporting progress as the bytes arrive. Errors are
 * shown and logged as for every call; there is no timeout but the caller's signal (a long export).
 */
async function postForFile(
  path: string,
  body: unknown,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: await requestHeaders(true, '*/*'),
      body: JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) {
      throw new HttpError(response.status, errorBodyOf(parseBody(await response.text())));
    }
    const number = (name: string): number | null => {
      const value = Number(response.headers.get(name) ?? Number.NaN);
      return Number.isFinite(value) ? value : null;
    };
    const text = (response.headers.get('content-type') ?? '').startsWith('text/');
    const progress: DownloadProgress = {
      received: 0,
      totalBytes: number('content-length'),
      totalRows: number('x-export-rows'),
      // The header line is not a row.
      rowsRead: text ? -1 : null,
    };
    onProgress({ ...progress });
    const chunks: Uint8Array[] = [];
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      progress.received += value.byteLength;
      if (progress.rowsRead !== null) {
        for (const byte of value) if (byte === LINE_FEED) progress.rowsRead += 1;
      }
      onProgress({ ...progress });
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob: new Blob(chunks as BlobPart[], { type }), fileName: named?.[1] ?? 'export' };
  } catch (error) {
    if (!signal?.aborted) {
      settings.showError(errorText(error));
      settings.reportFailure({ error, method: 'POST', path });
    }
    throw error;
  }
}

/** GETs a file (an invoice's PDF, its usage sheet) with the signed-in user's token; errors shown as for every call. */
async function getFile(path: string): Promise<DownloadedFile> {
  try {
    const response = await fetch(path, { headers: await requestHeaders(false, '*/*'), cache: 'no-store' });
    if (!response.ok) throw new HttpError(response.status, errorBodyOf(parseBody(await response.text())));
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), fileName: named?.[1] ?? 'file' };
  } catch (error) {
    settings.showError(errorText(error));
    settings.reportFailure({ error, method: 'GET', path });
    throw error;
  }
}

export const http = {
  get: <T>(path: string, options: RequestOptions<T> = {}): Promise<T> =>
    request('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options: RequestOptions<T> = {}): Promise<T> =>
    request('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options: RequestOptions<T> = {}): Promise<T> =>
    request('PUT', path, body, options),
  /** A multipart upload (a file and its fields). */
  postForm: <T>(path: string, form: FormData, options: RequestOptions<T> = {}): Promise<T> =>
    request('POST', path, form, options),
  /** A DELETE carries a body only when one is given (a reason, a proof). */
  delete: <T>(path: string, body?: unknown, options: RequestOptions<T> = {}): Promise<T> =>
    request('DELETE', path, body, options),
  stream: openStream,
  postForFile,
  getFile,
};

/** A page of a list, as every list endpoint answers. */
export interface ListResult<T> {
  list: T[];
  total_count: number;
}

/** Posts a list query; on any failure the list is empty (the client has already shown why). */
export async function fetchList<T>(
  path: string,
  query: unknown,
  options: RequestOptions<ListResult<T>> = {},
): Promise<ListResult<T>> {
  try {
    const page = await http.post<Partial<ListResult<T>> | undefined>(path, query, {
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    const result: ListResult<T> = {
      list: Array.isArray(page?.list) ? page.list : [],
      total_count: typeof page?.total_count === 'number' ? page.total_count : 0,
    };
    return options.parse ? options.parse(result) : result;
  } catch {
    return { list: [], total_count: 0 };
  }
}
