import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteErrorPage } from '../../components/RouteErrorPage';
import { CallbackPage } from '../auth/CallbackPage';
import { RequireSignIn } from '../auth/RequireSignIn';
import { PATHS } from './paths';

/**
 * A route whose component is its own chunk. The router starts loading the chunks of the first
 * URL as soon as it is created, in parallel with /config and the sign-in check.
 */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The top-level routes: sign-in callback, the public error pages, and the signed-in shell (ShellRoutes). */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: PATHS.callback, Component: CallbackPage },
      {
        lazy: lazyComponent(
          () => import('./PublicArea'),
          (m) => m.PublicArea,
        ),
        children: [
          {
            path: PATHS.notFound,
            lazy: lazyComponent(
              () => import('../../features/errors/NotFoundPage'),
              (m) => m.NotFoundPage,
            ),
          },
          {
            path: PATHS.forbidden,
            lazy: lazyComponent(
              () => import('../../features/errors/ForbiddenPage'),
              (m) => m.ForbiddenPage,
            ),
          },
        ],
      },
      {
        Component: RequireSignIn,
        children: [
          {
            // Everything else is the signed-in shell; its routes (the domain's route table and the
            // pages) load with it, so the first paint of the sign-in redirect carries none of them.
            path: '*',
            lazy: lazyComponent(
              () => import('./SignedInArea'),
              (m) => m.SignedInArea,
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
