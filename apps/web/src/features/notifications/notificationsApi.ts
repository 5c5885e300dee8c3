import type { ApiAnswer, ApiRow } from '../../api/contract';
import { http } from '../../api/http';

// The signed-in user's notifications (apps/server/src/modules/notifications); no permission code.
export const NOTIFICATIONS_BASE = '/api/notifications/v1';

/**
 * A notification as /list answers it: the title is already in the user's language; `count` notices
 * of one kind and subject within a window are one notification, `updated_at` the latest of them.
 */
export type NotificationItem = ApiRow<'/api/notifications/v1/list'>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function parseUnreadCount(data: unknown): number {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).unread_count : undefined;
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export const notificationsApi = {
  list: (pageNumber: number, signal?: AbortSignal) =>
    http.post<ApiAnswer<'/api/notifications/v1/list'>>(
      `${NOTIFICATIONS_BASE}/list`,
      { page_number: pageNumber, page_size: NOTIFICATIONS_PAGE_SIZE },
      { signal },
    ),
  unreadCount: (signal?: AbortSignal) =>
    http.post(`${NOTIFICATIONS_BASE}/unread_count`, {}, { signal, parse: parseUnreadCount }),
  markRead: (ids: readonly number[]) =>
    http.post<ApiAnswer<'/api/notifications/v1/mark_read'>>(`${NOTIFICATIONS_BASE}/mark_read`, { ids }),
  markAllRead: () =>
    http.post<ApiAnswer<'/api/notifications/v1/mark_all_read'>>(`${NOTIFICATIONS_BASE}/mark_all_read`, {}),
};
