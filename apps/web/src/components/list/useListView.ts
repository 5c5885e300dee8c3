import { useState } from 'react';
import type { ListView } from './listAddress';
import type { ListSort } from './useListQuery';

/** A list's page, size and sort, and how to change them. */
export interface ListViewControl {
  view: ListView;
  setView: (next: ListView) => void;
}

/**
 * Page, size and sort held in the component, for a list not kept in the address; a new filter
 * starts again from page 1 (adjusted during render, as React advises).
 */
export function useLocalListView(
  filter: unknown,
  defaultSort: ListSort,
  defaultPageSize: number,
): ListViewControl {
  const [view, setView] = useState<ListView>({ page: 1, pageSize: defaultPageSize, sort: defaultSort });
  const filterKey = JSON.stringify(filter);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setView({ ...view, page: 1 });
  }
  return { view, setView };
}
