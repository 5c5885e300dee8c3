import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FIRST_POLL_MS, POLL_INTERVAL_MS } from '../../layout/counters/useCounters';
import { notificationsApi, NOTIFICATIONS_PAGE_SIZE } from './notificationsApi';

export const NOTIFICATION_KEYS = {
  all: ['notifications'],
  unread: ['notifications', 'unread'],
  list: ['notifications', 'list'],
} as const;

/** A pushed `notification` event: the count and the list are read again. */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });
}

/** The unread count, polled like the sidebar counters: first 2 s after start, then every 60 s. */
export function useUnreadCount(): number {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const first = setTimeout(() => setStarted(true), FIRST_POLL_MS);
    return () => clearTimeout(first);
  }, []);
  const query = useQuery({
    queryKey: NOTIFICATION_KEYS.unread,
    queryFn: ({ signal }) => notificationsApi.unreadCount(signal),
    enabled: started,
    refetchInterval: POLL_INTERVAL_MS,
  });
  return query.data ?? 0;
}

/** The notifications, newest first, a page at a time; read only while the drawer is open. */
export function useNotificationList(open: boolean) {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_KEYS.list,
    queryFn: ({ pageParam, signal }) => notificationsApi.list(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * NOTIFICATIONS_PAGE_SIZE < last.total_count ? pages.length + 1 : undefined,
    enabled: open,
  });
}

/** Marks some (ids) or all notifications read, then reads the count and the list again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] | 'all') =>
      ids === 'all' ? notificationsApi.markAllRead() : notificationsApi.markRead(ids),
    onSettled: () => refreshNotifications(queryClient),
  });
}
