import { canAccessRoute, matchRoute, type SessionUserLike } from '@afx/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from './routeTitle';

/** "{route title} — AFX"; a page the user may not open is titled as the 401 page. */
export function usePageTitle(user: SessionUserLike | null): void {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const { pathname } = useLocation();
  const route = matchRoute(pathname).at(-1);
  const key = user && route && !canAccessRoute(user, pathname) ? 'route_401' : route?.titleKey;
  const title = key && key !== 'route_redirect' ? `${routeTitle(key)} — ${t('app.name')}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
