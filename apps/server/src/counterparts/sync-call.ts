import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { z } from 'zod';
import type { Executor } from '../platform/db/pool.js';
import { recordGatewayCall } from './call-log.js';
import { type GatewayService, serviceEndpoints } from './tables.js';

/**
 * Why a synchronous question got no usable answer: no answer within the deadline; an answer that
 * fails its schema (or is no JSON); a non-2xx answer; nobody to ask (no active endpoint, the
 * connection refused, the name unknown).
 */
export type SyncCallFailure = 'timeout' | 'malformed' | 'refused' | 'unreachable';

export type SyncCallResult<T> =
  | { ok: true; answer: T; httpStatus: number; durationMs: number; webhookId: string }
  | {
      ok: false;
      failure: SyncCallFailure;
      httpStatus: number | null;
      durationMs: number;
      webhookId: string;
      /** For the server's log only: never shown to the user. */
      detail: string;
    };

export type SyncCall<S extends z.ZodType> = {
  /** The organisation whose system is asked, and the service whose endpoint it is. */
  orgId: number;
  service: GatewayService;
  /** The packet type ('cci.info.requested'). */
  type: string;
  data: unknown;
  /** What a valid answer looks like: anything else is 'malformed'. */
  answer: S;
  deadlineMs: number;
  webhookId?: string;
  fetch?: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** An answer longer than this is no answer a question of ours needs: malformed. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * A synchronous question to an organisation's own system (exchange.md "One gateway": card-blocking
 * information, the mobile operators): one POST to the service's active endpoint, signed per Standard
 * Webhooks with its secret exactly as the pushes are, with a deadline that covers the answer's body
 * too; the answer's JSON checked with `answer`. It never throws for the other side's sake: every end
 * is a result, and every call is written to the gateway's call log. Nothing is retried: the person
 * waiting decides whether to ask again.
 */
export async function syncCall<S extends z.ZodType>(
  db: Executor,
  call: SyncCall<S>,
): Promise<SyncCallResult<z.output<S>>> {
  const started = performance.now();
  const webhookId = call.webhookId ?? `msg_${randomUUID()}`;
  const result = await ask(db, call, webhookId);
  const durationMs = Math.round(performance.now() - started);
  await recordGatewayCall(
    db,
    {
      direction: 'out',
      orgId: call.orgId,
      service: call.service,
      kind: call.type,
      webhookId,
      result: result.ok ? 'answered' : result.failure,
      httpStatus: result.httpStatus,
      durationMs,
    },
    call.log,
  );
  return { ...result, durationMs, webhookId } as SyncCallResult<z.output<S>>;
}

type Attempt<T> =
  | { ok: true; answer: T; httpStatus: number }
  | { ok: false; failure: SyncCallFailure; httpStatus: number | null; detail: string };

async function ask<S extends z.ZodType>(
  db: Executor,
  call: SyncCall<S>,
  webhookId: string,
): Promise<Attempt<z.output<S>>> {
  const [endpoint] = await db
    .select({ url: serviceEndpoints.url, secret: serviceEndpoints.secret })
    .from(serviceEndpoints)
    .where(
      and(
        eq(serviceEndpoints.orgId, call.orgId),
        eq(serviceEndpoints.service, call.service),
        eq(serviceEndpoints.active, true),
      ),
    );
  if (!endpoint) return { ok: false, failure: 'unreachable', httpStatus: null, detail: 'no active endpoint' };

  const sentAt = new Date();
  // The pushes' body shape (webhook-delivery.ts packetBody): type, timestamp, data.
  const body = JSON.stringify({ type: call.type, timestamp: sentAt.toISOString(), data: call.data });
  const signal = AbortSignal.timeout(call.deadlineMs);
  let status: number;
  let text: string;
  try {
    const response = await (call.fetch ?? fetch)(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'webhook-id': webhookId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': new Webhook(endpoint.secret).sign(webhookId, sentAt, body),
      },
      body,
      signal,
      redirect: 'manual',
    });
    status = response.status;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_ANSWER_BYTES)
      return { ok: false, failure: 'malformed', httpStatus: status, detail: 'answer too long' };
    text = new TextDecoder().decode(bytes);
  } catch (err) {
    if (signal.aborted) return { ok: false, failure: 'timeout', httpStatus: null, detail: 'deadline passed' };
    const reason =
      err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return { ok: false, failure: 'unreachable', httpStatus: null, detail: reason };
  }
  if (status < 200 || status >= 300)
    return { ok: false, failure: 'refused', httpStatus: status, detail: `HTTP ${status}` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, failure: 'malformed', httpStatus: status, detail: 'not JSON' };
  }
  const parsed = call.answer.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      failure: 'malformed',
      httpStatus: status,
      detail: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    };
  return { ok: true, answer: parsed.data as z.output<S>, httpStatus: status };
}
