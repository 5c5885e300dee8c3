import type { SortOrder } from '@afx/domain';
import type { TableProps } from 'antd';

/** antd's sorter argument of Table `onChange` (the type itself is not exported from 'antd'). */
export type TableSorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/** antd's sorter as the list request's sort: the column's key (or field) and 'none' when cleared. */
export function sortOfSorter<Row>(
  sorter: TableSorter<Row>,
  fallbackField: string,
): { field: string; order: SortOrder } {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first) return { field: fallbackField, order: 'none' };
  const { columnKey, field } = first;
  const name =
    typeof columnKey === 'string'
      ? columnKey
      : Array.isArray(field)
        ? field.join('.')
        : field !== undefined
          ? String(field)
          : fallbackField;
  return { field: name, order: first.order ?? 'none' };
}
