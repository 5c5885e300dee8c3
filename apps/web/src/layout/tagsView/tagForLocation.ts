import { canAccessRoute, matchRoute, type SessionUserLike } from '@afx/domain';
import { DASHBOARD_TAG, type VisitedTag } from './visitedTags';

/** Pages that are passed through or are errors: never a tag. */
const NOT_TAGGED = ['/redirect', '/404', '/401'];

/**
 * The tag for a page the user opened, or null: unknown paths, redirects, error pages and pages
 * the user may not open get none.
 */
export function tagForLocation(
  user: SessionUserLike,
  location: { pathname: string; search: string },
): VisitedTag | null {
  const { pathname, search } = location;
  if (NOT_TAGGED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  const route = matchRoute(pathname).at(-1);
  if (!route || !coversWholePath(route.path, pathname)) return null;
  if (route.redirect !== undefined || !canAccessRoute(user, pathname)) return null;
  return {
    path: pathname,
    fullPath: `${pathname}${search}`,
    titleKey: route.titleKey,
    fixed: pathname === DASHBOARD_TAG.path,
  };
}

/** matchRoute answers the longest prefix; a tag needs the route of the whole path. */
function coversWholePath(pattern: string, pathname: string): boolean {
  const count = (path: string): number => path.split('/').filter(Boolean).length;
  return count(pattern) === count(pathname);
}
