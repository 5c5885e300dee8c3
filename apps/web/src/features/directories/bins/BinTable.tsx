import type { TableColumnsType } from 'antd';
import { sortableColumn } from '../../../components/list';
import { useDirectoryColumns } from '../shared/directoryColumns';
import { DirectoryTable, type DirectoryTableProps } from '../shared/DirectoryTable';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { BinView } from './binApi';
import { useTokenLabels } from './useTokenLabels';

/** BIN, ICA/BID, system, issuer, country, prepaid, token, notes, updated (spec 3 §2.2). */
export function BinTable({ list, selection, onOpen }: DirectoryTableProps<BinView>) {
  const { t } = useDirectoriesTranslation();
  const token = useTokenLabels();
  const { country, notes, updated } = useDirectoryColumns(list);
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? t('common.yes') : t('common.no'));
  const columns: TableColumnsType<BinView> = [
    sortableColumn(list, 'bin', t('bins.bin')),
    {
      key: 'code',
      title: t('bins.icaBid'),
      // BID when the system id is 1, ICA when 2.
      render: (_value, record) => record.bid ?? record.ica ?? '',
    },
    { key: 'system', dataIndex: 'card_system_name', title: t('bins.system') },
    sortableColumn(list, 'org_name', t('bins.issuerName')),
    country,
    { key: 'prepaid', dataIndex: 'prepaid', title: t('bins.prepaid'), render: yesNo },
    {
      key: 'token',
      dataIndex: 'token',
      title: t('bins.token'),
      render: (value: boolean | null) => (value === null ? '' : value ? token.yes : token.no),
    },
    notes,
    updated,
  ];
  return (
    <DirectoryTable<BinView>
      list={list}
      rowKey="bin"
      columns={columns}
      selection={selection}
      onOpen={onOpen}
    />
  );
}
