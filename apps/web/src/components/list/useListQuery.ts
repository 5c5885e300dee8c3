import type { SortOrder } from '@afx/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { fetchList, http, type ListResult } from '../../api/http';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import { exportUrlOf, type ExportTarget } from './ExportButton';
import { sortOfSorter } from './tableChange';
import { useLoadingDelay } from './useLoadingDelay';
import { useLocalListView, type ListViewControl } from './useListView';

/** The body every list endpoint takes. */
export interface ListRequest<F> {
  page_number: number;
  page_size: number;
  sort_field: string;
  sort_order: SortOrder;
  filter: F;
}

export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface UseListQueryArgs<Row, F> {
  /** The react-query key prefix, e.g. 'incidents'. */
  queryKey: string;
  url: string;
  filter: F;
  defaultSort: { field: string; order: Exclude<SortOrder, 'none'> };
  /** 20 unless set. */
  defaultPageSize?: number;
  /** [10, 20, 30, 50] unless set. */
  pageSizes?: readonly number[];
  /** false holds the request (e.g. until a required filter is chosen). */
  enabled?: boolean;
  /** Turns an unusual answer into { list, total_count }. */
  map?: (body: unknown) => ListResult<Row>;
  /** Page, size and sort kept elsewhere (the address, useListAddress); in the component unless set. */
  view?: ListViewControl;
  /** The list's own fields beside the filter (the invoice kind), sent with the list and its export. */
  body?: Record<string, unknown>;
}

export interface UseListQueryResult<Row> {
  rows: Row[];
  total: number;
  /**
   * The whole answer of the page shown (what `map` made of it: a list's counters beside its rows);
   * the empty list after a failure, undefined before the first answer.
   */
  data: ListResult<Row> | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  sort: ListSort;
  /** Give to antd Table `pagination`. */
  pagination: TablePaginationConfig;
  /** Give to antd Table `onChange`: paging and sorting. */
  onTableChange: NonNullable<TableProps<Row>['onChange']>;
  /** A column's current sort for a controlled `sortOrder`. */
  sortOrderOf: (field: string) => 'ascend' | 'descend' | null;
  /** The list's export: its path, and the filter and sort applied now (every page). */
  exportTarget: ExportTarget;
  /** Asks the server again with the same page, sort and filter. */
  reload: () => void;
  setPage: (page: number) => void;
}

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 30, 50];

const EMPTY: ListResult<never> = { list: [], total_count: 0 };

/**
 * One server list for an antd Table: page, page size and sort in the request, the previous page
 * kept on screen while the next loads and the loading indicator only for a slow answer, an empty
 * list on failure (the HTTP client shows why).
 */
export function useListQuery<Row, F>({
  queryKey,
  url,
  filter,
  defaultSort,
  defaultPageSize = 20,
  pageSizes = DEFAULT_PAGE_SIZES,
  enabled = true,
  map,
  view: viewFromOutside,
  body,
}: UseListQueryArgs<Row, F>): UseListQueryResult<Row> {
  const { t } = useComponentsTranslation();
  const localView = useLocalListView(filter, defaultSort, defaultPageSize);
  const { view, setView } = viewFromOutside ?? localView;
  const { page, pageSize, sort } = view;

  const request: ListRequest<F> = {
    ...body,
    page_number: page,
    page_size: pageSize,
    sort_field: sort.field,
    sort_order: sort.order,
    filter,
  };

  const query = useQuery({
    queryKey: [queryKey, url, request],
    queryFn: async ({ signal }): Promise<ListResult<Row>> => {
      if (!map) return fetchList<Row>(url, request, { signal });
      try {
        return map(await http.post<unknown>(url, request, { signal }));
      } catch {
        return EMPTY;
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });

  const loading = useLoadingDelay(query.isFetching);
  const total = query.data?.total_count ?? 0;

  return {
    rows: query.data?.list ?? [],
    total,
    data: query.data,
    loading,
    page,
    pageSize,
    sort,
    pagination: {
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: pageSizes.map(String),
      showTotal: (count) => t('listTotal', { total: count }),
    },
    onTableChange: (pagination, _filters, sorter) => {
      const nextSize = pagination.pageSize ?? pageSize;
      const nextSort = sortOfSorter(sorter, sort.field);
      const sortChanged = nextSort.field !== sort.field || nextSort.order !== sort.order;
      setView({
        page: nextSize !== pageSize || sortChanged ? 1 : (pagination.current ?? 1),
        pageSize: nextSize,
        sort: nextSort,
      });
    },
    sortOrderOf: (field) => (sort.field === field && sort.order !== 'none' ? sort.order : null),
    exportTarget: { ...body, url: exportUrlOf(url), filter, sort_field: sort.field, sort_order: sort.order },
    reload: () => void query.refetch(),
    setPage: (next) => setView({ ...view, page: next }),
  };
}
