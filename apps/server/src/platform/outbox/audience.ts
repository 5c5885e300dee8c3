import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../../identity/tables.js';
import type { EventTarget } from '../events/types.js';

/** Who a notification is for. */
export type Audience = { admins: true } | { orgId: number } | { userId: number };

/** The active people of the audience: who gets its e-mails. */
export const activeUsersOf = (to: Audience): SQL => {
  const audience =
    'admins' in to
      ? eq(users.role, 'admin')
      : 'orgId' in to
        ? eq(users.orgId, to.orgId)
        : eq(users.id, to.userId);
  return and(audience, eq(users.status, 'active'))!;
};

/** The open pages that hear of the audience's notifications. */
export const eventTargetOf = (to: Audience): EventTarget =>
  'admins' in to ? { role: 'admin' } : 'orgId' in to ? { orgId: to.orgId } : { userId: to.userId };

/** The audience as part of a coalescing key: notices to different people never merge. */
export const audienceKey = (to: Audience): string =>
  'admins' in to ? 'admins' : 'orgId' in to ? `org:${to.orgId}` : `user:${to.userId}`;

/** A notification row of a notice for an audience: its addressee columns and what it shows. */
export const notificationRow = (
  to: Audience,
  notice: { kind: string; title: string; params: Record<string, unknown> },
) => ({
  orgId: 'orgId' in to ? to.orgId : null,
  userId: 'userId' in to ? to.userId : null,
  kind: notice.kind,
  title: notice.title,
  params: notice.params,
});
