import { formatInstantToMinute } from '@afx/domain';
import { Badge, Button, Typography } from 'antd';
import type { NotificationItem } from './notificationsApi';
import { useNotificationsTranslation } from './useNotificationsTranslation';

/**
 * One notification: its title, the time of its latest notice in Kyiv and, when it stands for
 * several, how many; for an unread one a mark and a way to mark it read.
 */
export function NotificationEntry({
  item,
  onMarkRead,
}: {
  item: NotificationItem;
  onMarkRead: (id: number) => void;
}) {
  const { t } = useNotificationsTranslation();
  const unread = !item.read;
  return (
    <li className={unread ? 'afx-notification afx-notification-unread' : 'afx-notification'}>
      <Badge status={unread ? 'processing' : 'default'} />
      <div className="afx-notification-text">
        <Typography.Text strong={unread}>{item.title}</Typography.Text>
        <div>
          <Typography.Text type="secondary">
            <time dateTime={item.updated_at}>{formatInstantToMinute(new Date(item.updated_at))}</time>
            {item.count > 1 ? ` · ${t('occurrences', { count: item.count })}` : null}
          </Typography.Text>
          {unread ? <span className="afx-notification-unread-label"> · {t('unread')}</span> : null}
        </div>
      </div>
      {unread ? (
        <Button size="small" type="link" onClick={() => onMarkRead(item.id)}>
          {t('markRead')}
        </Button>
      ) : null}
    </li>
  );
}
