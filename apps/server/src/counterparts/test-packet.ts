import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../platform/db/pool.js';
import { recordGatewayCall } from './call-log.js';
import type { GatewayService } from './tables.js';
import { DeliveryError, WEBHOOK_DEADLINE_MS, postSignedPacket } from './webhook-delivery.js';

/** How much of the receiver's answer the administrator is shown. */
export const TEST_PACKET_ANSWER_BYTES = 2048;

export type TestPacketOutcome = {
  ok: boolean;
  http_status: number | null;
  duration_ms: number;
  /** The first 2 KB of the receiver's answer, as text. */
  answer: string | null;
  error: string | null;
};

/**
 * The administrator's 'send test packet': a signed Standard Webhooks packet of type `afx.test` sent
 * now (not through the outbox) to the endpoint, with the receivers' deadline; a 2xx is ok. Logged in
 * the gateway's call log like every push.
 */
export async function sendTestPacket(
  db: Db,
  endpoint: { orgId: number; service: GatewayService; url: string; secret: string },
  options: { fetch?: typeof fetch; deadlineMs?: number } = {},
): Promise<TestPacketOutcome> {
  const webhookId = `msg_${uuidv7()}`;
  const started = performance.now();
  let status: number | null = null;
  let answer: string | null = null;
  let error: string | null = null;
  try {
    const answered = await postSignedPacket(
      endpoint,
      {
        webhook_id: webhookId,
        type: 'afx.test',
        at: new Date().toISOString(),
        data: { org_id: endpoint.orgId, service: endpoint.service, note: 'AFX test packet' },
      },
      {
        deadlineMs: options.deadlineMs ?? WEBHOOK_DEADLINE_MS,
        answerBytes: TEST_PACKET_ANSWER_BYTES,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
    );
    status = answered.status;
    answer = answered.answer;
    if (status < 200 || status >= 300) error = `the receiver answered HTTP ${status}`;
  } catch (err) {
    error = err instanceof DeliveryError ? err.message : String(err);
  }
  const durationMs = Math.round(performance.now() - started);
  await recordGatewayCall(db, {
    direction: 'out',
    orgId: endpoint.orgId,
    service: endpoint.service,
    kind: 'afx.test',
    webhookId,
    result: error === null ? 'delivered' : status === null ? 'unreachable' : 'refused',
    httpStatus: status,
    durationMs,
  });
  return { ok: error === null, http_status: status, duration_ms: durationMs, answer, error };
}
