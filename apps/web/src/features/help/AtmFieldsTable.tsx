import { Table } from 'antd';
import { useHelpTranslation } from './useHelpTranslation';

const FIELDS = ['termId', 'acquirer', 'acquirerIds', 'city', 'address', 'description', 'geo'] as const;

/** The ATM card's fields and their rules (spec 3 §5 "ATM form"). */
export function AtmFieldsTable() {
  const { t } = useHelpTranslation();
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={FIELDS.map((key) => ({
        key,
        field: t(`atmList.fields.${key}.field`),
        rule: t(`atmList.fields.${key}.rule`),
      }))}
      columns={[
        { key: 'field', dataIndex: 'field', title: t('atmList.fieldColumns.field'), width: 200 },
        { key: 'rule', dataIndex: 'rule', title: t('atmList.fieldColumns.rule') },
      ]}
    />
  );
}
