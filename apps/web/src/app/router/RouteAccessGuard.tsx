import { canAccessRoute } from '@afx/domain';
import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfile } from '../auth/profileContext';

const ForbiddenPage = lazy(() =>
  import('../../features/errors/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })),
);

/**
 * Every page of the table passes here: a path the user's codes or role do not allow shows the
 * 401 page in place (a typed URL is not sent to sign-in: the user is signed in, just not allowed).
 */
export function RouteAccessGuard() {
  const profile = useProfile();
  const { pathname } = useLocation();
  return canAccessRoute(profile, pathname) ? <Outlet /> : <ForbiddenPage />;
}
