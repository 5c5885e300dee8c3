import type { MessageKey } from './messages/index.js';
import {
  codesOf,
  hasAny,
  hasRole,
  isAdmin,
  isCyberPoliceUser,
  type PermissionCode,
  type SessionUserLike,
} from './permissions.js';

/**
 * One route of the web app (spec 1 §2, spec 2 §2, spec 3 §2.1). Paths are absolute; ':name' is
 * one path segment, ':name*' the rest of the path. A route without codes is open to every
 * signed-in user; children inherit the nearest ancestor's codes and role unless they set their own.
 */
export type RouteAudience = 'police' | 'bank';

/** A role a route may require: the organisation manager's pages, or the operator's (admin only). */
export type RouteRole = 'manager' | 'admin';

export type RouteAccess = {
  readonly path: string;
  readonly titleKey: MessageKey;
  /** Either code grants access. */
  readonly codes?: readonly PermissionCode[];
  /** Only users with this role (the administrator always passes). */
  readonly role?: RouteRole;
  /**
   * Whose organisation the route serves: 'police' only users of cyber-police organisations (the
   * police cabinet), 'bank' everyone else (the bank side of Crime Check). Inherited like codes.
   */
  readonly audience?: RouteAudience;
  /** Reachable without signing in. */
  readonly public?: boolean;
  /** Where the route sends the browser (index routes go to their first child). */
  readonly redirect?: string;
  /** Not in the menu (dialog routes, hidden pages, error pages). */
  readonly hidden?: boolean;
  /** Leaves for an external page whose address is configured, not part of the app. */
  readonly external?: boolean;
  readonly children?: readonly RouteAccess[];
};

const FPT_OUT = codesOf(1005);
const FPT_IN = codesOf(1006);
const CRC = codesOf(22);

/** The dialog routes of a list: '{list}/id/:id' and '{list}/history/:id'. */
function dialogRoutes(list: string, titleKey: MessageKey): RouteAccess[] {
  return [
    { path: `${list}/id/:id`, titleKey, hidden: true },
    { path: `${list}/history/:id`, titleKey: 'route_history', hidden: true },
  ];
}

/**
 * A list and its record's address, '{list}/id/:id' (the row's dialog opened): hidden, it has the
 * list's title and inherits its codes and role (docs/decisions/0028-records-in-the-address.md).
 */
function listWithRecord(list: string, titleKey: MessageKey): RouteAccess {
  return { path: list, titleKey, children: [{ path: `${list}/id/:id`, titleKey, hidden: true }] };
}

