import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Db } from '../../platform/db/pool.js';
import { badRequest, notFound, unauthorized } from '../../platform/http/errors.js';
import { recordGatewayCall } from '../call-log.js';
import { type GatewayService, serviceEndpoints } from '../tables.js';
import { webhookReceipts } from './receipts.js';

export const sandboxParams = z.object({ orgId: z.coerce.number().int().positive() });
/** A request without these is no webhook at all (400); with them, a bad signature is 401. */
export const webhookHeaders = z.object({
  'webhook-id': z.string().min(1),
  'webhook-timestamp': z.string().min(1),
  'webhook-signature': z.string().min(1),
});
/** The body AFX sends (webhook-delivery.ts packetBody). */
const packetBody = z.object({ type: z.string(), timestamp: z.string().optional(), data: z.unknown() });

export type ReceivedPacket = { type: string; data: unknown };

/** The signature covers the body's bytes as sent: a sandbox peer's plugin keeps them as they came. */
export function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}

type GatewayCallLog = (result: string, httpStatus: number, kind?: string) => Promise<void>;

/**
 * A packet to a sandbox peer, checked: the organisation's endpoint for `service` (404 without one)
 * and the Standard Webhooks signature with its secret (401, logged). Answers the verified body and
 * how to log the receipt's outcome in the gateway's call log.
 */
export async function verifySignedPacket(
  db: Db,
  log: FastifyBaseLogger,
  service: GatewayService,
  request: FastifyRequest<{ Params: { orgId: number }; Body: string }>,
): Promise<{ verified: unknown; logCall: GatewayCallLog }> {
  const started = performance.now();
  const { orgId } = request.params;
  const webhookId = String(request.headers['webhook-id']);
  const logCall: GatewayCallLog = (result, httpStatus, kind = 'unknown') =>
    recordGatewayCall(
      db,
      {
        direction: 'in',
        orgId,
        service,
        kind,
        webhookId,
        result,
        httpStatus,
        durationMs: performance.now() - started,
      },
      log,
    );
  const [endpoint] = await db
    .select({ secret: serviceEndpoints.secret })
    .from(serviceEndpoints)
    .where(and(eq(serviceEndpoints.orgId, orgId), eq(serviceEndpoints.service, service)));
  if (!endpoint) throw notFound();
  try {
    const verified: unknown = new Webhook(endpoint.secret).verify(request.body, {
      'webhook-id': webhookId,
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    return { verified, logCall };
  } catch {
    await logCall('bad_signature', 401);
    throw unauthorized();
  }
}

/**
 * How a sandbox peer receives a packet of its organisation's endpoint for `service`: the packet
 * verified (verifySignedPacket), the body read (400 unless `accept` takes it), a repeated webhook id
 * answered as a duplicate, every receipt in the gateway's call log. `act` runs for a new packet only.
 */
export function signedPacketReceiver(
  db: Db,
  log: FastifyBaseLogger,
  service: GatewayService,
  options: {
    accept: (packet: ReceivedPacket) => boolean;
    /** Awaited before the answer: a peer that answers at once does so inside the webhook. */
    act: (orgId: number, packet: ReceivedPacket) => void | Promise<void>;
  },
) {
  const receipts = webhookReceipts(db);
  return async (request: FastifyRequest<{ Params: { orgId: number }; Body: string }>) => {
    const { verified, logCall } = await verifySignedPacket(db, log, service, request);
    const packet = packetBody.safeParse(verified);
    if (!packet.success || !options.accept(packet.data)) {
      await logCall('refused', 400, packet.data?.type);
      throw badRequest({ data: 'invalid_value' });
    }
    const kind = packet.data.type;
    if (!(await receipts.take(String(request.headers['webhook-id'])))) {
      await logCall('duplicate', 200, kind);
      return { received: true, duplicate: true };
    }
    await options.act(request.params.orgId, packet.data);
    await logCall('accepted', 200, kind);
    return { received: true, duplicate: false };
  };
}
