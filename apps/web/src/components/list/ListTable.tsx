import { Flex, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { stickyFirstColumn } from './columns';
import { ExportButton } from './ExportButton';
import type { UseListQueryResult } from './useListQuery';

type ListOwned = 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowSelection' | 'title';

/** Rows chosen by their string keys (the BINs, the ATMs 'org:term'). */
export interface ListTableSelection {
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
}

export interface ListTableProps<Row> extends Omit<TableProps<Row>, ListOwned> {
  /** The server list: rows, paging, sorting and its loading indicator. */
  list: UseListQueryResult<Row>;
  /** Something else the table waits for (the ATM a clicked row fetches), shown as loading. */
  busy?: boolean;
  /** Row selection; none when the rows may not be selected now. */
  selection?: ListTableSelection;
  /** The export of the filtered list (xlsx / CSV) above the table; on unless set false. */
  exportable?: boolean;
  /** What an empty list says instead of 'No data' (why it is empty, and what to do). */
  empty?: ReactNode;
}

/**
 * A server list in a small antd Table that scrolls sideways with its first column (what names the
 * row) kept in view; paging and sorting ask the server, and
 * the export above it saves the whole filtered list.
 */
export function ListTable<Row extends object>({
  list,
  busy = false,
  selection,
  exportable = true,
  empty,
  ...table
}: ListTableProps<Row>) {
  return (
    <Table<Row>
      size="small"
      scroll={{ x: 'max-content' }}
      {...table}
      columns={table.columns && stickyFirstColumn(table.columns)}
      title={
        exportable
          ? () => (
              <Flex justify="end">
                <ExportButton target={list.exportTarget} />
              </Flex>
            )
          : undefined
      }
      locale={empty === undefined ? table.locale : { ...table.locale, emptyText: empty }}
      dataSource={list.rows}
      loading={list.loading || busy}
      pagination={list.pagination}
      onChange={list.onTableChange}
      rowSelection={
        selection
          ? {
              selectedRowKeys: [...selection.selected],
              onChange: (keys) => selection.onSelect(keys.map(String)),
            }
          : undefined
      }
    />
  );
}
