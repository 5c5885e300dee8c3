import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail';

describe('breadcrumbTrail', () => {
  it('is the dashboard alone on the dashboard', () => {
    expect(breadcrumbTrail('/')).toEqual([{ titleKey: 'route_dashboard' }]);
  });

  it('follows the route chain, linking groups to where they lead', () => {
    expect(breadcrumbTrail('/crc/setup')).toEqual([
      { titleKey: 'route_dashboard', link: '/' },
      { titleKey: 'route_crc', link: '/crc/client' },
      { titleKey: 'route_crc_setup' },
    ]);
  });

  it('links a page that has children of its own', () => {
    expect(breadcrumbTrail('/incidents/id/42')).toEqual([
      { titleKey: 'route_dashboard', link: '/' },
      { titleKey: 'route_incidents', link: '/incidents' },
      { titleKey: 'route_incident' },
    ]);
  });

  it('is empty for an unknown path', () => {
    expect(breadcrumbTrail('/nowhere')).toEqual([]);
  });
});
