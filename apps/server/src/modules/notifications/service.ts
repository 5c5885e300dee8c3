import { isAdmin, type Locale, translate } from '@afx/domain';
import type { SessionUser } from '../../platform/auth/session-user.js';
import type { Db } from '../../platform/db/pool.js';
import { pageWindow, type ListPage } from '../../platform/http/paging.js';
import { messageParams } from '../../platform/mail/message.js';
import * as repo from './repository.js';
import type { NotificationView } from './schemas.js';

const readerOf = (user: SessionUser): repo.Reader => ({
  userId: user.user_id,
  orgId: user.org_id,
  admin: isAdmin(user),
});

/** The caller's notifications, newest first, titles in the caller's language. */
export async function listNotifications(
  db: Db,
  user: SessionUser,
  locale: Locale,
  query: { page_number: number; page_size: number; only_unread: boolean },
): Promise<ListPage<NotificationView>> {
  const page = await repo.listNotifications(db, readerOf(user), {
    ...pageWindow(query),
    onlyUnread: query.only_unread,
  });
  return {
    total_count: page.total_count,
    list: page.list.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: translate(row.title, locale, messageParams(row.params)),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      count: row.occurrences,
      read: row.read,
    })),
  };
}

export const unreadCount = (db: Db, user: SessionUser): Promise<number> =>
  repo.countUnread(db, readerOf(user));

/** Marks the named notifications read for the caller; ids the caller may not see are left alone. */
export const markRead = (db: Db, user: SessionUser, ids: readonly number[]): Promise<number> =>
  repo.markRead(db, readerOf(user), ids);

export const markAllRead = (db: Db, user: SessionUser): Promise<number> => repo.markRead(db, readerOf(user));