/** A directory list and its record's address, guarded by the directory's codes. */
function directoryRoute(list: string, titleKey: MessageKey, codes: readonly PermissionCode[]): RouteAccess {
  return { ...listWithRecord(list, titleKey), codes };
}

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { path: '/', titleKey: 'route_dashboard', public: true },
  { path: '/about', titleKey: 'route_about', public: true },
  { path: '/redirect/:path*', titleKey: 'route_redirect', public: true, hidden: true },
  { path: '/404', titleKey: 'route_404', public: true, hidden: true },
  { path: '/401', titleKey: 'route_401', public: true, hidden: true },
  {
    path: '/forum',
    titleKey: 'route_forum',
    codes: codesOf(6),
    redirect: '/forum/news',
    children: [
      { path: '/forum/news', titleKey: 'route_forum_news', external: true },
      { path: '/forum/conf', titleKey: 'route_forum_conf', external: true },
    ],
  },
  {
    path: '/incidents',
    titleKey: 'route_incidents',
    codes: codesOf(1000),
    children: [
      { path: '/incidents/search', titleKey: 'route_incident_search', redirect: '/incidents' },
      { path: '/incidents/create', titleKey: 'route_incident_create', hidden: true },
      { path: '/incidents/update', titleKey: 'route_incident_update', hidden: true },
      { path: '/incidents/read', titleKey: 'route_incident_read', hidden: true },
      { path: '/incidents/delete', titleKey: 'route_incident_delete', hidden: true },
      { path: '/incidents/id/:id', titleKey: 'route_incident', hidden: true },
      { path: '/incidents/illegal_casino', titleKey: 'route_illegal_casino' },
      { path: '/incidents/categories', titleKey: 'route_incident_categories' },
    ],
  },
  { path: '/mobile-check', titleKey: 'route_mobile_check', codes: codesOf(1002) },
  {
    path: '/cci',
    titleKey: 'route_cci',
    codes: codesOf(1010),
    children: [
      // The menu's entry of the wizard (the group itself is the wizard's page, as /incidents is).
      { path: '/cci/new', titleKey: 'route_cci_new', redirect: '/cci' },
      { path: '/cci/requests', titleKey: 'route_cci_requests' },
    ],
  },
  {
    path: '/fpt',
    titleKey: 'route_fpt',
    codes: [...FPT_OUT, ...FPT_IN],
    redirect: '/fpt/request',
    children: [
      { path: '/fpt/request', titleKey: 'route_fpt_request', codes: FPT_OUT },
      {
        path: '/fpt/request-out',
        titleKey: 'route_fpt_request_out',
        codes: FPT_OUT,
        children: dialogRoutes('/fpt/request-out', 'route_fpt_alert'),
      },
      {
        path: '/fpt/request-in',
        titleKey: 'route_fpt_request_in',
        codes: FPT_IN,
        children: dialogRoutes('/fpt/request-in', 'route_fpt_alert'),
      },
      { path: '/fpt/setup', titleKey: 'route_fpt_setup', codes: [...FPT_OUT, ...FPT_IN] },
    ],
  },
  {
    path: '/crc',
    titleKey: 'route_crc',
    codes: [...CRC, ...codesOf(1009)],
    redirect: '/crc/client',
    children: [
      {
        path: '/crc/client',
        titleKey: 'route_crc_client',
        codes: CRC,
        audience: 'bank',
        children: dialogRoutes('/crc/client', 'route_crc_request'),
      },
      {
        path: '/crc/police',
        titleKey: 'route_crc_police',
        codes: CRC,
        audience: 'police',
        children: [
          { path: '/crc/police/create', titleKey: 'route_crc_police_create', hidden: true },
          { path: '/crc/police/id/:id', titleKey: 'route_crc_request', hidden: true },
        ],
      },
      { path: '/crc/setup', titleKey: 'route_crc_setup', codes: CRC, audience: 'bank' },
      { path: '/crc/info', titleKey: 'route_crc_info', codes: codesOf(1009) },
    ],
  },
  {
    path: '/di',
    titleKey: 'route_di',
    codes: [
      ...codesOf(1007),
      ...codesOf(1008),
      ...codesOf(12),
      ...codesOf(13),
      ...codesOf(20),
      ...codesOf(1011),
    ],
    redirect: '/di/bins',
    children: [
      directoryRoute('/di/bins', 'route_di_bins', codesOf(1007)),
      directoryRoute('/di/acqs', 'route_di_acqs', codesOf(1011)),
      directoryRoute('/di/atms', 'route_di_atms', codesOf(1008)),
      { ...directoryRoute('/di/banks', 'route_di_banks', codesOf(12)), external: true },
      { ...directoryRoute('/di/cyber', 'route_di_cyber', codesOf(13)), external: true },
      { ...directoryRoute('/di/orgs', 'route_di_orgs', codesOf(20)), external: true },
    ],
  },
  {
    path: '/analytics',
    titleKey: 'route_analytics',
    codes: codesOf(1004),
    redirect: '/analytics/mcs-search',
    children: [{ path: '/analytics/mcs-search', titleKey: 'route_mcs_search' }],
  },
  {
    path: '/ecs',
    titleKey: 'route_ecs',
    codes: codesOf(1003),
    redirect: '/ecs/mcs-invoice',
    children: [
      { path: '/ecs/mcs-invoice', titleKey: 'route_mcs_invoice' },
      { path: '/ecs/chv-invoice', titleKey: 'route_chv_invoice' },
      { path: '/ecs/ema-invoice', titleKey: 'route_ema_invoice' },
    ],
  },
  {
    path: '/manager',
    titleKey: 'route_manager',
    role: 'manager',
    redirect: '/manager/users',
    children: [listWithRecord('/manager/users', 'route_users')],
  },
  {
    path: '/admin',
    titleKey: 'route_admin',
    role: 'admin',
    redirect: '/admin/organisations',
    children: [
      listWithRecord('/admin/organisations', 'route_admin_organisations'),
      listWithRecord('/admin/users', 'route_admin_users'),
      { path: '/admin/api-clients', titleKey: 'route_admin_api_clients' },
      { path: '/admin/audit', titleKey: 'route_admin_audit' },
      { path: '/admin/tariffs', titleKey: 'route_admin_tariffs' },
    ],
  },
  {
    path: '/help',
    titleKey: 'route_help',
    redirect: '/help/support',
    children: [
      { path: '/help/support', titleKey: 'route_support' },
      { path: '/help/crimecheck', titleKey: 'route_help_crimecheck', codes: CRC },
      { path: '/help/atm-list', titleKey: 'route_atm_list', codes: codesOf(1008) },
    ],
  },
  {
    path: '/account',
    titleKey: 'route_account',
    redirect: '/account/profile',
    children: [
      { path: '/account/profile', titleKey: 'route_account_profile' },
      { path: '/account/password', titleKey: 'route_account_password' },
      { path: '/account/totp', titleKey: 'route_account_totp' },
      { path: '/account/sessions', titleKey: 'route_account_sessions' },
      { path: '/account/log', titleKey: 'route_account_log' },
    ],
  },
];

