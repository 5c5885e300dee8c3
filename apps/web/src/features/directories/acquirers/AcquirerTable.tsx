import { Table, type TableColumnsType } from 'antd';
import type { UseListQueryResult } from '../../../components/list';
import { formatUpdated } from '../shared/formatUpdated';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AcquirerIdView } from './acquirerApi';

/** ID, system, issuer name, country, notes, updated (spec 3 §2.4). */
export function AcquirerTable({
  list,
  onOpen,
}: {
  list: UseListQueryResult<AcquirerIdView>;
  onOpen: (record: AcquirerIdView) => void;
}) {
  const { t } = useDirectoriesTranslation();
  const columns: TableColumnsType<AcquirerIdView> = [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('acquirers.acquirerId'),
      sorter: true,
      sortOrder: list.sortOrderOf('id'),
    },
    { key: 'system', dataIndex: 'card_system_name', title: t('acquirers.system') },
    {
      key: 'org_name',
      dataIndex: 'org_name',
      title: t('acquirers.issuerName'),
      sorter: true,
      sortOrder: list.sortOrderOf('org_name'),
    },
    { key: 'country', dataIndex: 'org_country_name', title: t('common.country') },
    { key: 'notes', dataIndex: 'notes', title: t('common.notes'), ellipsis: true },
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
    <Table<AcquirerIdView>
      rowKey={(record) => `${record.org_id}:${record.id}`}
      size="small"
      columns={columns}
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      onRow={(record) => ({ onClick: () => onOpen(record), style: { cursor: 'pointer' } })}
    />
  );
}
