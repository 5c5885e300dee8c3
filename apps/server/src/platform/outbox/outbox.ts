import { and, eq } from 'drizzle-orm';
import type { MessageKey } from '@afx/domain';
import { users } from '../../identity/schema.js';
import type { Db } from '../db/pool.js';
import { notifications, outbox } from './schema.js';

/** A transaction (or the database): outbox rows are written with the change that causes them. */
export type OutboxExecutor = Pick<Db, 'insert' | 'select'>;

export type OutboxKind = 'email';

/** Queues one delivery; the caller's transaction makes it durable together with the change. */
export async function enqueueOutbox(
  tx: OutboxExecutor,
  kind: OutboxKind,
  payload: Record<string, unknown>,
): Promise<number> {
  const [row] = await tx.insert(outbox).values({ kind, payload }).returning({ id: outbox.id });
  return row!.id;
}

/**
 * Tells the platform administrators: a notification in the portal and an e-mail to each active
 * administrator, both in the caller's transaction.
 */
export async function notifyAdministrators(
  tx: OutboxExecutor,
  notice: { kind: string; title: MessageKey; params: Record<string, unknown> },
): Promise<void> {
  await tx.insert(notifications).values({ kind: notice.kind, title: notice.title, params: notice.params });
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  if (admins.length === 0) return;
  await enqueueOutbox(tx, 'email', {
    to: admins.map((a) => a.email),
    template: notice.kind,
    subject: notice.title,
    params: notice.params,
  });
}
