import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListAddress, writeListAddress, type ListAddressSpec, type ListView } from './listAddress';
import { DEFAULT_PAGE_SIZES, type ListSort } from './useListQuery';
import type { ListViewControl } from './useListView';

interface ListAddressArgs<F> {
  /** The filter fields and sorts the address may hold. */
  fields: ListAddressSpec<F>['fields'];
  sortFields: readonly string[];
  pageSizes?: readonly number[];
  defaultSort: ListSort;
  defaultPageSize?: number;
  /** The filter of a list opened without one in the address (the E1000 30-day range). */
  initial: () => F;
  /** The filter the address's fields are laid over: every field cleared. */
  blank: F;
}

/** The applied filter, page, size and sort of a list, kept in the address. */
export interface ListAddressState<F> extends ListViewControl {
  filter: F;
  /**
   * Applies a search as a new history entry, so Back returns to the previous one; answers false
   * when the filter did not change: the list will not ask again by itself, so the caller reloads it.
   */
  apply: (next: F) => boolean;
  /** Changes when the filter came from the address (a reload, Back, a shared link): forms re-read it. */
  revision: number;
}

/**
 * A list whose applied filter, page, size and sort live in the address
 * (?q.fullname=…&page=2&size=20&sort=-id), so F5 keeps them, Back goes to the previous search and
 * a search can be shared. A search pushes a history entry; paging, page size and sort replace
 * the current one (docs/decisions/0016-lists-in-the-address.md).
 */
export function useListAddress<F>(args: ListAddressArgs<F>): ListAddressState<F> {
  const { defaultSort, defaultPageSize = 20, pageSizes = DEFAULT_PAGE_SIZES } = args;
  const spec: ListAddressSpec<F> = { fields: args.fields, sortFields: args.sortFields, pageSizes };
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(args.initial);
  const address = readListAddress(searchParams, spec);
  const filter: F = address ? { ...args.blank, ...address.filter } : initial;
  const view: ListView = {
    page: address?.view.page ?? 1,
    pageSize: address?.view.pageSize ?? defaultPageSize,
    sort: address?.view.sort ?? defaultSort,
  };

  // The filter this list last applied itself; any other change came from the address.
  const filterKey = JSON.stringify(filter);
  const applied = useRef(filterKey);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  const [revision, setRevision] = useState(0);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    if (filterKey !== applied.current) setRevision(revision + 1);
  }

  const write = (nextFilter: F, nextView: ListView, replace: boolean) => {
    applied.current = JSON.stringify(nextFilter);
    setSearchParams(writeListAddress(nextFilter, nextView, spec), { replace });
  };
  return {
    filter,
    view,
    revision,
    apply: (next) => {
      if (JSON.stringify(next) === filterKey) return false;
      write(next, { ...view, page: 1 }, false);
      return true;
    },
    setView: (next) => write(filter, next, true),
  };
}
