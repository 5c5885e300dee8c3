import type { TableColumnType, TableColumnsType } from 'antd';
import type { UseListQueryResult } from './useListQuery';

/** A column of a row field that the server sorts, showing the list's current sort. */
export function sortableColumn<Row>(
  list: Pick<UseListQueryResult<Row>, 'sortOrderOf'>,
  field: keyof Row & string,
  title: string,
): TableColumnType<Row> {
  return { key: field, dataIndex: field, title, sorter: true, sortOrder: list.sortOrderOf(field) };
}

/** The first column stays in view while a wide list scrolls sideways (unless it says otherwise). */
export function stickyFirstColumn<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  const [first, ...rest] = columns;
  if (!first || first.fixed !== undefined) return columns;
  return [{ ...first, fixed: 'left' }, ...rest];
}
