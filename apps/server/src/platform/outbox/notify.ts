import { and, eq, type SQL } from 'drizzle-orm';
import { type Issue, type MessageKey, resolveLocale } from '@afx/domain';
import { users } from '../../identity/schema.js';
import type { EventTarget } from '../events/types.js';
import { messageParams } from '../mail/message.js';
import { enqueueOutbox, type OutboxEntry, type OutboxExecutor } from './outbox.js';
import { notifications } from './schema.js';

/** Who a notification is for. */
export type Audience = { admins: true } | { orgId: number } | { userId: number };

export type Notice = {
  kind: string;
  /** Shown in the bell and used as the e-mail's subject, filled with `params`. */
  title: MessageKey;
  params: Record<string, unknown>;
  /** Also e-mailed to every active person of the audience: the body, its detail lines, a portal page. */
  mail?: { body: MessageKey; lines: Issue[]; path: string };
};

const activeUsersOf = (to: Audience): SQL => {
  const audience =
    'admins' in to
      ? eq(users.role, 'admin')
      : 'orgId' in to
        ? eq(users.orgId, to.orgId)
        : eq(users.id, to.userId);
  return and(audience, eq(users.status, 'active'))!;
};

const eventTargetOf = (to: Audience): EventTarget =>
  'admins' in to ? { role: 'admin' } : 'orgId' in to ? { orgId: to.orgId } : { userId: to.userId };

/**
 * Creates a notification in the caller's transaction, with what it sets off through the outbox: a
 * live event to the audience's open pages and, when asked, an e-mail to each of them in their own
 * language. Nothing leaves before the change commits.
 */
export async function notify(tx: OutboxExecutor, to: Audience, notice: Notice): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      orgId: 'orgId' in to ? to.orgId : null,
      userId: 'userId' in to ? to.userId : null,
      kind: notice.kind,
      title: notice.title,
      params: notice.params,
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  const entries: OutboxEntry[] = [
    { kind: 'live_event', payload: { to: eventTargetOf(to), event: { type: 'notification', id } } },
  ];
  const { mail } = notice;
  if (mail) {
    const recipients = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(activeUsersOf(to));
    const params = messageParams(notice.params);
    for (const recipient of recipients) {
      entries.push({
        kind: 'email',
        payload: {
          to: recipient.email,
          locale: resolveLocale(recipient.locale),
          subject: notice.title,
          body: mail.body,
          params,
          lines: mail.lines,
          path: mail.path,
        },
      });
    }
  }
  await enqueueOutbox(tx, entries);
  return id;
}
