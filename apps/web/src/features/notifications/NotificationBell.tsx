import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useUnreadCount } from './notificationQueries';
import { useNotificationsTranslation } from './useNotificationsTranslation';

// The shell shows the bell on every page; the drawer loads when it is first opened.
const NotificationsDrawer = lazy(() =>
  import('./NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);

/** The top bar's bell: the unread count, and the drawer of notifications it opens. */
export function NotificationBell({ mobile = false }: { mobile?: boolean }) {
  const { t } = useNotificationsTranslation();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  const openDrawer = (): void => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <Tooltip title={label}>
        <Badge count={unread} size="small" offset={[-4, 4]} overflowCount={99}>
          <Button
            type="text"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={open}
            icon={<BellOutlined />}
            onClick={openDrawer}
            data-testid="notifications-button"
          />
        </Badge>
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} unread={unread} mobile={mobile} />
        </Suspense>
      ) : null}
    </>
  );
}
