import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../platform/db/pool.js';
import { enqueueOutbox } from '../platform/outbox/outbox.js';
import { type GatewayService, serviceEndpoints } from './tables.js';

/** What a packet says happened, as the receiving system reads it in the body's `type`. */
export type PacketType =
  | 'fpt.alert.created'
  | 'fpt.alert.status_changed'
  | 'fpt.alert.message'
  | 'crc.request.in_process'
  | 'crc.request.replied'
  | 'crc.request.rejected'
  | 'crc.request.comment'
  /** The administrator's 'send test packet': nothing happened, the receiver answers 200. */
  | 'afx.test';

/**
 * A packet to an organisation's own system, as the outbox keeps it. `webhook_id` is the Standard
 * Webhooks `webhook-id`: fixed when the packet is written, so every retry carries the same one and
 * the receiver can drop a repeat. The endpoint is looked up at each attempt (its URL may change).
 */
export type WebhookPayload = {
  webhook_id: string;
  to_org_id: number;
  service: GatewayService;
  type: PacketType;
  /** When the change happened (ISO), the body's `timestamp`. */
  at: string;
  data: Record<string, unknown>;
  /** The record the packet is about: its history tells when the packet was given up on. */
  subject?: PacketSubject;
};

/** A record of the one history (entity type and key), e.g. an FPT alert. */
export type PacketSubject = { entity_type: string; entity_key: string };

/** Whether an organisation has a system for the service: an active endpoint. */
export async function hasSystem(db: Executor, orgId: number, service: GatewayService): Promise<boolean> {
  const rows = await db
    .select({ orgId: serviceEndpoints.orgId })
    .from(serviceEndpoints)
    .where(
      and(
        eq(serviceEndpoints.orgId, orgId),
        eq(serviceEndpoints.service, service),
        eq(serviceEndpoints.active, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Queues a packet for `toOrgId`'s system in the caller's transaction, if it has one; answers whether
 * it did. `byOrgId` is the organisation whose action sends it: its lists count the packet's failures
 * and its Reset transport sends them again.
 */
export async function enqueuePacket(
  tx: Executor,
  packet: {
    byOrgId: number;
    toOrgId: number;
    service: GatewayService;
    type: PacketType;
    data: Record<string, unknown>;
    subject?: PacketSubject;
  },
): Promise<boolean> {
  if (!(await hasSystem(tx, packet.toOrgId, packet.service))) return false;
  const payload: WebhookPayload = {
    webhook_id: `msg_${uuidv7()}`,
    to_org_id: packet.toOrgId,
    service: packet.service,
    type: packet.type,
    at: new Date().toISOString(),
    data: packet.data,
    ...(packet.subject ? { subject: packet.subject } : {}),
  };
  await enqueueOutbox(tx, [{ kind: 'webhook', payload, orgId: packet.byOrgId, service: packet.service }]);
  return true;
}
