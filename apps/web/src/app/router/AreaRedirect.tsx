import { allowedRoutes, type RouteAccess } from '@afx/domain';
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../auth/profileContext';

const UnavailablePage = lazy(() =>
  import('../../features/errors/UnavailablePage').then((m) => ({ default: m.UnavailablePage })),
);

function findRoute(routes: readonly RouteAccess[], path: string): RouteAccess | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const below = findRoute(route.children ?? [], path);
    if (below) return below;
  }
  return undefined;
}

/** An index route: on to its first child the user may open (/di → /di/atms for an ATM-only user). */
export function AreaRedirect() {
  const profile = useProfile();
  const { pathname, search } = useLocation();
  const target = findRoute(allowedRoutes(profile), pathname)?.redirect;
  return target ? <Navigate to={`${target}${search}`} replace /> : <UnavailablePage />;
}
