import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { http } from '../../../api/http';
import { FormDateRange } from '../../../components/date-range';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { ADMIN_PATHS } from '../api/adminApi';
import { AUDIT_ENTITY_TYPES, type AuditFilter } from '../api/types';
import { OrganisationSelect } from '../shared/OrganisationSelect';
import { useAdminTranslation } from '../useAdminTranslation';
import { useHistoryLabels } from '../shared/useHistoryLabels';
import { actionsOf, auditFilterOf, auditFilterValuesOf, type AuditFilterValues } from './auditFilter';
import { FilterButtons } from '../../../components/list';

const COLUMN = { xs: 24, sm: 12, md: 8 } as const;

interface UserItem {
  id: number;
  login?: string;
  full_name?: string | null;
  org_name?: string | null;
}

const userOption = (user: UserItem): RemoteOption => ({
  value: user.id,
  label: [user.full_name || user.login || String(user.id), user.org_name ? `(${user.org_name})` : '']
    .filter(Boolean)
    .join(' '),
});

interface AuditFilterBoxProps {
  filter: AuditFilter;
  onSearch: (filter: AuditFilter) => void;
}

/** The user the address names as the actor, read once so the filter shows a name, not a number. */
function useActorOption(id: number | undefined): RemoteOption | null {
  const { data } = useQuery({
    queryKey: ['admin', 'audit-actor', id],
    queryFn: ({ signal }) => http.post<UserItem>(ADMIN_PATHS.userGet, { id }, { signal }),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
  return data ? userOption(data) : null;
}

/** The audit log's filters: a text, the object's type, the action, who, whose organisation, the period. */
export function AuditFilterBox({ filter, onSearch }: AuditFilterBoxProps) {
  const { t } = useAdminTranslation();
  const actorOption = useActorOption(filter.actor_user_id);
  const [form] = Form.useForm<AuditFilterValues>();
  const entityType = Form.useWatch('entity_type', form);
  const { actionLabel } = useHistoryLabels();
  return (
    <Form<AuditFilterValues>
      form={form}
      layout="vertical"
      name="admin_audit_filter"
      initialValues={auditFilterValuesOf(filter)}
      onFinish={(values) => onSearch(auditFilterOf(values))}
      onValuesChange={(changed: Partial<AuditFilterValues>) => {
        // Another object type has other actions.
        if ('entity_type' in changed) form.setFieldValue('action', null);
      }}
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="text" label={t('audit.filter.text')}>
            <Input allowClear autoComplete="off" maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="entity_type" label={t('audit.filter.entity_type')}>
            <Select
              allowClear
              options={AUDIT_ENTITY_TYPES.map((value) => ({ value, label: t(`audit.entities.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="action" label={t('audit.filter.action')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={actionsOf(entityType).map((value) => ({
                value,
                label: actionLabel(value, entityType),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="actor_user_id" label={t('audit.filter.actor')}>
            <RemoteSelect<UserItem>
              url={ADMIN_PATHS.userList}
              searchField="text"
              sortField="full_name"
              pageSize={20}
              mapOption={userOption}
              initialOption={actorOption}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="org_id" label={t('audit.filter.organisation')}>
            <OrganisationSelect />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="period" label={t('audit.filter.period')}>
            <FormDateRange />
          </Form.Item>
        </Col>
      </Row>
      <FilterButtons
        onReset={() => {
          form.setFieldsValue(auditFilterValuesOf({}));
          onSearch({});
        }}
      />
    </Form>
  );
}
