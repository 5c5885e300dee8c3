import { and, eq, isNull, sql } from 'drizzle-orm';
import { notificationReads } from '../../modules/notifications/tables.js';
import { messageParams } from '../mail/message.js';
import { type Audience, audienceKey, notificationRow } from './audience.js';
import type { Executor } from '../db/pool.js';
import type { Notice, NoticeContent } from './notify.js';
import { notifications, outbox } from './tables.js';

/** How notices of one kind become one notification (docs/decisions/0013-notification-coalescing-and-u-scope.md). */
export type Coalescing = {
  /** What the notice is about, e.g. `org:12`; the audience is added, so different audiences never merge. */
  key: string;
  /** Fixed windows of this many minutes, counted from the epoch. */
  windowMinutes: number;
  /** The content once this notice joins the notification made earlier in the window (its params given). */
  join: (earlier: Record<string, unknown>) => NoticeContent;
};

export type Joined =
  | { id: number; first: true; windowEnd: Date }
  | { id: number; first: false; content: NoticeContent; unreadAgain: boolean };

/**
 * Inserts the window's notification or, when the window has one, counts this notice on it. The
 * unique key (kind, key, window) makes concurrent notices meet on one row: the insert that loses
 * waits for the winner's commit and updates its row instead, and the row stays locked until this
 * transaction ends, so joins apply one after another.
 */
export async function coalesceNotification(
  tx: Executor,
  to: Audience,
  notice: Notice,
  coalescing: Coalescing,
): Promise<Joined> {
  const window = sql`make_interval(mins => ${coalescing.windowMinutes}::integer)`;
  const [row] = await tx
    .insert(notifications)
    .values({
      ...notificationRow(to, notice),
      coalesceKey: `${audienceKey(to)}|${coalescing.key}`,
      windowStart: sql`date_bin(${window}, now(), timestamptz '1970-01-01 00:00:00+00')`,
    })
    .onConflictDoUpdate({
      target: [notifications.kind, notifications.coalesceKey, notifications.windowStart],
      set: { occurrences: sql`${notifications.occurrences} + 1`, updatedAt: sql`now()` },
    })
    .returning({
      id: notifications.id,
      occurrences: notifications.occurrences,
      params: notifications.params,
      windowStart: notifications.windowStart,
    });
  const { id, occurrences, params, windowStart } = row!;
  if (occurrences === 1) {
    return {
      id,
      first: true,
      windowEnd: new Date(windowStart!.getTime() + coalescing.windowMinutes * 60_000),
    };
  }
  const content = coalescing.join(params);
  await tx
    .update(notifications)
    .set({ title: content.title, params: content.params })
    .where(eq(notifications.id, id));
  const reads = await tx
    .delete(notificationReads)
    .where(eq(notificationReads.notificationId, id))
    .returning({ userId: notificationReads.userId });
  return { id, first: false, content, unreadAgain: reads.length > 0 };
}

/**
 * Brings the notification's e-mails that still wait (not yet claimed by a worker) up to date with
 * its content; answers how many there were.
 */
export async function mailsWaitingFor(tx: Executor, id: number, content: NoticeContent): Promise<number> {
  if (!content.mail) return 0;
  const patch = { subject: content.title, params: messageParams(content.params), lines: content.mail.lines };
  const updated = await tx
    .update(outbox)
    .set({ payload: sql`${outbox.payload} || ${JSON.stringify(patch)}::jsonb` })
    .where(
      and(
        eq(outbox.kind, 'email'),
        isNull(outbox.deliveredAt),
        isNull(outbox.failedAt),
        eq(outbox.attempts, 0),
        sql`(${outbox.payload}->>'notification_id')::bigint = ${id}`,
      ),
    )
    .returning({ id: outbox.id });
  return updated.length;
}
