import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type Issue, type Locale, type MessageKey, isMessageKey, translate } from '@afx/domain';
import { requestLocale } from './locale.js';

/** The one error shape every endpoint answers. */
export type ErrorBody = { message: string; code: string; fields?: Record<string, string> };

export type ErrorCode =
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'rate_limited'
  /** Another party's system gave no usable answer to a synchronous question (502, 504). */
  | 'gateway_failed'
  | 'internal_error';

/**
 * An error a service raises on purpose. `key` is a domain message key, translated into the
 * caller's language when the response is written; `fields` map field names to message keys.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly key: MessageKey,
    /** Field errors: a message key, or a key with its numbers ({ key: 'max_length', params: { count: 60 } }). */
    readonly fields?: Record<string, MessageKey | Issue>,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
  }
}

export const badRequest = (
  fields: Record<string, MessageKey | Issue>,
  key: MessageKey = 'validation_failed',
) => new AppError(400, 'validation_failed', key, fields);
export const unauthorized = () => new AppError(401, 'unauthorized', 'unauthorized');
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, 'forbidden', key);
export const notFound = (key: MessageKey = 'not_found') => new AppError(404, 'not_found', key);
export const conflict = (key: MessageKey, fields?: Record<string, MessageKey | Issue>) =>
  new AppError(409, 'conflict', key, fields);
export const businessRule = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(422, 'business_rule', key, undefined, params);

const text = (locale: Locale, key: string, params?: Record<string, string | number>): string =>
  isMessageKey(key) ? translate(key, locale, params) : key;

/** An error answer names at most this many fields; its message says how many more failed. */
export const MAX_LISTED_FIELDS = 100;

/**
 * The first MAX_LISTED_FIELDS field errors with the answer's message; past them the message says how
 * many more there are ('Validation failed: 412 more field errors are not listed').
 */
function listedFields(
  locale: Locale,
  message: string,
  fields: Record<string, string>,
): { message: string; fields: Record<string, string> } {
  const names = Object.keys(fields);
  if (names.length <= MAX_LISTED_FIELDS) return { message, fields };
  return {
    message: text(locale, 'validation_failed_more', { count: names.length - MAX_LISTED_FIELDS }),
    fields: Object.fromEntries(names.slice(0, MAX_LISTED_FIELDS).map((name) => [name, fields[name]!])),
  };
}

/** Field path as the client knows it: `details.phones.1.number`. */
const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '_';

function toBody(err: unknown, locale: Locale): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    const fields = err.fields
      ? Object.fromEntries(
          Object.entries(err.fields).map(([f, e]) => [
            f,
            typeof e === 'string' ? text(locale, e) : text(locale, e.key, e.params),
          ]),
        )
      : undefined;
    const message = text(locale, err.key, err.params);
    if (!fields) return { status: err.status, body: { message, code: err.code } };
    return { status: err.status, body: { ...listedFields(locale, message, fields), code: err.code } };
  }
  const fe = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const fields: Record<string, string> = {};
    for (const v of fe.validation) {
      const issue = v.params.issue as
        { path?: PropertyKey[]; message?: string; params?: Record<string, string | number> } | undefined;
      const path = issue?.path
        ? fieldPath(issue.path)
        : v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // The first problem of a field is the one a person fixes first.
      // A rule's numbers ('max length {count}') travel as the issue's params.
      const params = issue?.params ?? (v.params.params as Record<string, string | number> | undefined);
      fields[path || '_'] ??= text(locale, issue?.message ?? v.message ?? 'invalid_value', params);
    }
    return {
      status: 400,
      body: { ...listedFields(locale, text(locale, 'validation_failed'), fields), code: 'validation_failed' },
    };
  }
  if (fe.validation) {
    return { status: 400, body: { message: text(locale, 'validation_failed'), code: 'validation_failed' } };
  }
  if (fe.statusCode === 429) {
    return { status: 429, body: { message: text(locale, 'rate_limited'), code: 'rate_limited' } };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 && !isResponseSerializationError(fe)) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type).
    const code =
      fe.statusCode === 404 ? 'not_found' : fe.statusCode === 401 ? 'unauthorized' : 'validation_failed';
    return { status: fe.statusCode, body: { message: fe.message, code } };
  }
  return { status: 500, body: { message: text(locale, 'internal_error'), code: 'internal_error' } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const { status, body } = toBody(err, requestLocale(request));
  if (status >= 500) request.log.error({ err }, 'request failed');
  // A refusal is an expected answer, not an error: its reason without a stack.
  else if (err instanceof AppError)
    request.log.info({ status, code: err.code, key: err.key }, 'request refused');
  return reply.status(status).send(body);
}

/**
 * What the router refuses before any route or hook runs (a path that is not UTF-8, a path
 * parameter longer than it takes): the error shape, without echoing the path back. Fastify's
 * `frameworkErrors` option.
 */
export function sendFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook has run: the language cookie is read here.
  request.cookies ??= request.server.parseCookie(request.headers.cookie ?? '');
  void sendError(request, reply, new AppError(err.statusCode ?? 400, 'validation_failed', 'bad_request'));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => sendError(request, reply, err));
  app.setNotFoundHandler((request, reply) => sendError(request, reply, notFound()));
}
