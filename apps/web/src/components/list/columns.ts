import type { TableColumnType } from 'antd';
import type { UseListQueryResult } from './useListQuery';

/** A column of a row field that the server sorts, showing the list's current sort. */
export function sortableColumn<Row>(
  list: Pick<UseListQueryResult<Row>, 'sortOrderOf'>,
  field: keyof Row & string,
  title: string,
): TableColumnType<Row> {
  return { key: field, dataIndex: field, title, sorter: true, sortOrder: list.sortOrderOf(field) };
}
