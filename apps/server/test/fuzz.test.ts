/**
 * The standing fuzz test: every request schema of the OpenAPI document, its fields given wrong
 * types, left out, empty, 100 kB long, NUL and lone surrogates, SQL and LIKE metacharacters,
 * negative and huge numbers. No answer may be a 5xx, and every 4xx is in the error shape
 * { message, code, fields? }. CI runs a bounded run; `npm run fuzz` a longer one
 * (FUZZ_CALLS, FUZZ_SEED; a failure prints the seed, the call, the route and the body).
 */
import { describe, expect, it } from 'vitest';
import { mutate } from './fuzz/mutations.js';
import { Random } from './fuzz/random.js';
import { plausibleValue } from './fuzz/values.js';
import { tokenFor, testContext } from './harness.js';
import { type OpenApi, type RequestSchema, requestSchemas } from './openapi-requests.js';

const CALLS = Number(process.env.FUZZ_CALLS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** A demo user of each kind of code: every route, the E codes, the U codes (org scope). */
const LOGINS = ['admin', 'beta.expert', 'alpha.analyst'] as const;
const LANGUAGES = ['uk', 'en', 'ru'] as const;
/** An event stream answers for as long as the client listens. */
const SKIPPED = new Set(['GET /api/events']);

const ctx = testContext();

type Operation = { method: string; path: string; inputs: RequestSchema[] };

function operationsOf(doc: OpenApi): Operation[] {
  const byRoute = new Map<string, Operation>();
  for (const input of requestSchemas(doc)) {
    const key = `${input.method.toUpperCase()} ${input.path}`;
    if (SKIPPED.has(key)) continue;
    const operation = byRoute.get(key) ?? {
      method: input.method.toUpperCase(),
      path: input.path,
      inputs: [],
    };
    operation.inputs.push(input);
    byRoute.set(key, operation);
  }
  return [...byRoute.values()];
}

/** A call's own generator, so one call can be told apart from the ones before it. */
const callRandom = (call: number) => new Random(Math.imul(SEED ^ 0x9e3779b9, 2654435761) + call * 7919);

/** Percent-encodes a text, a lone surrogate as the bytes its code would have in UTF-8 (what a raw client may send). */
function encodeLoosely(text: string): string {
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/gu, (part) => {
    if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff) {
      return encodeURIComponent(part);
    }
    const code = part.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

type Call = { method: string; url: string; payload?: string; contentType?: string };

function buildCall(operation: Operation, random: Random): Call {
  let path = operation.path;
  const query: string[] = [];
  let payload: string | undefined;
  let contentType: string | undefined;
  for (const input of operation.inputs) {
    if (input.in === 'body') {
      const body = plausibleValue(input.schema, random);
      const known = Object.keys(input.schema.properties ?? {});
      let mutated = body;
      for (let i = random.int(random.chance(0.15) ? 0 : 1, 3); i > 0; i--)
        mutated = mutate(mutated, random, known);
      const roll = random.next();
      if (roll < 0.03) {
        payload = '{"broken": ';
        contentType = 'application/json';
      } else if (roll < 0.05) {
        payload = 'plain text';
        contentType = 'text/plain';
      } else if (roll > 0.98) {
        payload = undefined;
      } else {
        payload = JSON.stringify(mutated);
        contentType = 'application/json';
      }
      continue;
    }
    const wrapped = mutate({ value: plausibleValue(input.schema, random) }, random, []) as {
      value?: unknown;
    };
    const value = wrapped?.value;
    if (input.in === 'path') path = path.replace(`{${input.parameter}}`, encodeLoosely(String(value)));
    else if (input.in === 'query' && value !== undefined) {
      query.push(`${input.parameter}=${encodeLoosely(String(value))}`);
    }
  }
  const search = query.join('&');
  return {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    ...(payload !== undefined ? { payload } : {}),
    ...(contentType ? { contentType } : {}),
  };
}

/** The error shape every 4xx answers: { message, code, fields? } and nothing else. */
function inErrorShape(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { message, code, fields, ...rest } = body as Record<string, unknown>;
  if (
    typeof message !== 'string' ||
    message === '' ||
    typeof code !== 'string' ||
    Object.keys(rest).length > 0
  ) {
    return false;
  }
  if (fields === undefined) return true;
  return (
    fields !== null &&
    typeof fields === 'object' &&
    Object.values(fields).every((text) => typeof text === 'string')
  );
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

describe('fuzz', () => {
  it(
    `${CALLS} mutated requests (seed ${SEED}): no 5xx, every 4xx in the error shape`,
    { timeout: 120_000 + CALLS * 200 },
    async () => {
      const doc = (await ctx.app.inject('/api/docs/json')).json<OpenApi>();
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(50);
      const tokens = new Map<string, string>();
      for (const login of LOGINS) tokens.set(login, await tokenFor(ctx, login));

      const failures = new Map<string, string>();
      const statuses = new Map<number, number>();
      const started = performance.now();
      for (let call = 0; call < CALLS; call++) {
        const random = callRandom(call);
        const operation = random.pick(operations);
        const login = random.pick(LOGINS);
        const request = buildCall(operation, random);
        const res = await ctx.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            authorization: `Bearer ${tokens.get(login)}`,
            cookie: `language=${random.pick(LANGUAGES)}`,
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const wrong = res.statusCode >= 500 || (res.statusCode >= 400 && !inErrorShape(parsed(res.body)));
        const key = `${operation.method} ${operation.path} → ${res.statusCode}`;
        if (wrong && !failures.has(key)) {
          failures.set(
            key,
            [
              `${key}: FUZZ_SEED=${SEED} call ${call} as ${login}`,
              `  ${request.method} ${clip(request.url, 200)}`,
              `  body: ${clip(request.payload ?? '(none)')}`,
              `  answer: ${clip(res.body, 300)}`,
            ].join('\n'),
          );
        }
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `fuzz: ${CALLS} calls in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect([...failures.values()].join('\n\n')).toBe('');
    },
  );
});
