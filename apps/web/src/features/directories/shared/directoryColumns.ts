import type { TableColumnType } from 'antd';
import { sortableColumn, type UseListQueryResult } from '../../../components/list';
import { formatUpdated } from './formatUpdated';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

/** The columns the directory lists share: the owner's country, notes, and when a row last changed. */
export function useDirectoryColumns<Row extends { update_dt: string }>(list: UseListQueryResult<Row>) {
  const { t } = useDirectoriesTranslation();
  const country: TableColumnType<Row> = {
    key: 'country',
    dataIndex: 'org_country_name',
    title: t('common.country'),
  };
  const notes: TableColumnType<Row> = {
    key: 'notes',
    dataIndex: 'notes',
    title: t('common.notes'),
    ellipsis: true,
  };
  const updated: TableColumnType<Row> = {
    ...sortableColumn(list, 'update_dt', t('common.updated')),
    render: formatUpdated,
  };
  return { country, notes, updated };
}
