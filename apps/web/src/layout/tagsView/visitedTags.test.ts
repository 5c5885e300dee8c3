import { describe, expect, it } from 'vitest';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  DASHBOARD_TAG,
  INITIAL_TAGS,
  pathAfterClosing,
  type VisitedTag,
} from './visitedTags';

const tag = (path: string, fullPath = path): VisitedTag => ({
  path,
  fullPath,
  titleKey: 'route_incidents',
  fixed: false,
});

const paths = (tags: readonly VisitedTag[]): string[] => tags.map((item) => item.path);

describe('the tags view', () => {
  const open = [DASHBOARD_TAG, tag('/incidents'), tag('/crc/client'), tag('/di/bins')];

  it('starts with the fixed dashboard', () => {
    expect(INITIAL_TAGS).toEqual([DASHBOARD_TAG]);
  });

  it('adds a visited page once, keeping its latest query string', () => {
    const once = addTag(INITIAL_TAGS, tag('/incidents'));
    expect(paths(once)).toEqual(['/', '/incidents']);
    const again = addTag(once, tag('/incidents', '/incidents?page=2'));
    expect(paths(again)).toEqual(['/', '/incidents']);
    expect(again[1]?.fullPath).toBe('/incidents?page=2');
    expect(addTag(again, tag('/incidents', '/incidents?page=2'))).toBe(again);
  });

  it('closes one tag', () => {
    expect(paths(closeTag(open, '/crc/client'))).toEqual(['/', '/incidents', '/di/bins']);
  });

  it('never closes a fixed tag', () => {
    expect(closeTag(open, '/')).toEqual(open);
  });

  it('close others keeps the fixed tags and the chosen one', () => {
    expect(paths(closeOtherTags(open, '/crc/client'))).toEqual(['/', '/crc/client']);
  });

  it('close all keeps only the fixed tags', () => {
    expect(paths(closeAllTags(open))).toEqual(['/']);
  });

  it('after closing the active tag goes to the last remaining one', () => {
    const remaining = closeTag(open, '/di/bins');
    expect(pathAfterClosing(remaining, '/di/bins')).toBe('/crc/client');
    expect(pathAfterClosing(closeAllTags(open), '/di/bins')).toBe('/');
  });

  it('stays put when the active tag is still open', () => {
    expect(pathAfterClosing(closeTag(open, '/incidents'), '/di/bins')).toBeNull();
  });
});
