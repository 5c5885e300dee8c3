import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import { type ListPage, listPage, totalCount } from '../../platform/http/paging.js';
import { notifications } from '../../platform/outbox/tables.js';
import { notificationReads } from './tables.js';

/** Whose notifications: the person, their organisation, and whether they are an administrator. */
export type Reader = { userId: number; orgId: number; admin: boolean };

export type NotificationRow = {
  id: number;
  kind: string;
  title: string;
  params: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  /** How many notices it stands for (coalesced ones count). */
  occurrences: number;
  read: boolean;
};

/** Addressed to the person, to everyone of their organisation, or (administrators) to the platform's administrators. */
function visibleTo(reader: Reader): SQL {
  const audiences = [
    eq(notifications.userId, reader.userId),
    and(isNull(notifications.userId), eq(notifications.orgId, reader.orgId)),
  ];
  if (reader.admin) audiences.push(and(isNull(notifications.userId), isNull(notifications.orgId)));
  return or(...audiences)!;
}

const readBy = (reader: Reader): SQL =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.userId))!;

const unread = (reader: Reader): SQL =>
  sql`not exists (select 1 from ${notificationReads} where ${readBy(reader)})`;

export async function listNotifications(
  db: Db,
  reader: Reader,
  page: { limit: number; offset: number; onlyUnread: boolean },
): Promise<ListPage<NotificationRow>> {
  return listPage(page, ({ limit, offset }) =>
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        params: notifications.params,
        created_at: notifications.createdAt,
        updated_at: notifications.updatedAt,
        occurrences: notifications.occurrences,
        read: sql<boolean>`${notificationReads.userId} is not null`,
        total: totalCount,
      })
      .from(notifications)
      .leftJoin(notificationReads, readBy(reader))
      .where(and(visibleTo(reader), page.onlyUnread ? isNull(notificationReads.userId) : undefined))
      // A coalesced notification rises with its latest notice.
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(visibleTo(reader), unread(reader)));
  return row?.count ?? 0;
}

/** Marks the reader's unread notifications read (only those they may see); answers how many. */
export async function markRead(db: Db, reader: Reader, ids?: readonly number[]): Promise<number> {
  // insert … select takes every column of the table, in its order.
  const chosen = db
    .select({
      notificationId: notifications.id,
      userId: sql<number>`${reader.userId}::integer`.as('user_id'),
      readAt: sql<Date>`now()`.as('read_at'),
    })
    .from(notifications)
    .where(and(visibleTo(reader), unread(reader), ids ? inArray(notifications.id, [...ids]) : undefined));
  const marked = await db
    .insert(notificationReads)
    .select(chosen)
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return marked.length;
}
