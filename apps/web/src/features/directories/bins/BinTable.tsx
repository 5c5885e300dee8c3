import { Table, type TableColumnsType } from 'antd';
import type { UseListQueryResult } from '../../../components/list';
import { formatUpdated } from '../shared/formatUpdated';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { BinView } from './binApi';

interface BinTableProps {
  list: UseListQueryResult<BinView>;
  /** Row selection is offered only when group actions are allowed. */
  selectable: boolean;
  selected: readonly string[];
  onSelect: (bins: string[]) => void;
  onOpen: (record: BinView) => void;
}

/** BIN, ICA/BID, system, issuer, country, prepaid, token, notes, updated (spec 3 §2.2). */
export function BinTable({ list, selectable, selected, onSelect, onOpen }: BinTableProps) {
  const { t } = useDirectoriesTranslation();
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? t('common.yes') : t('common.no'));
  const columns: TableColumnsType<BinView> = [
    { key: 'bin', dataIndex: 'bin', title: t('bins.bin'), sorter: true, sortOrder: list.sortOrderOf('bin') },
    {
      key: 'code',
      title: t('bins.icaBid'),
      // BID when the system id is 1, ICA when 2.
      render: (_value, record) => record.bid ?? record.ica ?? '',
    },
    { key: 'system', dataIndex: 'card_system_name', title: t('bins.system') },
    {
      key: 'org_name',
      dataIndex: 'org_name',
      title: t('bins.issuerName'),
      sorter: true,
      sortOrder: list.sortOrderOf('org_name'),
    },
    { key: 'country', dataIndex: 'org_country_name', title: t('common.country') },
    { key: 'prepaid', dataIndex: 'prepaid', title: t('bins.prepaid'), render: yesNo },
    {
      key: 'token',
      dataIndex: 'token',
      title: t('bins.token'),
      render: (value: boolean | null) =>
        value === null ? '' : value ? t('bins.tokenValue') : t('bins.cardValue'),
    },
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
    <Table<BinView>
      rowKey="bin"
      size="small"
      columns={columns}
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selectable
          ? { selectedRowKeys: [...selected], onChange: (keys) => onSelect(keys.map(String)) }
          : undefined
      }
      onRow={(record) => ({ onClick: () => onOpen(record), style: { cursor: 'pointer' } })}
    />
  );
}
