import { allowedRoutes, type MessageKey, type RouteAccess, type SessionUserLike } from '@afx/domain';

/** One sidebar entry: a page (no children) or a group of pages. */
export interface MenuEntry {
  /** The route's path, the entry's key. */
  path: string;
  /** Where a click goes: the route itself, or where it redirects (search → the incident list). */
  target: string;
  titleKey: MessageKey;
  external: boolean;
  children: readonly MenuEntry[];
}

/**
 * The sidebar's top-level order (spec 1 §2 Shell). Routes not listed here are reached elsewhere:
 * /about and /account from the user menu.
 */
export const MENU_ORDER: readonly string[] = [
  '/',
  '/help',
  '/manager',
  '/admin',
  '/forum',
  '/incidents',
  '/mobile-check',
  '/cci',
  '/ecs',
  '/analytics',
  '/fpt',
  '/di',
  '/crc',
];

/** The menu a user sees: the domain's route table reduced to what the user's codes and role allow. */
export function buildMenu(user: SessionUserLike): MenuEntry[] {
  const allowed = allowedRoutes(user);
  return MENU_ORDER.flatMap((path) => {
    const route = allowed.find((candidate) => candidate.path === path);
    return route && !route.hidden ? [toEntry(route)] : [];
  });
}

function toEntry(route: RouteAccess): MenuEntry {
  const children = (route.children ?? []).filter((child) => !child.hidden).map(toEntry);
  return {
    path: route.path,
    target: children.length === 0 && route.redirect ? route.redirect : route.path,
    titleKey: route.titleKey,
    external: route.external === true,
    children,
  };
}

/** Every entry that is a page, depth first. */
export function menuLeaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children.length > 0 ? menuLeaves(entry.children) : [entry]));
}

/** The page entry to highlight: the one for the path, else the one the path lies under. */
export function selectedEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  const leaves = menuLeaves(entries);
  const exact =
    leaves.find((leaf) => leaf.path === pathname) ?? leaves.find((leaf) => leaf.target === pathname);
  if (exact) return exact;
  return leaves
    .filter((leaf) => leaf.path !== '/' && pathname.startsWith(`${leaf.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The groups above an entry, outermost first: the submenus to open. */
export function groupsAbove(entries: readonly MenuEntry[], path: string): string[] {
  for (const entry of entries) {
    if (entry.path === path) return [];
    const below = groupsAbove(entry.children, path);
    if (entry.children.some((child) => child.path === path) || below.length > 0)
      return [entry.path, ...below];
  }
  return [];
}
