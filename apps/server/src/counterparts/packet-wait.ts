import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { outbox } from '../platform/outbox/tables.js';

/** How a packet's first delivery went, as far as the caller waited for it. */
export type PacketAttempt = 'delivered' | 'failed' | 'pending';

const FIRST_POLL_MS = 20;
const MAX_POLL_MS = 200;

/**
 * Waits, without holding a connection between looks, until the outbox worker has tried the packet
 * once (delivered, or an attempt failed) or `deadlineMs` has passed. A receiver that answers at once
 * has answered by then through the API, so the caller can read the outcome (FPT /alert/create).
 */
export async function awaitPacketAttempt(
  db: Db,
  packetId: number,
  deadlineMs: number,
): Promise<PacketAttempt> {
  const until = Date.now() + deadlineMs;
  let pause = FIRST_POLL_MS;
  for (;;) {
    const [row] = await db
      .select({ deliveredAt: outbox.deliveredAt, failedAt: outbox.failedAt, lastError: outbox.lastError })
      .from(outbox)
      .where(eq(outbox.id, packetId));
    if (!row || row.deliveredAt) return 'delivered';
    if (row.failedAt || row.lastError) return 'failed';
    const left = until - Date.now();
    if (left <= 0) return 'pending';
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, MAX_POLL_MS);
  }
}
