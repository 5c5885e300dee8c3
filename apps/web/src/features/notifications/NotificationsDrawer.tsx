import { Button, Drawer, Empty, Flex, Spin } from 'antd';
import { NotificationEntry } from './NotificationEntry';
import { useMarkRead, useNotificationList } from './notificationQueries';
import { useNotificationsTranslation } from './useNotificationsTranslation';
import './notifications.css';

interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** From the bell's count: 'mark all read' is offered only when something is unread. */
  unread: number;
  mobile: boolean;
}

/** The user's notifications, newest first, with the unread ones marked. */
export function NotificationsDrawer({ open, onClose, unread, mobile }: NotificationsDrawerProps) {
  const { t } = useNotificationsTranslation();
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  const anyUnread = unread > 0 || items.some((item) => !item.read);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('title')}
      size={mobile ? '100%' : 420}
      extra={
        <Button
          size="small"
          disabled={!anyUnread}
          loading={markRead.isPending && markRead.variables === 'all'}
          onClick={() => markRead.mutate('all')}
        >
          {t('markAllRead')}
        </Button>
      }
    >
      {list.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Flex vertical gap={12}>
          <ul className="afx-notifications" aria-label={t('title')}>
            {items.map((item) => (
              <NotificationEntry key={item.id} item={item} onMarkRead={(id) => markRead.mutate([id])} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('loadMore')}
            </Button>
          ) : null}
        </Flex>
      )}
    </Drawer>
  );
}
