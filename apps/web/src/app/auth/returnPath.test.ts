import { describe, expect, it } from 'vitest';
import { currentReturnPath, safeReturnPath } from './returnPath';

describe('currentReturnPath', () => {
  it('keeps the path, query and hash', () => {
    expect(
      currentReturnPath({ pathname: '/incidents', search: '?action=open&incidentId2=5', hash: '#top' }),
    ).toBe('/incidents?action=open&incidentId2=5#top');
  });

  it('never returns to the callback itself', () => {
    expect(currentReturnPath({ pathname: '/callback', search: '?code=x&state=y', hash: '' })).toBe('/');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/fpt/request?id=1', '/fpt/request?id=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [42, '/'],
  ])('reads %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
