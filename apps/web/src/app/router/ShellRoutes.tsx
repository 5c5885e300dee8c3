import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { featurePages, type FeaturePage } from '../../features/registry';
import { AreaRedirect } from './AreaRedirect';
import { pageRoutes, type PageKind } from './pageKinds';
import { PATHS } from './paths';
import { RedirectPage } from './RedirectPage';
import { RouteAccessGuard } from './RouteAccessGuard';

// The shell's own status pages load on demand too: the dashboard's first paint needs none of them.
const UnavailablePage = lazy(() =>
  import('../../features/errors/UnavailablePage').then((m) => ({ default: m.UnavailablePage })),
);
const ExternalRoutePage = lazy(() =>
  import('../../components/ExternalRoutePage').then((m) => ({ default: m.ExternalRoutePage })),
);

/** One lazy component per registered page, made once so a page keeps its state between renders. */
const lazyPages = new Map<FeaturePage, ComponentType>(
  featurePages.map((page) => [page, lazy(() => page.load().then((Page) => ({ default: Page })))]),
);

function elementFor(page: PageKind): ReactNode {
  switch (page.kind) {
    case 'feature': {
      const Page = lazyPages.get(page.page);
      return Page ? <Page /> : <UnavailablePage />;
    }
    case 'redirect':
      return <AreaRedirect />;
    case 'external':
      return <ExternalRoutePage />;
    case 'unavailable':
      return <UnavailablePage />;
  }
}

/**
 * The signed-in routes: the domain's table (with the registry's pages) behind the access guard,
 * /redirect/{path} for the tags view's refresh, and /404 for anything else.
 */
const SHELL_ROUTES: RouteObject[] = [
  { path: `${PATHS.redirect}/*`, element: <RedirectPage /> },
  {
    element: <RouteAccessGuard />,
    children: pageRoutes(featurePages).map(({ path, page }) => ({ path, element: elementFor(page) })),
  },
  { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
];

export function ShellRoutes() {
  const routes = useRoutes(SHELL_ROUTES);
  return (
    <Suspense fallback={<div className="afx-spinner afx-page-loading" role="status" />}>{routes}</Suspense>
  );
}
