import { type Issue, type MessageKey, resolveLocale } from '@afx/domain';
import { users } from '../../identity/tables.js';
import type { Executor } from '../db/pool.js';
import { messageParams } from '../mail/message.js';
import { activeUsersOf, type Audience, eventTargetOf, notificationRow } from './audience.js';
import { coalesceNotification, type Coalescing, mailsWaitingFor } from './coalesce.js';
import { enqueueOutbox, type OutboxEntry } from './outbox.js';
import { notifications } from './tables.js';

export type { Audience };

/** What a notice shows: the bell's title and, when asked, an e-mail to each person of the audience. */
export type NoticeContent = {
  /** Shown in the bell and used as the e-mail's subject, filled with `params`. */
  title: MessageKey;
  params: Record<string, unknown>;
  /** Also e-mailed to every active person of the audience: the body, its detail lines, a portal page. */
  mail?: { body: MessageKey; lines: Issue[]; path: string };
};

export type Notice = NoticeContent & {
  kind: string;
  /** Notices of this kind and key within one window become one notification that counts them. */
  coalesce?: Coalescing;
};

const liveEvent = (to: Audience, id: number): OutboxEntry => ({
  kind: 'live_event',
  payload: { to: eventTargetOf(to), event: { type: 'notification', id } },
});

/** One e-mail per active person of the audience, each in their own language. */
async function mailsOf(
  tx: Executor,
  to: Audience,
  id: number,
  content: NoticeContent,
  notBefore?: Date,
): Promise<OutboxEntry[]> {
  const { mail } = content;
  if (!mail) return [];
  const recipients = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(activeUsersOf(to));
  const params = messageParams(content.params);
  return recipients.map((recipient) => ({
    kind: 'email',
    notBefore,
    payload: {
      to: recipient.email,
      locale: resolveLocale(recipient.locale),
      subject: content.title,
      body: mail.body,
      params,
      lines: mail.lines,
      path: mail.path,
      notification_id: id,
    },
  }));
}

/**
 * Creates a notification in the caller's transaction, with what it sets off through the outbox: a
 * live event to the audience's open pages and, when asked, an e-mail to each of them in their own
 * language. Nothing leaves before the change commits.
 *
 * A coalescing notice joins the notification of its kind and key in the current window when there
 * is one: the notification counts it, shows the merged content, turns unread again for whoever had
 * read it, and the e-mails (held until the window closes) are brought up to date.
 */
export async function notify(tx: Executor, to: Audience, notice: Notice): Promise<number> {
  if (!notice.coalesce) {
    const [row] = await tx
      .insert(notifications)
      .values(notificationRow(to, notice))
      .returning({ id: notifications.id });
    const id = row!.id;
    await enqueueOutbox(tx, [liveEvent(to, id), ...(await mailsOf(tx, to, id, notice))]);
    return id;
  }

  const joined = await coalesceNotification(tx, to, notice, notice.coalesce);
  if (joined.first) {
    const mails = await mailsOf(tx, to, joined.id, notice, joined.windowEnd);
    await enqueueOutbox(tx, [liveEvent(to, joined.id), ...mails]);
    return joined.id;
  }
  const entries: OutboxEntry[] = [];
  // The open pages need telling only when someone now has it unread again; the others refresh by polling.
  if (joined.unreadAgain) entries.push(liveEvent(to, joined.id));
  const waiting = await mailsWaitingFor(tx, joined.id, joined.content);
  // Every e-mail of the window already left (the window just closed): this notice goes out on its own.
  if (waiting === 0) entries.push(...(await mailsOf(tx, to, joined.id, joined.content)));
  await enqueueOutbox(tx, entries);
  return joined.id;
}
