import { Card, Empty, Flex, Typography, type TableColumnsType } from 'antd';
import { ListTable, sortableColumn, useListAddress, useListQuery } from '../../../components/list';
import { ADMIN_PATHS } from '../api/adminApi';
import { AUDIT_SORT_FIELDS, type AuditFilter, type AuditRow } from '../api/types';
import { instantText } from '../shared/adminText';
import { useAdminTranslation } from '../useAdminTranslation';
import { AUDIT_ADDRESS_FIELDS } from './auditFilter';
import { AuditFilterBox } from './AuditFilterBox';
import { useHistoryLabels } from '../shared/useHistoryLabels';

const DEFAULT_SORT = { field: 'event_dt', order: 'descend' } as const;

/** A changed value as people read it: the server's readable text, else the stored value. */
function changeText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** /admin/audit: every administrative action, newest first (who, when, what, before → after, why). */
export function AuditPage() {
  const { t } = useAdminTranslation();
  const { actionLabel, fieldLabel } = useHistoryLabels();
  const entities = t('audit.entities', { returnObjects: true }) as Readonly<Record<string, string>>;
  const address = useListAddress<AuditFilter>({
    fields: AUDIT_ADDRESS_FIELDS,
    sortFields: AUDIT_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const list = useListQuery<AuditRow, AuditFilter>({
    queryKey: 'admin-audit',
    url: ADMIN_PATHS.auditList,
    filter: address.filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });
  const apply = (next: AuditFilter) => {
    if (!address.apply(next)) list.reload();
  };
  const empty = (value: string | null | undefined) => value ?? t('audit.emptyValue');

  const columns: TableColumnsType<AuditRow> = [
    {
      ...sortableColumn(list, 'event_dt', t('audit.columns.when')),
      render: (_, row) => instantText(row.event_dt),
    },
    {
      key: 'actor',
      title: t('audit.columns.who'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.actor.name ?? t('audit.system')}</span>
          {row.actor.org_name ? (
            <Typography.Text type="secondary">{row.actor.org_name}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'object',
      title: t('audit.columns.object'),
      render: (_, row) => (
        <Flex vertical>
          <span>
            {entities[row.entity_type] ?? row.entity_type}: {row.entity_label ?? row.entity_key}
          </span>
          {row.subject_org_name ? (
            <Typography.Text type="secondary">{row.subject_org_name}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'action',
      title: t('audit.columns.action'),
      render: (_, row) => actionLabel(row.action, row.entity_type),
    },
    { key: 'notes', title: t('audit.columns.reason'), render: (_, row) => row.notes ?? '' },
    {
      key: 'changes',
      title: t('audit.columns.changes'),
      render: (_, row) => {
        const names = Object.keys(row.readable_changes ?? row.changes ?? {});
        if (names.length === 0) return null;
        return (
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {names.map((name) => {
              const [before, after] = row.readable_changes?.[name] ?? [
                changeText(row.changes?.[name]?.[0]),
                changeText(row.changes?.[name]?.[1]),
              ];
              return (
                <li key={name}>
                  {fieldLabel(name)}: {empty(before)} → {empty(after)}
                </li>
              );
            })}
          </ul>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <AuditFilterBox key={address.revision} filter={address.filter} onSearch={apply} />
      </Card>
      <Card size="small" title={t('audit.title')}>
        <ListTable<AuditRow>
          list={list}
          rowKey="id"
          columns={columns}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />}
          data-testid="audit-table"
        />
      </Card>
    </Flex>
  );
}
