import { matchRoute, type MessageKey } from '@afx/domain';

export interface BreadcrumbStep {
  titleKey: MessageKey;
  /** Where the step leads; none for the current page and for groups that are not pages. */
  link?: string;
}

/** The dashboard, then the matched route chain; the last step is the current page. */
export function breadcrumbTrail(pathname: string): BreadcrumbStep[] {
  const chain = matchRoute(pathname);
  if (chain.length === 0) return [];
  const dashboard: BreadcrumbStep = { titleKey: 'route_dashboard', link: '/' };
  if (chain.length === 1 && chain[0]?.path === '/') return [{ titleKey: 'route_dashboard' }];
  return [
    dashboard,
    ...chain.map((route, index): BreadcrumbStep => {
      const last = index === chain.length - 1;
      const link = route.redirect ?? (route.path.includes(':') ? undefined : route.path);
      return last || link === undefined ? { titleKey: route.titleKey } : { titleKey: route.titleKey, link };
    }),
  ];
}
