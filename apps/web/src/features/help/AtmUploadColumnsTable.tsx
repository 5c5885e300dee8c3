import { Table, Typography } from 'antd';
import { useHelpTranslation } from './useHelpTranslation';

/** The ATM upload's columns (spec 3 §3 "ATM upload row", §5 "ATM spreadsheet upload"). */
const UPLOAD_COLUMNS = [
  { name: 'term_id', required: true },
  { name: 'region', required: true },
  { name: 'city', required: true },
  { name: 'address', required: false },
  { name: 'location_description', required: false },
  { name: 'katottg', required: false },
  { name: 'latitude', required: false },
  { name: 'longitude', required: false },
] as const;

export function AtmUploadColumnsTable() {
  const { t } = useHelpTranslation();
  return (
    <Table
      size="small"
      rowKey="name"
      pagination={false}
      data-testid="atm-upload-columns"
      dataSource={UPLOAD_COLUMNS.map((column) => ({
        name: column.name,
        required: t(column.required ? 'atmList.yes' : 'atmList.no'),
        rule: t(`atmList.columns.${column.name}`),
      }))}
      columns={[
        {
          key: 'name',
          dataIndex: 'name',
          title: t('atmList.uploadColumns.column'),
          render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
        },
        { key: 'required', dataIndex: 'required', title: t('atmList.uploadColumns.required') },
        { key: 'rule', dataIndex: 'rule', title: t('atmList.uploadColumns.rule') },
      ]}
    />
  );
}
