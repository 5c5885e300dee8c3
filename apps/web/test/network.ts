import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../src/api/http';
import { apiServer } from './server';

/** The answer the server gives to a failing call: a status and its `{ message, code, fields }` body. */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {}
}

/** An HTTP failure as the server sends it. */
export function failure(status: number, message: string, fields?: Record<string, string>): ApiFailure {
  return new ApiFailure(status, { message, code: 'test', ...(fields ? { fields } : {}) });
}

/**
 * Answers one request by its path: the JSON body in (none for a GET), the JSON body out, a failure,
 * or a whole Response for an answer that is not JSON (a file, a stream).
 */
export type Reply = (body: unknown, request: Request) => unknown;

/** A request the fake server answered, as the client sent it. */
export interface ServedCall {
  method: string;
  path: string;
  /** The query string, '' when none. */
  search: string;
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  // An upload: its fields, a file as { name, type, size }.
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
      ]),
    );
  }
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Answers these paths (any method) for the current test; answers added later for the same path
 * win. Any other request fails the test. Returns the calls answered so far, oldest first.
 */
export function serve(routes: Readonly<Record<string, Reply>>): ServedCall[] {
  const calls: ServedCall[] = [];
  apiServer.use(
    ...Object.entries(routes).map(([path, reply]) =>
      http.all(path, async ({ request }) => {
        const url = new URL(request.url);
        const body = await bodyOf(request.clone());
        calls.push({ method: request.method, path: url.pathname, search: url.search, body });
        const answer = await reply(body, request);
        if (answer instanceof Response) return answer;
        if (answer instanceof ApiFailure) return HttpResponse.json(answer.body, { status: answer.status });
        return answer === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(answer);
      }),
    ),
  );
  return calls;
}

/** The bodies sent to a path so far. */
export function bodiesSentTo(calls: readonly ServedCall[], path: string): unknown[] {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

/** A list answer of these rows. */
export function listOf<T>(rows: readonly T[]): { list: T[]; total_count: number } {
  return { list: [...rows], total_count: rows.length };
}

/**
 * The event stream's answer (text/event-stream): these chunks, then the stream stays open, as the
 * server's does, unless it `ends` (a dropped connection). An open stream fails with an AbortError
 * when the `request` it answers is aborted, as a real connection does.
 */
export function eventStreamOf(
  chunks: readonly string[],
  options: { ends?: boolean; request?: Request } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      if (options.ends) controller.close();
      else
        options.request?.signal.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
