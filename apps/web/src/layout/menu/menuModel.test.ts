import { ALL_E_CODES, type SessionUserLike } from '@afx/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu, groupsAbove, menuLeaves, selectedEntry, type MenuEntry } from './menuModel';

const user = (...roles: string[]): SessionUserLike => ({ roles: ['user', ...roles], org_id: 2 });

/** The menu as paths: a group as 'path > child, child'. */
function outline(entries: readonly MenuEntry[]): string[] {
  return entries.map((entry) =>
    entry.children.length === 0
      ? entry.path
      : `${entry.path} > ${entry.children.map((c) => c.path).join(', ')}`,
  );
}

const EVERY_SERVICE = [
  '/',
  '/help > /help/support, /help/crimecheck, /help/atm-list',
  '/forum > /forum/news, /forum/conf',
  '/incidents > /incidents/search, /incidents/illegal_casino, /incidents/categories',
  '/mobile-check',
  '/cci > /cci/new, /cci/requests',
  '/ecs > /ecs/mcs-invoice, /ecs/chv-invoice, /ecs/ema-invoice',
  '/analytics > /analytics/mcs-search',
  '/fpt > /fpt/request, /fpt/request-out, /fpt/request-in, /fpt/setup',
  '/di > /di/bins, /di/acqs, /di/atms, /di/banks, /di/cyber, /di/orgs',
  '/crc > /crc/client, /crc/setup, /crc/info',
];

describe('buildMenu', () => {
  it('gives a viewer with U6 only the dashboard, help (support only) and the forum', () => {
    expect(outline(buildMenu(user('U6')))).toEqual([
      '/',
      '/help > /help/support',
      '/forum > /forum/news, /forum/conf',
    ]);
  });

  it('gives an expert with every E code every service, but not the manager area', () => {
    expect(outline(buildMenu(user(...ALL_E_CODES)))).toEqual(EVERY_SERVICE);
  });

  it('gives the admin everything, the manager and administration areas included', () => {
    const menu = outline(buildMenu({ roles: ['admin'], org_id: 1 }));
    expect(menu).toEqual([
      ...EVERY_SERVICE.slice(0, 2),
      '/manager > /manager/users',
      '/admin > /admin/organisations, /admin/users, /admin/api-clients, /admin/audit, /admin/tariffs',
      ...EVERY_SERVICE.slice(2),
    ]);
  });

  it('shows the administration area to the admin only, not to a manager or an expert', () => {
    const administration = (entries: readonly MenuEntry[]) =>
      outline(entries).filter((line) => line.startsWith('/admin'));
    expect(administration(buildMenu({ roles: ['manager'], org_id: 2 }))).toEqual([]);
    expect(administration(buildMenu(user('manager', ...ALL_E_CODES)))).toEqual([]);
  });

  it('gives an organisation manager the users page', () => {
    expect(outline(buildMenu({ roles: ['manager'], org_id: 2 }))).toContain('/manager > /manager/users');
    expect(outline(buildMenu(user('U6')))).not.toContain('/manager > /manager/users');
  });

  it('shows only the children a U code opens inside an area', () => {
    expect(outline(buildMenu(user('U1006')))).toContain('/fpt > /fpt/request-in, /fpt/setup');
    expect(outline(buildMenu(user('U1008')))).toEqual([
      '/',
      '/help > /help/support, /help/atm-list',
      '/di > /di/atms',
    ]);
  });

  it('sends the incident search entry straight to the list it redirects to', () => {
    const search = menuLeaves(buildMenu(user('U1000'))).find((entry) => entry.path === '/incidents/search');
    expect(search?.target).toBe('/incidents');
  });
});

describe('selectedEntry and groupsAbove', () => {
  const menu = buildMenu({ roles: ['admin'], org_id: 1 });

  it.each([
    ['/', '/'],
    ['/incidents', '/incidents/search'],
    ['/incidents/illegal_casino', '/incidents/illegal_casino'],
    ['/fpt/request-out/id/12', '/fpt/request-out'],
    ['/about', undefined],
  ])('highlights the entry of %s', (pathname, expected) => {
    expect(selectedEntry(menu, pathname)?.path).toBe(expected);
  });

  it('opens the group of the highlighted entry', () => {
    expect(groupsAbove(menu, '/crc/setup')).toEqual(['/crc']);
    expect(groupsAbove(menu, '/')).toEqual([]);
  });
});
