import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import { sandboxWebhookReceipts } from '../tables.js';

/** How long a webhook id is remembered: longer than the whole retry span (about 3 h) and a reset. */
export const RECEIPT_MEMORY_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The sandbox peers' memory of webhook ids (Standard Webhooks' idempotency key). A table, not the
 * process's memory, so that a restart or another process does not act on a packet twice.
 */
export function webhookReceipts(db: Db) {
  let prunedAt = 0;
  return {
    /** True the first time an id is seen, false for a repeat. */
    async take(webhookId: string): Promise<boolean> {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await db
          .delete(sandboxWebhookReceipts)
          .where(
            lt(sandboxWebhookReceipts.receivedAt, sql`now() - ${RECEIPT_MEMORY_DAYS} * interval '1 day'`),
          );
      }
      const rows = await db
        .insert(sandboxWebhookReceipts)
        .values({ webhookId })
        .onConflictDoNothing()
        .returning({ webhookId: sandboxWebhookReceipts.webhookId });
      return rows.length === 1;
    },
  };
}
