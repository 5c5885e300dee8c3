import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  MobileOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  StopOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icon of each menu entry; entries not listed share the generic one. */
const MENU_ICONS: Readonly<Record<string, ReactNode>> = {
  '/': <DashboardOutlined />,
  '/help': <QuestionCircleOutlined />,
  '/help/support': <CustomerServiceOutlined />,
  '/help/crimecheck': <SafetyCertificateOutlined />,
  '/help/atm-list': <BookOutlined />,
  '/manager': <TeamOutlined />,
  '/manager/users': <UserOutlined />,
  '/forum': <CommentOutlined />,
  '/forum/news': <NotificationOutlined />,
  '/forum/conf': <TeamOutlined />,
  '/incidents': <AlertOutlined />,
  '/incidents/search': <FileSearchOutlined />,
  '/incidents/illegal_casino': <StopOutlined />,
  '/incidents/categories': <TagsOutlined />,
  '/mobile-check': <MobileOutlined />,
  '/ecs': <FileTextOutlined />,
  '/analytics': <BarChartOutlined />,
  '/fpt': <SwapOutlined />,
  '/di': <BookOutlined />,
  '/crc': <AuditOutlined />,
  '/crc/setup': <SettingOutlined />,
  '/fpt/setup': <SettingOutlined />,
};

export function menuIcon(path: string): ReactNode {
  return MENU_ICONS[path] ?? <AppstoreOutlined />;
}
