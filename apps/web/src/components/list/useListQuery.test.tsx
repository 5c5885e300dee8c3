import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../api/http';
import { failure, listOf, serve, type Reply } from '../../../test/network';
import { testWrapper } from '../i18n/testProviders';
import { useListQuery, type UseListQueryArgs } from './useListQuery';

type Row = { id: number };

function setup(answer: Reply, args: Partial<UseListQueryArgs<Row, { name: string }>> = {}) {
  const calls = serve({ '/api/things/list': answer });
  const showError = vi.fn();
  configureHttp({ showError });
  const hook = renderHook(
    ({ filter }: { filter: { name: string } }) =>
      useListQuery<Row, { name: string }>({
        queryKey: 'things',
        url: '/api/things/list',
        filter,
        defaultSort: { field: 'id', order: 'descend' },
        ...args,
      }),
    { wrapper: testWrapper('en'), initialProps: { filter: { name: '' } } },
  );
  return { ...hook, calls, showError };
}

const page = (count: number, total = 45) => ({
  ...listOf(Array.from({ length: count }, (_, id) => ({ id }))),
  total_count: total,
});

describe('useListQuery', () => {
  it('posts the page, size, sort and filter and gives rows, total and pagination', async () => {
    const { result, calls } = setup(() => page(20));
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/things/list',
      search: '',
      body: { page_number: 1, page_size: 20, sort_field: 'id', sort_order: 'descend', filter: { name: '' } },
    });
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.total).toBe(45);
    const { current, pageSize, total, showSizeChanger, pageSizeOptions, showTotal } =
      result.current.pagination;
    expect({ current, pageSize, total, showSizeChanger, pageSizeOptions }).toEqual({
      current: 1,
      pageSize: 20,
      total: 45,
      showSizeChanger: true,
      pageSizeOptions: ['10', '20', '30', '50'],
    });
    expect(showTotal?.(45, [1, 20])).toBe('Total: 45');
    expect(result.current.sortOrderOf('id')).toBe('descend');
  });

  it('maps the table sorter, with none when cleared, and pages', async () => {
    const { result, calls } = setup(() => page(10));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() =>
      result.current.onTableChange(
        { current: 3, pageSize: 20 },
        {},
        { columnKey: 'name', order: 'ascend' },
        {
          action: 'sort',
          currentDataSource: [],
        },
      ),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ page_number: 1, sort_field: 'name', sort_order: 'ascend' });
    act(() =>
      result.current.onTableChange(
        { current: 3, pageSize: 20 },
        {},
        { columnKey: 'name', order: 'ascend' },
        {
          action: 'paginate',
          currentDataSource: [],
        },
      ),
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toMatchObject({ page_number: 3, page_size: 20 });
    act(() =>
      result.current.onTableChange(
        { current: 3, pageSize: 50 },
        {},
        { columnKey: 'name', order: undefined },
        {
          action: 'sort',
          currentDataSource: [],
        },
      ),
    );
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]?.body).toMatchObject({
      page_number: 1,
      page_size: 50,
      sort_field: 'name',
      sort_order: 'none',
    });
    expect(result.current.sortOrderOf('name')).toBeNull();
  });

  it('starts again from page 1 when the filter changes, and reloads on demand', async () => {
    const { result, calls, rerender } = setup(() => page(10));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    rerender({ filter: { name: 'Alpha' } });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toMatchObject({ page_number: 1, filter: { name: 'Alpha' } });
    expect(result.current.page).toBe(1);
    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]?.body).toEqual(calls[2]?.body);
  });

  it('gives an empty list and total 0 on failure, the client showing the message', async () => {
    const { result, showError } = setup(() => failure(500, 'Boom'));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('HTTP 500 - Boom'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([]);
    expect(result.current.total).toBe(0);
  });

  it('shows the rows the moment they arrive, with no loading indicator held after them', async () => {
    const { result } = setup(() => page(1));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(result.current.loading).toBe(false);
  });

  it('asks nothing while disabled', async () => {
    const { result, calls } = setup(() => page(1), { enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(result.current.rows).toEqual([]);
    expect(result.current.loading).toBe(false);
  });

  it('sends the list’s own fields beside the filter, and exports with them', async () => {
    const { result, calls } = setup(() => page(1), { body: { kind: 'chv' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      kind: 'chv',
      page_number: 1,
      page_size: 20,
      sort_field: 'id',
      sort_order: 'descend',
      filter: { name: '' },
    });
    expect(result.current.exportTarget).toEqual({
      kind: 'chv',
      url: '/api/things/export',
      filter: { name: '' },
      sort_field: 'id',
      sort_order: 'descend',
    });
  });

  it('uses map for an unusual answer', async () => {
    const { result } = setup(() => ({ items: [{ id: 7 }], count: 1 }), {
      map: (body) => {
        const { items, count } = body as { items: Row[]; count: number };
        return { list: items, total_count: count };
      },
    });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 7 }]));
    expect(result.current.total).toBe(1);
  });
});
