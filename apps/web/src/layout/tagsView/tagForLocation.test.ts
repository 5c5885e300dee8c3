import { describe, expect, it } from 'vitest';
import { tagForLocation } from './tagForLocation';

const analyst = { roles: ['user', 'U1000', 'U6'], org_id: 2 };

describe('tagForLocation', () => {
  it('tags a page with its route title and query string', () => {
    expect(tagForLocation(analyst, { pathname: '/incidents', search: '?page=2' })).toEqual({
      path: '/incidents',
      fullPath: '/incidents?page=2',
      titleKey: 'route_incidents',
      fixed: false,
    });
  });

  it('marks the dashboard as fixed', () => {
    expect(tagForLocation(analyst, { pathname: '/', search: '' })?.fixed).toBe(true);
  });

  it.each([
    ['a refresh pass', '/redirect/incidents'],
    ['an error page', '/404'],
    ['an unknown path', '/incidents/nothing-here'],
    ['a redirecting index route', '/forum'],
    ['a page the codes do not open', '/crc/client'],
  ])('gives none to %s', (_case, pathname) => {
    expect(tagForLocation(analyst, { pathname, search: '' })).toBeNull();
  });
});
