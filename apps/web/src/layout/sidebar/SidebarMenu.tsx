import { BugOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { useAuthSession } from '../../app/auth/sessionContext';
import { useRouteTitle } from '../routeTitle';
import { toMenuItems } from '../menu/menuItems';
import { buildMenu, groupsAbove, selectedEntry } from '../menu/menuModel';

const ERROR_LOG_KEY = 'error-log';

interface SidebarMenuProps {
  counts: Readonly<Record<string, number | null>>;
  collapsed: boolean;
  onOpenErrorLog: () => void;
}

/** The navigation menu: the user's allowed areas, the current page highlighted and its group open. */
export function SidebarMenu({ counts, collapsed, onOpenErrorLog }: SidebarMenuProps) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const profile = useProfile();
  const { config } = useAuthSession();
  const { pathname } = useLocation();

  const entries = useMemo(() => buildMenu(profile), [profile]);
  const selected = selectedEntry(entries, pathname);
  const activeGroups = selected ? groupsAbove(entries, selected.path) : [];
  const [openGroups, setOpenGroups] = useState<string[]>(activeGroups);
  // Collapsed, groups open as pop-ups on hover; the inline choice is kept for when it expands.
  const [popupGroups, setPopupGroups] = useState<string[]>([]);
  // A navigation from outside the menu (a tag, a link) opens the group of the new page.
  const [openedFor, setOpenedFor] = useState(selected?.path);
  if (openedFor !== selected?.path) {
    setOpenedFor(selected?.path);
    setOpenGroups((open) => [...new Set([...open, ...activeGroups])]);
  }

  const items = useMemo<NonNullable<MenuProps['items']>>(
    () => [
      ...toMenuItems(entries, { title: (entry) => routeTitle(entry.titleKey), config, counts }),
      { key: ERROR_LOG_KEY, icon: <BugOutlined />, label: t('errorLog.title') },
    ],
    [entries, routeTitle, config, counts, t],
  );

  return (
    <nav aria-label={t('layout.navigation')}>
      <Menu
        mode="inline"
        theme="dark"
        className="afx-menu"
        items={items}
        selectedKeys={selected ? [selected.path] : []}
        openKeys={collapsed ? popupGroups : openGroups}
        onOpenChange={collapsed ? setPopupGroups : setOpenGroups}
        onClick={({ key }) => {
          if (key === ERROR_LOG_KEY) onOpenErrorLog();
        }}
      />
    </nav>
  );
}
