import { describe, expect, it } from 'vitest';
import { ALL_E_CODES, type SessionUserLike } from './permissions.js';
import { ROUTE_ACCESS, allowedRoutes, canAccessRoute, matchRoute, type RouteAccess } from './routes.js';

const user = (...roles: string[]): SessionUserLike => ({ roles, org_id: 1 });
const bank = (...roles: string[]): SessionUserLike => ({ roles, org_id: 1, org_type: 'issuer' });
const police = (...roles: string[]): SessionUserLike => ({ roles, org_id: 7, org_type: 'cyber_police' });
const ADMIN = user('admin');

function flatten(routes: readonly RouteAccess[]): RouteAccess[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('route table', () => {
  it('every path appears once', () => {
    const paths = flatten(ROUTE_ACCESS).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/fpt', '/fpt/request'],
    ['/crc', '/crc/client'],
    ['/di', '/di/bins'],
    ['/forum', '/forum/news'],
    ['/incidents/search', '/incidents'],
  ])('%s redirects to %s', (path, target) => {
    expect(matchRoute(path).at(-1)?.redirect).toBe(target);
  });

  it.each([
    ['/incidents/id/123', '/incidents/id/:id'],
    ['/fpt/request-out/history/abc', '/fpt/request-out/history/:id'],
    ['/crc/client/id/123456789012', '/crc/client/id/:id'],
    ['/di/bins/id/41494987', '/di/bins/id/:id'],
    ['/admin/organisations/id/12', '/admin/organisations/id/:id'],
    ['/admin/users/id/31?q.org_id=2', '/admin/users/id/:id'],
    ['/manager/users/id/31', '/manager/users/id/:id'],
    ['/redirect/di/bins', '/redirect/:path*'],
    ['/incidents/unknown', '/incidents'],
    ['/di/bins?bin=4123', '/di/bins'],
    ['/', '/'],
  ])('matchRoute(%s) ends at %s', (path, expected) => {
    expect(matchRoute(path).at(-1)?.path).toBe(expected);
  });

  it('an unknown path matches nothing', () => {
    expect(matchRoute('/nowhere')).toEqual([]);
  });

  it('a record’s address is a hidden child of its list, with the list’s title', () => {
    const records = flatten(ROUTE_ACCESS).flatMap((list) =>
      (list.children ?? [])
        .filter((child) => child.path === `${list.path}/id/:id`)
        .map((child) => [child.path, child.hidden, child.titleKey === list.titleKey]),
    );
    expect(records).toEqual(
      expect.arrayContaining([
        ['/di/bins/id/:id', true, true],
        ['/manager/users/id/:id', true, true],
        ['/admin/organisations/id/:id', true, true],
        ['/admin/users/id/:id', true, true],
      ]),
    );
  });
});

describe('canAccessRoute', () => {
  it.each([
    // Public routes.
    ['anonymous: dashboard', null, '/', true],
    ['anonymous: /about', null, '/about', true],
    ['anonymous: /404', null, '/404', true],
    ['anonymous: /401', null, '/401', true],
    ['anonymous: /redirect/...', null, '/redirect/incidents', true],
    ['anonymous: incidents need sign-in', null, '/incidents', false],
    ['anonymous: account pages need sign-in', null, '/account/profile', false],
    // Spec 1 §2 table.
    ['forum with U6', user('U6'), '/forum/news', true],
    ['forum without 6', user('U1000'), '/forum', false],
    ['incidents with U1000', user('U1000'), '/incidents', true],
    ['incidents with E1000', user('E1000'), '/incidents/illegal_casino', true],
    ['incident by id inherits /incidents codes', user('U1000'), '/incidents/id/123', true],
    ['incident by id without 1000', user('U1005'), '/incidents/id/123', false],
    ['mobile check with E1002', user('E1002'), '/mobile-check', true],
    ['mobile check without', user('U1003'), '/mobile-check', false],
    // Spec 2 §2.
    ['/fpt with U1006 only', user('U1006'), '/fpt', true],
    ['/fpt/request needs U1005 or E1005', user('U1006'), '/fpt/request', false],
    ['/fpt/request with E1005', user('E1005'), '/fpt/request', true],
    ['/fpt/request-out with U1005', user('U1005'), '/fpt/request-out/id/abc', true],
    ['/fpt/request-in needs 1006', user('U1005'), '/fpt/request-in', false],
    ['/fpt/request-in with E1006', user('E1006'), '/fpt/request-in/history/abc', true],
    ['/fpt/setup with U1006', user('U1006'), '/fpt/setup', true],
    ['/crc with U1009', user('U1009'), '/crc', true],
    ['/crc/client needs U22 or E22', user('U1009'), '/crc/client', false],
    ['/crc/client with U22', user('U22'), '/crc/client/id/123456789012', true],
    ['/crc/setup with E22', user('E22'), '/crc/setup', true],
    ['/crc/info with E1009', user('E1009'), '/crc/info', true],
    ['/crc/info needs 1009', user('U22'), '/crc/info', false],
    // The police cabinet (issue 14): cyber-police users only; the bank side not for them.
    ['/crc/police for a police U22', police('U22'), '/crc/police', true],
    ['/crc/police/id for a police U22', police('U22'), '/crc/police/id/100000000123', true],
    ['/crc/police/create for a police E22', police('E22'), '/crc/police/create', true],
    ['/crc/police needs U22 or E22', police('U1009'), '/crc/police', false],
    ['/crc/police not for a bank U22', bank('U22'), '/crc/police', false],
    ['/crc/police not for an unknown organisation type', user('U22'), '/crc/police', false],
    ['/crc/client not for a police U22', police('U22'), '/crc/client', false],
    ['/crc/setup not for a police E22', police('E22'), '/crc/setup', false],
    ['/crc/client for a bank U22', bank('U22'), '/crc/client', true],
    ['/crc/police not for the admin of a bank', { ...bank('admin') }, '/crc/police', false],
    ['/crc/police for the admin of a police unit', police('admin'), '/crc/police', true],
    // Spec 3 §2.1.
    ['/di with U12', user('U12'), '/di', true],
    ['/di/bins with U1007', user('U1007'), '/di/bins', true],
    ['/di/bins with U1008 only', user('U1008'), '/di/bins', false],
    ['/di/atms with E1008', user('E1008'), '/di/atms', true],
    ['/di/acqs with U1011', user('U1011'), '/di/acqs', true],
    ['/di/banks with E12', user('E12'), '/di/banks', true],
    ['/di/cyber with U13', user('U13'), '/di/cyber', true],
    ['/di/orgs with U20', user('U20'), '/di/orgs', true],
    ['/di/orgs with U13', user('U13'), '/di/orgs', false],
    ['analytics with U1004', user('U1004'), '/analytics/mcs-search', true],
    ['analytics without', user('U1003'), '/analytics/mcs-search', false],
    ['invoices with E1003', user('E1003'), '/ecs/chv-invoice', true],
    ['/manager/users with role manager', user('manager'), '/manager/users', true],
    ['/manager/users for a user', user('user', 'E1000'), '/manager/users', false],
    ['/admin/organisations for a manager', user('manager'), '/admin/organisations', false],
    ['/admin/audit for an expert with every E code', user('user', ...ALL_E_CODES), '/admin/audit', false],
    ['/admin/users for a user', user('user'), '/admin/users', false],
    // A record's address is guarded as its list (docs/decisions/0028-records-in-the-address.md).
    ['/manager/users/id for a manager', user('manager'), '/manager/users/id/31', true],
    ['/manager/users/id for a user', user('user', 'E1000'), '/manager/users/id/31', false],
    ['/admin/users/id for a manager', user('manager'), '/admin/users/id/31', false],
    ['/admin/organisations/id for a manager', user('manager'), '/admin/organisations/id/2', false],
    ['/di/bins/id with U1007', user('U1007'), '/di/bins/id/41494987', true],
    ['/di/bins/id with U1008 only', user('U1008'), '/di/bins/id/41494987', false],
    ['/help/support is open', user('user'), '/help/support', true],
    ['/help/crimecheck needs U22 or E22', user('user'), '/help/crimecheck', false],
    ['/help/crimecheck with E22', user('E22'), '/help/crimecheck', true],
    ['/help/atm-list with U1008', user('U1008'), '/help/atm-list', true],
    ['/account/* open to any signed-in user', user(), '/account/sessions', true],
    // Admin.
    ['"The role \'admin\' sees all routes"', ADMIN, '/manager/users', true],
    ['admin: /di/orgs', ADMIN, '/di/orgs', true],
    ['admin: /admin/organisations', ADMIN, '/admin/organisations', true],
    ['admin: /admin/users', ADMIN, '/admin/users', true],
    ['admin: /admin/users/id', ADMIN, '/admin/users/id/31', true],
    ['admin: /admin/organisations/id', ADMIN, '/admin/organisations/id/2', true],
    ['admin: /manager/users/id', ADMIN, '/manager/users/id/31', true],
    ['admin: /admin/api-clients', ADMIN, '/admin/api-clients', true],
    ['admin: /admin/audit', ADMIN, '/admin/audit', true],
    ['unknown path for admin', ADMIN, '/nowhere', false],
  ])('%s', (_name, who, path, expected) => {
    expect(canAccessRoute(who, path)).toBe(expected);
  });
});

describe('allowedRoutes', () => {
  const paths = (routes: readonly RouteAccess[]) => flatten(routes).map((route) => route.path);

  it('an anonymous visitor sees the public routes only', () => {
    expect(paths(allowedRoutes(null))).toEqual(['/', '/about', '/redirect/:path*', '/404', '/401']);
  });

  it('a user with ATMs only gets /di pointing at /di/atms', () => {
    const di = allowedRoutes(user('U1008')).find((route) => route.path === '/di');
    expect(di?.redirect).toBe('/di/atms');
    expect(di?.children?.map((route) => route.path)).toEqual(['/di/atms']);
  });

  it('a user with inbound alerts only lands on /fpt/request-in', () => {
    const fpt = allowedRoutes(user('U1006')).find((route) => route.path === '/fpt');
    expect(fpt?.redirect).toBe('/fpt/request-in');
    expect(fpt?.children?.map((route) => route.path)).toEqual(['/fpt/request-in', '/fpt/setup']);
  });

  it('a police user with U22 lands on the police cabinet under /crc', () => {
    const crc = allowedRoutes(police('U22')).find((route) => route.path === '/crc');
    expect(crc?.redirect).toBe('/crc/police');
    expect(crc?.children?.map((route) => route.path)).toEqual(['/crc/police']);
  });

  it('a bank user with U22 is offered the client list, not the police cabinet', () => {
    const crc = allowedRoutes(bank('U22')).find((route) => route.path === '/crc');
    expect(crc?.redirect).toBe('/crc/client');
    expect(crc?.children?.map((route) => route.path)).toEqual(['/crc/client', '/crc/setup']);
  });

  it('a manager’s menu keeps the users page, its record address hidden', () => {
    const manager = allowedRoutes(user('manager')).find((route) => route.path === '/manager');
    expect(manager?.children?.map((route) => route.path)).toEqual(['/manager/users']);
    expect(manager?.children?.[0]?.children).toEqual([
      { path: '/manager/users/id/:id', titleKey: 'route_users', hidden: true },
    ]);
  });

  it('help without codes keeps support only', () => {
    const help = allowedRoutes(user('user')).find((route) => route.path === '/help');
    expect(help?.children?.map((route) => route.path)).toEqual(['/help/support']);
    expect(help?.redirect).toBe('/help/support');
  });

  it("the admin sees the whole table but the other side's Crime Check pages", () => {
    const policeOnly = ['/crc/police', '/crc/police/create', '/crc/police/id/:id'];
    expect(paths(allowedRoutes(ADMIN))).toEqual(
      paths(ROUTE_ACCESS).filter((path) => !policeOnly.includes(path)),
    );
    const bankOnly = ['/crc/client', '/crc/client/id/:id', '/crc/client/history/:id', '/crc/setup'];
    expect(paths(allowedRoutes(police('admin')))).toEqual(
      paths(ROUTE_ACCESS).filter((path) => !bankOnly.includes(path)),
    );
  });

  it('every allowed route passes canAccessRoute', () => {
    const who = user('U1000', 'U22', 'U1007');
    for (const route of flatten(allowedRoutes(who))) {
      const concrete = route.path.replace(/:\w+\*?/g, 'x');
      expect(canAccessRoute(who, concrete)).toBe(true);
    }
  });
});
