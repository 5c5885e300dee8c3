import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { ErrorLogButton } from '../errorLog/ErrorLogButton';
import { LanguageSelect } from '../LanguageSelect';
import { SettingsButton } from '../settings/SettingsButton';
import { Breadcrumbs } from './Breadcrumbs';
import { FullscreenButton } from './FullscreenButton';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenErrorLog: () => void;
}

/**
 * Menu toggle and breadcrumbs on the left; error log, notifications, full screen, language, settings
 * and user on the right.
 */
export function TopBar({ mobile, sidebarOpen, onToggleSidebar, onOpenErrorLog }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="afx-top-bar">
      <Button
        type="text"
        className="afx-menu-toggle"
        aria-label={sidebarOpen ? t('layout.closeMenu') : t('layout.openMenu')}
        aria-expanded={sidebarOpen}
        data-testid="menu-toggle"
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      {mobile ? null : <Breadcrumbs />}
      <Flex align="center" gap={4} className="afx-top-bar-actions">
        <ErrorLogButton onOpen={onOpenErrorLog} />
        <NotificationBell mobile={mobile} />
        {mobile ? null : <FullscreenButton />}
        <LanguageSelect compact={mobile} />
        <SettingsButton />
        <UserMenu compact={mobile} />
      </Flex>
    </Layout.Header>
  );
}
