import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../platform/db/pool.js';
import { gatewayCallLog } from './call-log.js';
import type { WebhookPayload } from './packets.js';
import { serviceEndpoints } from './tables.js';

/** A receiver gets this long to answer a packet; a slower one is a timeout, which is fixable. */
export const WEBHOOK_DEADLINE_MS = 10_000;

/**
 * A failed push: `fixable` when a retry can cure it (timeout, refused connection, 5xx, 408, 429);
 * otherwise the receiver refused the content and only the total counts it (exchange.md).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly fixable: boolean,
  ) {
    super(message);
  }
}

const FIXABLE_STATUSES = new Set([408, 429]);

export function isFixableStatus(status: number): boolean {
  return status >= 500 || FIXABLE_STATUSES.has(status);
}

/** The body the receiver reads: type, timestamp and data, as Standard Webhooks suggests. */
export function packetBody(payload: Pick<WebhookPayload, 'type' | 'at' | 'data'>): string {
  return JSON.stringify({ type: payload.type, timestamp: payload.at, data: payload.data });
}

export type WebhookDelivererOptions = {
  fetch?: typeof fetch;
  /** The receiver's deadline (WEBHOOK_DEADLINE_MS; tests shorten it). */
  deadlineMs?: number;
  /** Where a failure to write the call log is reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * How an attempt ended, as the call log names it: delivered; refused (the receiver's 4xx); failed
 * (its 5xx, 408, 429); unreachable (no answer: timeout, refused connection); no_endpoint.
 */
function resultOf(status: number | null, error: DeliveryError | null): string {
  if (error === null) return 'delivered';
  if (status === null) return error.fixable ? 'unreachable' : 'no_endpoint';
  return error.fixable ? 'failed' : 'refused';
}

/**
 * Pushes one packet to its organisation's endpoint, signed with the endpoint's secret. A 2xx is
 * delivered; anything else throws a DeliveryError that says whether a retry may help. An endpoint
 * removed or switched off since the packet was written is not fixable by a retry either. Every
 * attempt is written to the call log.
 */
export function webhookDeliverer(db: Db, options: WebhookDelivererOptions = {}) {
  const logCall = gatewayCallLog(db, options.log);
  const send = { fetch: options.fetch ?? fetch, deadlineMs: options.deadlineMs ?? WEBHOOK_DEADLINE_MS };
  return async (payload: WebhookPayload): Promise<void> => {
    const started = performance.now();
    let status: number | null = null;
    let failure: DeliveryError | null = null;
    try {
      status = await push(db, send, payload);
      if (status < 200 || status >= 300)
        failure = new DeliveryError(`the receiver answered HTTP ${status}`, isFixableStatus(status));
    } catch (err) {
      failure = err instanceof DeliveryError ? err : new DeliveryError(String(err), true);
    }
    await logCall({
      direction: 'out',
      orgId: payload.to_org_id,
      service: payload.service,
      kind: payload.type,
      webhookId: payload.webhook_id,
      result: resultOf(status, failure),
      httpStatus: status,
      durationMs: performance.now() - started,
    });
    if (failure) throw failure;
  };
}

/** One signed POST; answers the HTTP status, or throws a DeliveryError when there was none. */
async function push(
  db: Db,
  send: { fetch: typeof fetch; deadlineMs: number },
  payload: WebhookPayload,
): Promise<number> {
  const [endpoint] = await db
    .select({ url: serviceEndpoints.url, secret: serviceEndpoints.secret })
    .from(serviceEndpoints)
    .where(
      and(
        eq(serviceEndpoints.orgId, payload.to_org_id),
        eq(serviceEndpoints.service, payload.service),
        eq(serviceEndpoints.active, true),
      ),
    );
  if (!endpoint) throw new DeliveryError('the organisation has no active endpoint for the service', false);
  return (await postSignedPacket(endpoint, payload, send)).status;
}

/** What a receiver answered a signed packet: its HTTP status and the start of its body. */
export type PacketAnswer = { status: number; answer: string };

/**
 * POSTs one packet to a URL, signed per Standard Webhooks with the secret, within the deadline; reads
 * up to `answerBytes` of the answer's body. Throws a (fixable) DeliveryError when nothing answered.
 */
export async function postSignedPacket(
  endpoint: { url: string; secret: string },
  payload: Pick<WebhookPayload, 'webhook_id' | 'type' | 'at' | 'data'>,
  send: { fetch?: typeof fetch; deadlineMs: number; answerBytes?: number },
): Promise<PacketAnswer> {
  const body = packetBody(payload);
  // Signed afresh at each attempt: the receiver refuses a timestamp older than five minutes.
  const sentAt = new Date();
  const signature = new Webhook(endpoint.secret).sign(payload.webhook_id, sentAt, body);
  try {
    const response = await (send.fetch ?? fetch)(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': payload.webhook_id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(send.deadlineMs),
      redirect: 'manual',
    });
    const bytes = await response.arrayBuffer().catch(() => new ArrayBuffer(0));
    const answer = send.answerBytes
      ? new TextDecoder().decode(new Uint8Array(bytes).subarray(0, send.answerBytes))
      : '';
    return { status: response.status, answer };
  } catch (err) {
    const reason =
      err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    throw new DeliveryError(`push failed: ${reason}`, true);
  }
}
