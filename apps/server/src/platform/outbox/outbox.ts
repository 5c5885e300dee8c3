import type { Executor } from '../db/pool.js';
import { afterCommit } from '../db/after-commit.js';
import type { Envelope } from '../events/types.js';
import type { BadgeName } from './counter-push.js';
import type { MailPayload } from '../mail/message.js';
import type { WebhookPayload } from '../../counterparts/packets.js';
import { outbox } from './tables.js';
import { wakeOutboxWorkers } from './wake.js';

/**
 * What the outbox carries, by kind: an e-mail to one person, or an event for the open pages;
 * `notBefore` holds it back until then (a coalesced notice's e-mail waits for its window to close).
 */
export type OutboxEntry = (
  | { kind: 'email'; payload: MailPayload }
  | { kind: 'live_event'; payload: Envelope }
  | { kind: 'webhook'; payload: WebhookPayload }
  /** A badge to count and push once the change has committed (counter-push.ts). */
  | { kind: 'badge'; payload: { counter: BadgeName; orgId: number } }
  /** A mobile check to ask its operator (decision 0044). */
  | { kind: 'mcs_check'; payload: { checkId: number } }
) & {
  notBefore?: Date;
  /** A packet's scope: the organisation whose action sent it, and the service (exchange.md). */
  orgId?: number;
  service?: string;
};
export type OutboxKind = OutboxEntry['kind'];

/**
 * Queues deliveries; the caller's transaction makes them durable together with the change, and
 * this process's worker is woken once it commits.
 */
export async function enqueueOutbox(tx: Executor, entries: readonly OutboxEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      entries.map(({ kind, payload, notBefore, orgId, service }) => ({
        kind,
        payload,
        nextAttemptAt: notBefore,
        orgId,
        service,
      })),
    )
    .returning({ id: outbox.id });
  afterCommit(tx, wakeOutboxWorkers);
  return rows.map((row) => row.id);
}
