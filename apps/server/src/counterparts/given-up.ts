import type { Executor } from '../platform/db/pool.js';
import { recordHistory } from '../platform/history/history.js';
import type { ClaimedRow } from '../platform/outbox/worker.js';
import type { WebhookPayload } from './packets.js';

/** What the history names as the author of a delivery error: the exchange itself. */
const GATEWAY_ACTOR = { user_id: null, name: 'AFX', org_id: null } as const;

/**
 * A packet the worker gave up on shows in its subject's history as an error event (spec 2 §3.9
 * event type 3), so both sides see that the other bank's system did not get it.
 */
export async function recordPacketGivenUp(tx: Executor, row: ClaimedRow, error: string): Promise<void> {
  if (row.kind !== 'webhook') return;
  const subject = (row.payload as Partial<WebhookPayload>).subject;
  if (!subject) return;
  await recordHistory(tx, {
    entityType: subject.entity_type,
    entityKey: subject.entity_key,
    action: 'delivery_error',
    notes: error,
    by: GATEWAY_ACTOR,
  });
}
