import { SIDEBAR_WIDTH_PX } from '@afx/domain';
import { Drawer, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageSettings } from '../settings/settingsStore';
import { SidebarLogo } from './SidebarLogo';
import { SidebarMenu } from './SidebarMenu';

/** The spec's sidebar width; collapsed on a desktop it keeps only the icons. */
/** The spec's sidebar width, kept in the domain with the other layout constants. */
export const SIDEBAR_WIDTH = SIDEBAR_WIDTH_PX;
const COLLAPSED_WIDTH = 64;
const SIDEBAR_BACKGROUND = '#001529';

interface SidebarProps {
  mobile: boolean;
  open: boolean;
  onClose: () => void;
  counts: Readonly<Record<string, number | null>>;
  onOpenErrorLog: () => void;
}

/** A fixed column on a desktop; below 992 px a drawer that the menu toggle opens. */
export function Sidebar({ mobile, open, onClose, counts, onOpenErrorLog }: SidebarProps) {
  const { t } = useTranslation();
  const { sidebarLogo } = usePageSettings();
  const collapsed = !mobile && !open;
  const content: ReactNode = (
    <>
      {sidebarLogo ? <SidebarLogo collapsed={collapsed} /> : null}
      <SidebarMenu counts={counts} collapsed={collapsed} onOpenErrorLog={onOpenErrorLog} />
    </>
  );

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={open}
        onClose={onClose}
        size={SIDEBAR_WIDTH}
        closable={false}
        title={null}
        aria-label={t('layout.navigation')}
        styles={{ body: { padding: 0, background: SIDEBAR_BACKGROUND } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      theme="dark"
      className="afx-sidebar"
    >
      {content}
    </Layout.Sider>
  );
}
