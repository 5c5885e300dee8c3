import { Table, type TableColumnsType } from 'antd';
import type { UseListQueryResult } from '../../../components/list';
import { formatUpdated } from '../shared/formatUpdated';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AtmListRow } from './atmApi';

interface AtmTableProps {
  list: UseListQueryResult<AtmListRow>;
  selectable: boolean;
  selected: readonly string[];
  onSelect: (termIds: string[]) => void;
  onOpen: (row: AtmListRow) => void;
  /** The row whose ATM is being fetched for the dialog. */
  opening: string | null;
}

export const atmRowKey = (row: Pick<AtmListRow, 'org_id' | 'term_id'>): string =>
  `${row.org_id}:${row.term_id}`;

/** Terminal id, acquirer, city, address, location description, updated (spec 3 §2.3). */
export function AtmTable({ list, selectable, selected, onSelect, onOpen, opening }: AtmTableProps) {
  const { t } = useDirectoriesTranslation();
  const columns: TableColumnsType<AtmListRow> = [
    {
      key: 'term_id',
      dataIndex: 'term_id',
      title: t('atms.termId'),
      sorter: true,
      sortOrder: list.sortOrderOf('term_id'),
    },
    {
      key: 'org_name',
      dataIndex: 'org_name',
      title: t('atms.acquirerName'),
      sorter: true,
      sortOrder: list.sortOrderOf('org_name'),
    },
    {
      key: 'location_name',
      dataIndex: 'location_name',
      title: t('atms.city'),
      sorter: true,
      sortOrder: list.sortOrderOf('location_name'),
    },
    { key: 'location_address', dataIndex: 'location_address', title: t('atms.address') },
    { key: 'location_description', dataIndex: 'location_description', title: t('atms.locationDescription') },
    {
      key: 'update_dt',
      dataIndex: 'update_dt',
      title: t('common.updated'),
      sorter: true,
      sortOrder: list.sortOrderOf('update_dt'),
      render: formatUpdated,
    },
  ];
  return (
    <Table<AtmListRow>
      rowKey={atmRowKey}
      size="small"
      columns={columns}
      dataSource={list.rows}
      loading={list.loading || opening !== null}
      pagination={list.pagination}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selectable
          ? { selectedRowKeys: [...selected], onChange: (keys) => onSelect(keys.map(String)) }
          : undefined
      }
      onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
    />
  );
}
