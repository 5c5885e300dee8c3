import { isAdmin, translate } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { pageWindow, type ListPage } from '../../platform/http/paging.js';
import { messageParams } from '../../platform/mail/message.js';
import * as repo from './repository.js';
import type { NotificationView } from './api.js';

const readerOf = (caller: Caller): repo.Reader => ({
  userId: caller.user_id,
  orgId: caller.org_id,
  admin: isAdmin(caller),
});

/** The caller's notifications, newest first, titles in the caller's language. */
export async function listNotifications(
  db: Db,
  caller: Caller,
  query: { page_number: number; page_size: number; only_unread: boolean },
): Promise<ListPage<NotificationView>> {
  const page = await repo.listNotifications(db, readerOf(caller), {
    ...pageWindow(query),
    onlyUnread: query.only_unread,
  });
  return {
    total_count: page.total_count,
    list: page.list.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: translate(row.title, caller.locale, messageParams(row.params)),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      count: row.occurrences,
      read: row.read,
    })),
  };
}

export const unreadCount = (db: Db, caller: Caller): Promise<number> =>
  repo.countUnread(db, readerOf(caller));

/** Marks the named notifications read for the caller; ids the caller may not see are left alone. */
export const markRead = (db: Db, caller: Caller, ids: readonly number[]): Promise<number> =>
  repo.markRead(db, readerOf(caller), ids);

export const markAllRead = (db: Db, caller: Caller): Promise<number> => repo.markRead(db, readerOf(caller));
