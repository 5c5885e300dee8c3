/** The notification bell's and drawer's texts: the i18next namespace 'notifications'. */
export const NOTIFICATIONS_NS = 'notifications';

export const uk = {
  bell: 'Сповіщення',
  bellUnread: 'Сповіщення, непрочитаних: {{count}}',
  title: 'Сповіщення',
  markAllRead: 'Позначити всі прочитаними',
  markRead: 'Позначити прочитаним',
  unread: 'Непрочитане',
  empty: 'Сповіщень немає',
  loadMore: 'Показати ще',
  occurrences: 'Випадків: {{count}}',
};

export type NotificationsTexts = typeof uk;

export const en: NotificationsTexts = {
  bell: 'Notifications',
  bellUnread: 'Notifications, unread: {{count}}',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  empty: 'No notifications',
  loadMore: 'Show more',
  occurrences: 'Occurrences: {{count}}',
};

export const ru: NotificationsTexts = {
  bell: 'Уведомления',
  bellUnread: 'Уведомления, непрочитанных: {{count}}',
  title: 'Уведомления',
  markAllRead: 'Отметить все прочитанными',
  markRead: 'Отметить прочитанным',
  unread: 'Непрочитанное',
  empty: 'Уведомлений нет',
  loadMore: 'Показать ещё',
  occurrences: 'Случаев: {{count}}',
};
