import { useQueryClient } from '@tanstack/react-query';
import { App, Layout } from 'antd';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PushedEvent } from '../api/events/pushedEvent';
import { useProfile } from '../app/auth/profileContext';
import { useAuthSession } from '../app/auth/sessionContext';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { refreshNotifications } from '../features/notifications/notificationQueries';
import { countsByMenuPath, useCounters } from './counters/useCounters';
import { useLiveEvents } from './liveEvents/useLiveEvents';
import { usePageSettings } from './settings/settingsStore';
import { Sidebar } from './sidebar/Sidebar';
import { readSidebarOpen, writeSidebarOpen } from './sidebar/sidebarStatus';
import { useIsMobile } from './sidebar/useIsMobile';
import { TagsView } from './tagsView/TagsView';
import { useVisitedTags } from './tagsView/useVisitedTags';
import { TopBar } from './topBar/TopBar';
import { usePageTitle } from './usePageTitle';
import './shell.css';

// Opened rarely: the dialog loads on first use.
const ErrorLogDialog = lazy(() =>
  import('./errorLog/ErrorLogDialog').then((m) => ({ default: m.ErrorLogDialog })),
);

/** The frame of every signed-in page: sidebar, top bar, tags view, and the page itself. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const { tagsView, fixedHeader } = usePageSettings();
  const visitedTags = useVisitedTags(profile);
  const { config } = useAuthSession();
  const { counts, setCount } = useCounters(profile, config.counters);
  const [errorLogOpen, setErrorLogOpen] = useState(false);
  const [errorLogUsed, setErrorLogUsed] = useState(false);
  const openErrorLog = (): void => {
    setErrorLogUsed(true);
    setErrorLogOpen(true);
  };
  usePageTitle(profile);

  const [desktopOpen, setDesktopOpen] = useState(readSidebarOpen);
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const sidebarOpen = mobile ? drawerOpenedOn === pathname : desktopOpen;
  const toggleSidebar = (): void => {
    if (mobile) {
      setDrawerOpenedOn(sidebarOpen ? null : pathname);
      return;
    }
    writeSidebarOpen(!desktopOpen);
    setDesktopOpen(!desktopOpen);
  };

  const onEvent = useCallback(
    (event: PushedEvent) => {
      if (event.type === 'counter') {
        setCount(event.counter, event.new_count);
      } else if (event.type === 'notification') {
        void refreshNotifications(queryClient);
      } else if (event.type === 'mcs_check') {
        // A mobile check was answered: its page reads it (and the list) again.
        void queryClient.invalidateQueries({ queryKey: ['mcs'] });
      } else {
        notification.info({ title: t('events.test'), description: event.message, duration: 10 });
      }
    },
    [setCount, notification, t, queryClient],
  );
  const liveEventsConnected = useLiveEvents(onEvent);

  return (
    // The attribute says whether pushed events arrive: for support and for the end-to-end tests.
    <Layout className="afx-shell" data-live-events={liveEventsConnected ? 'open' : 'closed'}>
      <Sidebar
        mobile={mobile}
        open={sidebarOpen}
        onClose={() => setDrawerOpenedOn(null)}
        counts={countsByMenuPath(counts)}
        onOpenErrorLog={openErrorLog}
      />
      <Layout className="afx-main">
        <div className={fixedHeader ? 'afx-header afx-header-fixed' : 'afx-header'}>
          <TopBar
            mobile={mobile}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={toggleSidebar}
            onOpenErrorLog={openErrorLog}
          />
          {tagsView ? <TagsView {...visitedTags} /> : null}
        </div>
        {/* antd's Content is the page's <main>. */}
        <Layout.Content className="afx-content">
          <PageErrorBoundary
            resetKey={pathname}
            title={t('pageError.title')}
            reloadLabel={t('pageError.reload')}
          >
            {children}
          </PageErrorBoundary>
        </Layout.Content>
      </Layout>
      {errorLogUsed ? (
        <Suspense fallback={null}>
          <ErrorLogDialog open={errorLogOpen} onClose={() => setErrorLogOpen(false)} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