function segmentsOf(path: string): string[] {
  return (
    path
      .split('?')[0]
      ?.split('/')
      .filter((segment) => segment !== '') ?? []
  );
}

/** Whether the route's pattern matches the start of the path (or all of it, for '/'). */
function matchesPrefix(route: RouteAccess, pathSegments: readonly string[]): boolean {
  const pattern = segmentsOf(route.path);
  if (pattern.length === 0) return pathSegments.length === 0;
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith(':') && part.endsWith('*')) return true;
    const segment = pathSegments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return true;
}

/**
 * The chain of routes from the top-level route to the deepest one matching the path (longest
 * prefix, so '/incidents/id/123' lands on '/incidents/id/:id'). Empty for an unknown path.
 */
export function matchRoute(path: string, routes: readonly RouteAccess[] = ROUTE_ACCESS): RouteAccess[] {
  const pathSegments = segmentsOf(path);
  const chain: RouteAccess[] = [];
  let level: readonly RouteAccess[] = routes;
  for (;;) {
    const match = level
      .filter((route) => matchesPrefix(route, pathSegments))
      .sort((a, b) => segmentsOf(b.path).length - segmentsOf(a.path).length)[0];
    if (!match) return chain;
    chain.push(match);
    level = match.children ?? [];
  }
}

/** The codes and role in force at the end of a chain: each from the nearest route that sets it. */
function requirementsOf(chain: readonly RouteAccess[]): {
  codes?: readonly PermissionCode[];
  role?: RouteRole;
  audience?: RouteAudience;
} {
  let codes: readonly PermissionCode[] | undefined;
  let role: RouteRole | undefined;
  let audience: RouteAudience | undefined;
  for (const route of chain) {
    if (route.codes) codes = route.codes;
    if (route.role) role = route.role;
    if (route.audience) audience = route.audience;
  }
  return { ...(codes ? { codes } : {}), ...(role ? { role } : {}), ...(audience ? { audience } : {}) };
}

/** A user of an unknown organisation type counts as a bank user. */
function audienceAllows(user: SessionUserLike, audience: RouteAudience | undefined): boolean {
  if (audience === undefined) return true;
  return isCyberPoliceUser(user) === (audience === 'police');
}

function chainAllowed(user: SessionUserLike | null, chain: readonly RouteAccess[]): boolean {
  const deepest = chain.at(-1);
  if (!deepest) return false;
  if (chain.every((route) => route.public === true)) return true;
  if (user === null) return false;
  const { codes, role, audience } = requirementsOf(chain);
  // Even for 'admin': the server refuses the police calls to a bank's users and the bank's to police.
  if (!audienceAllows(user, audience)) return false;
  if (isAdmin(user)) return true;
  if (codes && !hasAny(user, codes)) return false;
  if (role && !hasRole(user, role)) return false;
  return true;
}

/**
 * Whether a user (null when not signed in) may open a path. Public routes are open to everyone,
 * 'admin' sees every route of its side of Crime Check (police or bank), others need one of the route's codes and its role. Unknown paths are
 * no route at all (they go to /404).
 */
export function canAccessRoute(user: SessionUserLike | null, path: string): boolean {
  return chainAllowed(user, matchRoute(path));
}

/**
 * The route tree reduced to what a user may open; an index route's redirect points at its first
 * allowed child (a user with only ATMs lands on /di/atms rather than a forbidden /di/bins).
 */
export function allowedRoutes(
  user: SessionUserLike | null,
  routes: readonly RouteAccess[] = ROUTE_ACCESS,
): RouteAccess[] {
  const visit = (route: RouteAccess, ancestors: readonly RouteAccess[]): RouteAccess | null => {
    const chain = [...ancestors, route];
    if (!chainAllowed(user, chain)) return null;
    if (!route.children) return route;
    const children = route.children.flatMap((child) => visit(child, chain) ?? []);
    const redirectsToChild =
      route.redirect !== undefined && route.children.some((child) => child.path === route.redirect);
    if (redirectsToChild && children.length === 0) return null;
    const redirect =
      redirectsToChild && !children.some((child) => child.path === route.redirect)
        ? children[0]?.path
        : route.redirect;
    return { ...route, children, ...(redirect ? { redirect } : {}) };
  };
  return routes.flatMap((route) => visit(route, []) ?? []);
}
