import { HistoryOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy';
import { HistoryDrawer } from '../../../components/history';
import {
  ListTable,
  sortableColumn,
  useListAddress,
  useListQuery,
  FilterButtons,
} from '../../../components/list';
import { ADMIN_PATHS, adminApi } from '../api/adminApi';
import { API_CLIENT_SORT_FIELDS, type ApiClientFilter, type ApiClientView } from '../api/types';
import { instantText } from '../shared/adminText';
import { OrganisationSelect } from '../shared/OrganisationSelect';
import { SecretOnceModal, type SecretItem } from '../shared/SecretOnceModal';
import { useHistoryLabels } from '../shared/useHistoryLabels';
import { useAdminTranslation } from '../useAdminTranslation';
import { ApiClientCreateDialog } from './ApiClientCreateDialog';
import {
  API_CLIENT_ADDRESS_FIELDS,
  apiClientFilterOf,
  apiClientFilterValuesOf,
  type ApiClientFilterValues,
} from './apiClientFilter';
import { RotateSecretDialog } from './RotateSecretDialog';

const DEFAULT_SORT = { field: 'created_at', order: 'descend' } as const;

/** /admin/api-clients: the systems that call AFX's API, their codes and secrets. */
export function ApiClientsPage() {
  const { t } = useAdminTranslation();
  const { message, modal } = App.useApp();
  const labels = useHistoryLabels('api_client');
  const address = useListAddress<ApiClientFilter>({
    fields: API_CLIENT_ADDRESS_FIELDS,
    sortFields: API_CLIENT_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const list = useListQuery<ApiClientView, ApiClientFilter>({
    queryKey: 'admin-api-clients',
    url: ADMIN_PATHS.apiClientList,
    filter: address.filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<ApiClientView | null>(null);
  const [secret, setSecret] = useState<{ title: string; items: SecretItem[] } | null>(null);
  const [historyOf, setHistoryOf] = useState<ApiClientView | null>(null);

  const apply = (next: ApiClientFilter) => {
    if (!address.apply(next)) list.reload();
  };

  const toggle = (client: ApiClientView) => {
    const enabling = !client.active;
    void modal.confirm({
      title: t(enabling ? 'apiClients.enableConfirm' : 'apiClients.disableConfirm', { name: client.name }),
      content: enabling ? undefined : t('apiClients.disableText'),
      okText: t(enabling ? 'apiClients.enable' : 'apiClients.disable'),
      okButtonProps: { danger: !enabling },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          if (enabling) await adminApi.enableApiClient(client.client_id);
          else await adminApi.disableApiClient(client.client_id);
          void message.success(t(enabling ? 'apiClients.enabled' : 'apiClients.disabled'));
          list.reload();
        } catch {
          // The HTTP client has said why.
        }
      },
    });
  };

  const columns: TableColumnsType<ApiClientView> = [
    { ...sortableColumn(list, 'org_name', t('apiClients.fields.organisation')) },
    sortableColumn(list, 'name', t('apiClients.fields.name')),
    {
      key: 'client_id',
      title: t('apiClients.fields.client_id'),
      render: (_, row) => (
        <Flex vertical>
          <Flex gap={4} align="center" wrap={false}>
            <Typography.Text code>{row.client_id}</Typography.Text>
            <CopyButton text={row.client_id} aria-label={t('apiClients.copyId', { id: row.client_id })} />
          </Flex>
          {/* After a rotation, while the old secret still works. */}
          {row.previous_secret_until && Date.parse(row.previous_secret_until) > Date.now() ? (
            <Typography.Text type="secondary">
              {t('apiClients.previousUntil', { when: instantText(row.previous_secret_until) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'permissions',
      title: t('apiClients.fields.codes'),
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.permissions.map((code) => (
            <Tag key={code}>{code}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'active',
      title: t('apiClients.fields.active'),
      render: (_, row) =>
        row.active ? (
          <Tag color="green">{t('common.activeYes')}</Tag>
        ) : (
          <Tag color="red">{t('common.activeNo')}</Tag>
        ),
    },
    {
      ...sortableColumn(list, 'created_at', t('apiClients.fields.created_at')),
      render: (_, row) => instantText(row.created_at),
    },
    {
      ...sortableColumn(list, 'last_used_at', t('apiClients.fields.last_used_at')),
      render: (_, row) => (row.last_used_at ? instantText(row.last_used_at) : t('apiClients.neverUsed')),
    },
    {
      key: 'actions',
      title: '',
      render: (_, row) => (
        <Space size={4} wrap={false}>
          <Button size="small" icon={<KeyOutlined />} disabled={!row.active} onClick={() => setRotating(row)}>
            {t('apiClients.rotate')}
          </Button>
          <Button size="small" danger={row.active} onClick={() => toggle(row)}>
            {t(row.active ? 'apiClients.disable' : 'apiClients.enable')}
          </Button>
          <Button
            type="text"
            size="small"
            icon={<HistoryOutlined />}
            aria-label={t('common.historyOf', { name: row.name })}
            title={t('common.history')}
            onClick={() => setHistoryOf(row)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ApiClientFilterBox
          key={address.revision}
          filter={address.filter}
          onSearch={apply}
          onCreate={() => setCreating(true)}
        />
      </Card>
      <Card size="small" title={t('apiClients.title')}>
        <ListTable<ApiClientView>
          list={list}
          rowKey="client_id"
          columns={columns}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apiClients.empty')} />}
          data-testid="api-clients-table"
        />
      </Card>
      {creating ? (
        <ApiClientCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(credentials) => {
            setCreating(false);
            list.reload();
            setSecret({
              title: t('apiClients.createdTitle'),
              items: [
                { label: t('apiClients.fields.client_id'), value: credentials.client_id },
                { label: t('apiClients.secret'), value: credentials.client_secret },
              ],
            });
          }}
        />
      ) : null}
      {rotating ? (
        <RotateSecretDialog
          client={rotating}
          onClose={() => setRotating(null)}
          onRotated={(value) => {
            const client = rotating;
            setRotating(null);
            list.reload();
            setSecret({
              title: t('apiClients.rotatedTitle', { name: client.name }),
              items: [
                { label: t('apiClients.fields.client_id'), value: client.client_id },
                { label: t('apiClients.secret'), value },
              ],
            });
          }}
        />
      ) : null}
      <SecretOnceModal
        title={secret?.title ?? ''}
        items={secret?.items ?? null}
        onClose={() => setSecret(null)}
      />
      <HistoryDrawer
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? t('common.historyOf', { name: historyOf.name }) : undefined}
        load={() => (historyOf ? adminApi.apiClientHistory(historyOf.client_id) : Promise.resolve([]))}
        {...labels}
      />
    </Flex>
  );
}

const COLUMN = { xs: 24, sm: 12, md: 8 } as const;

function ApiClientFilterBox({
  filter,
  onSearch,
  onCreate,
}: {
  filter: ApiClientFilter;
  onSearch: (filter: ApiClientFilter) => void;
  onCreate: () => void;
}) {
  const { t } = useAdminTranslation();
  const [form] = Form.useForm<ApiClientFilterValues>();
  return (
    <Form<ApiClientFilterValues>
      form={form}
      layout="vertical"
      name="admin_api_client_filter"
      initialValues={apiClientFilterValuesOf(filter)}
      onFinish={(values) => onSearch(apiClientFilterOf(values))}
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="text" label={t('apiClients.filterText')}>
            <Input allowClear autoComplete="off" maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="org_id" label={t('apiClients.fields.organisation')}>
            <OrganisationSelect />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="active" label={t('apiClients.fields.active')}>
            <Select
              options={[
                { value: 'any', label: t('common.any') },
                { value: 'yes', label: t('common.activeYes') },
                { value: 'no', label: t('common.activeNo') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <FilterButtons
        onReset={() => {
          form.setFieldsValue(apiClientFilterValuesOf({}));
          onSearch({});
        }}
      >
        <Button icon={<PlusOutlined />} onClick={onCreate}>
          {t('apiClients.create')}
        </Button>
      </FilterButtons>
    </Form>
  );
}
