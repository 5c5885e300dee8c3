import type { TableColumnsType } from 'antd';
import { sortableColumn } from '../../../components/list';
import { useDirectoryColumns } from '../shared/directoryColumns';
import { DirectoryTable, type DirectoryTableProps } from '../shared/DirectoryTable';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AcquirerIdView } from './acquirerApi';

/** ID, system, issuer name, country, notes, updated (spec 3 §2.4). */
export function AcquirerTable({ list, onOpen }: DirectoryTableProps<AcquirerIdView>) {
  const { t } = useDirectoriesTranslation();
  const { country, notes, updated } = useDirectoryColumns(list);
  const columns: TableColumnsType<AcquirerIdView> = [
    sortableColumn(list, 'id', t('acquirers.acquirerId')),
    { key: 'system', dataIndex: 'card_system_name', title: t('acquirers.system') },
    sortableColumn(list, 'org_name', t('acquirers.orgName')),
    country,
    notes,
    updated,
  ];
  return (
    <DirectoryTable<AcquirerIdView>
      list={list}
      rowKey={(record) => `${record.org_id}:${record.id}`}
      columns={columns}
      onOpen={onOpen}
    />
  );
}
