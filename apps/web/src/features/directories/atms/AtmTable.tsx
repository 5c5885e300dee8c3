import type { TableColumnsType } from 'antd';
import { sortableColumn } from '../../../components/list';
import { useDirectoryColumns } from '../shared/directoryColumns';
import { DirectoryTable, type DirectoryTableProps } from '../shared/DirectoryTable';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AtmListRow } from './atmApi';

interface AtmTableProps extends DirectoryTableProps<AtmListRow> {
  /** The row whose ATM is being fetched for the dialog. */
  opening: string | null;
}

export const atmRowKey = (row: Pick<AtmListRow, 'org_id' | 'term_id'>): string =>
  `${row.org_id}:${row.term_id}`;

/** Terminal id, acquirer, city, address, location description, updated (spec 3 §2.3). */
export function AtmTable({ list, selection, onOpen, opening }: AtmTableProps) {
  const { t } = useDirectoriesTranslation();
  const { updated } = useDirectoryColumns(list);
  const columns: TableColumnsType<AtmListRow> = [
    sortableColumn(list, 'term_id', t('atms.termId')),
    sortableColumn(list, 'org_name', t('atms.acquirerName')),
    sortableColumn(list, 'location_name', t('atms.city')),
    { key: 'location_address', dataIndex: 'location_address', title: t('atms.address') },
    { key: 'location_description', dataIndex: 'location_description', title: t('atms.locationDescription') },
    updated,
  ];
  return (
    <DirectoryTable<AtmListRow>
      list={list}
      busy={opening !== null}
      rowKey={atmRowKey}
      columns={columns}
      selection={selection}
      onOpen={onOpen}
    />
  );
}
