import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../platform/db/pool.js';
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
export function packetBody(payload: WebhookPayload): string {
  return JSON.stringify({ type: payload.type, timestamp: payload.at, data: payload.data });
}

/**
 * Pushes one packet to its organisation's endpoint, signed with the endpoint's secret. A 2xx is
 * delivered; anything else throws a DeliveryError that says whether a retry may help. An endpoint
 * removed or switched off since the packet was written is not fixable by a retry either.
 */
export function webhookDeliverer(db: Db, fetchImpl: typeof fetch = fetch) {
  return async (payload: WebhookPayload): Promise<void> => {
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
    const body = packetBody(payload);
    const sentAt = new Date();
    const signature = new Webhook(endpoint.secret).sign(payload.webhook_id, sentAt, body);
    let status: number;
    try {
      const response = await fetchImpl(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': payload.webhook_id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_DEADLINE_MS),
        redirect: 'manual',
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
    } catch (err) {
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      throw new DeliveryError(`push failed: ${reason}`, true);
    }
    if (status >= 200 && status < 300) return;
    throw new DeliveryError(`the receiver answered HTTP ${status}`, isFixableStatus(status));
  };
}
