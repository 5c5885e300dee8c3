import { describe, expect, it } from 'vitest';
import type { FeaturePage } from '../../features/registry';
import { pageRoutes, toRouterPath } from './pageKinds';

const Page = () => null;
const features: FeaturePage[] = [
  { path: '/', load: () => Promise.resolve(Page) },
  { path: '/help/support', load: () => Promise.resolve(Page) },
];

describe('pageRoutes', () => {
  const routes = pageRoutes(features);
  const kindOf = (path: string) => routes.find((route) => route.path === path)?.page.kind;

  it('renders a registered page', () => {
    expect(kindOf('/')).toBe('feature');
    expect(kindOf('/help/support')).toBe('feature');
  });

  it('sends an index route on to its first child', () => {
    expect(kindOf('/fpt')).toBe('redirect');
    expect(kindOf('/incidents/search')).toBe('redirect');
  });

  it('links the forum pages out', () => {
    expect(kindOf('/forum/news')).toBe('external');
    expect(kindOf('/forum/conf')).toBe('external');
  });

  it('shows the not-yet-available page for areas without screens', () => {
    expect(kindOf('/incidents')).toBe('unavailable');
    expect(kindOf('/fpt/request-out/id/:id')).toBe('unavailable');
    expect(kindOf('/di/banks')).toBe('unavailable');
  });

  it('leaves the shell its own routes', () => {
    expect(routes.map((route) => route.path)).not.toEqual(expect.arrayContaining(['/404']));
    expect(kindOf('/401')).toBeUndefined();
    expect(kindOf('/redirect/*')).toBeUndefined();
  });
});

describe('toRouterPath', () => {
  it('turns the rest-of-path parameter into a splat', () => {
    expect(toRouterPath('/redirect/:path*')).toBe('/redirect/*');
    expect(toRouterPath('/incidents/id/:id')).toBe('/incidents/id/:id');
  });
});
