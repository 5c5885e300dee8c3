import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { onOutboxRowAttempt } from '../platform/outbox/attempts.js';
import { outbox } from '../platform/outbox/tables.js';

/** How a packet's first delivery went, as far as the caller waited for it. */
export type PacketAttempt = 'delivered' | 'failed' | 'pending';

/** How often the row is looked at besides: another process's worker may deliver it. */
const LOOK_EVERY_MS = 500;

async function attemptOf(db: Db, packetId: number): Promise<PacketAttempt> {
  const [row] = await db
    .select({ deliveredAt: outbox.deliveredAt, failedAt: outbox.failedAt, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, packetId));
  if (!row || row.deliveredAt) return 'delivered';
  return row.failedAt || row.lastError ? 'failed' : 'pending';
}

/**
 * Waits, holding no connection meanwhile, until the outbox worker has tried the packet once
 * (delivered, or an attempt failed) or `deadlineMs` has passed. This process's worker says when it
 * has (no polling); the row is also looked at every half second in case another process's worker
 * took it. A receiver that answers at once has answered by then through the API, so the caller can
 * read the outcome (FPT /alert/create).
 */
export async function awaitPacketAttempt(
  db: Db,
  packetId: number,
  deadlineMs: number,
): Promise<PacketAttempt> {
  const until = Date.now() + deadlineMs;
  let heard = false;
  let wake: () => void = () => undefined;
  const stop = onOutboxRowAttempt(packetId, () => {
    heard = true;
    wake();
  });
  try {
    for (;;) {
      const attempt = await attemptOf(db, packetId);
      if (attempt !== 'pending' || Date.now() >= until) return attempt;
      if (!heard) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(LOOK_EVERY_MS, until - Date.now()));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      heard = false;
    }
  } finally {
    stop();
  }
}
