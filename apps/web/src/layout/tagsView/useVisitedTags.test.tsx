import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useVisitedTags } from './useVisitedTags';

const analyst = { roles: ['user', 'U1000', 'U1007'], org_id: 2, user_id: 11 };

/** The tags hook on a page at `path`, in a router, as the shell runs it after a (re)load. */
function mountAt(path: string, user = analyst) {
  let tags: ReturnType<typeof useVisitedTags> | undefined;
  let navigate: ReturnType<typeof useNavigate> | undefined;
  function Probe(): ReactNode {
    tags = useVisitedTags(user);
    navigate = useNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  const view = renderHook(() => null, { wrapper: () => <RouterProvider router={router} /> });
  return {
    ...view,
    paths: () => tags?.tags.map((tag) => tag.fullPath),
    go: (to: string) =>
      act(async () => {
        await navigate?.(to);
      }),
  };
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('the tags of open pages', () => {
  it('survive a reload of the tab', async () => {
    const before = mountAt('/incidents?page=1&q.fullname=Ivan');
    await before.go('/di/bins');
    expect(before.paths()).toEqual(['/', '/incidents?page=1&q.fullname=Ivan', '/di/bins']);
    before.unmount();

    const after = mountAt('/di/bins');
    expect(after.paths()).toEqual(['/', '/incidents?page=1&q.fullname=Ivan', '/di/bins']);
  });

  it('keep only pages the user may still open, and are not another user’s', () => {
    mountAt('/di/bins').unmount();
    const withoutBins = { ...analyst, roles: ['user', 'U1000'] };
    expect(mountAt('/incidents', withoutBins).paths()).toEqual(['/', '/incidents']);
    sessionStorage.clear();
    mountAt('/di/bins').unmount();
    expect(mountAt('/incidents', { ...analyst, user_id: 12 }).paths()).toEqual(['/', '/incidents']);
  });

  it('start afresh from a damaged store', () => {
    sessionStorage.setItem('afx.visitedTags', '{not json');
    expect(mountAt('/incidents').paths()).toEqual(['/', '/incidents']);
  });
});
