import { CRIME_CHECK_STATUS_IDS, crimeCheckStatusNameKey, translate } from '@afx/domain';
import { Table } from 'antd';
import { capitalise, helpLanguage } from './helpLanguage';
import { useHelpTranslation } from './useHelpTranslation';

/** Statuses 1–7 of spec 2 §4.3: the names from the domain's catalogue, as the lists show them. */
export function CrimeCheckStatusTable() {
  const { t, i18n } = useHelpTranslation();
  const language = helpLanguage(i18n.resolvedLanguage);
  const rows = CRIME_CHECK_STATUS_IDS.map((id) => ({
    id,
    name: capitalise(translate(crimeCheckStatusNameKey(id), language)),
    meaning: t(`crimeCheck.statuses.${id}.meaning`),
    action: t(`crimeCheck.statuses.${id}.action`),
  }));
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      data-testid="crc-status-table"
      columns={[
        { key: 'id', dataIndex: 'id', title: t('crimeCheck.statusColumns.code'), width: 64 },
        { key: 'name', dataIndex: 'name', title: t('crimeCheck.statusColumns.name'), width: 180 },
        { key: 'meaning', dataIndex: 'meaning', title: t('crimeCheck.statusColumns.meaning') },
        { key: 'action', dataIndex: 'action', title: t('crimeCheck.statusColumns.action') },
      ]}
    />
  );
}
