import { ROUTE_ACCESS, type RouteAccess } from '@afx/domain';
import type { FeaturePage } from '../../features/registry';
import { isConfigurableExternalPage } from '../../layout/menu/externalPages';

/** What a route of the table renders, in this order of precedence. */
export type PageKind =
  | { kind: 'feature'; page: FeaturePage }
  | { kind: 'redirect' }
  | { kind: 'external' }
  | { kind: 'unavailable' };

/** Routes the shell handles itself, outside the page table. */
const SHELL_OWN_PATHS = new Set(['/404', '/401', '/redirect/:path*']);

export interface PageRoute {
  /** react-router's form of the path. */
  path: string;
  route: RouteAccess;
  page: PageKind;
}

/** Every route of the domain's table, flattened, with what it renders. */
export function pageRoutes(
  features: readonly FeaturePage[],
  routes: readonly RouteAccess[] = ROUTE_ACCESS,
): PageRoute[] {
  const byPath = new Map(features.map((feature) => [feature.path, feature]));
  const flatten = (list: readonly RouteAccess[]): RouteAccess[] =>
    list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
  return flatten(routes)
    .filter((route) => !SHELL_OWN_PATHS.has(route.path))
    .map((route) => ({ path: toRouterPath(route.path), route, page: kindOf(route, byPath.get(route.path)) }));
}

function kindOf(route: RouteAccess, feature: FeaturePage | undefined): PageKind {
  if (feature) return { kind: 'feature', page: feature };
  if (route.redirect !== undefined) return { kind: 'redirect' };
  if (isConfigurableExternalPage(route.path)) return { kind: 'external' };
  return { kind: 'unavailable' };
}

/** The table writes the rest of a path as ':name*'; react-router as '*'. */
export function toRouterPath(path: string): string {
  return path.replace(/:\w+\*$/, '*');
}
