import {
  CCI_FAILURES,
  CCI_RESULT_FILTERS,
  CCI_SORT_FIELDS,
  CCI_STATUS_KEYS,
  checkCardLastFour,
  formatInstantDateTime,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Form, Input, Row, Select, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { FormDateRange } from '../../components/date-range';
import {
  ListTable,
  sortableColumn,
  useListAddress,
  useListQuery,
  FilterButtons,
} from '../../components/list';
import { CCI_PATHS, type CciRequestRow, cciApi } from './cciApi';
import {
  CCI_ADDRESS_FIELDS,
  type CciFilter,
  type CciFilterValues,
  cciFilterOf,
  cciFilterValuesOf,
} from './requestFilter';
import { useCciTranslation } from './useCciTranslation';

const DEFAULT_SORT = { field: 'created_at', order: 'descend' } as const;
const COLUMN = { xs: 24, sm: 12, md: 6 } as const;

function FilterBox({ filter, onSearch }: { filter: CciFilter; onSearch: (filter: CciFilter) => void }) {
  const { t, tm } = useCciTranslation();
  const [form] = Form.useForm<CciFilterValues>();
  const users = useQuery({ queryKey: ['cci-users'], queryFn: ({ signal }) => cciApi.users(signal) });
  return (
    <Form<CciFilterValues>
      form={form}
      layout="vertical"
      name="cci_filter"
      initialValues={cciFilterValuesOf(filter)}
      onFinish={(values) => onSearch(cciFilterOf(values))}
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="period" label={t('list.filter.period')}>
            <FormDateRange />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="result" label={t('list.filter.result')}>
            <Select
              aria-label={t('list.filter.result')}
              allowClear
              options={CCI_RESULT_FILTERS.map((value) => ({ value, label: t(`list.results.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="user_id" label={t('list.filter.user')}>
            <Select
              aria-label={t('list.filter.user')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item
            name="card_last4"
            label={t('list.filter.card')}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const key = value ? checkCardLastFour(value) : null;
                  if (key) throw new Error(tm(key));
                },
              },
            ]}
          >
            <Input aria-label={t('list.filter.card')} maxLength={4} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <FilterButtons
        onReset={() => {
          form.setFieldsValue(cciFilterValuesOf({}));
          onSearch({});
        }}
      />
    </Form>
  );
}

/** /cci/requests: the organisation's card-blocking questions (E1010: every organisation's), newest first. */
export function RequestsPage() {
  const { t, tm } = useCciTranslation();
  const address = useListAddress<CciFilter>({
    fields: CCI_ADDRESS_FIELDS,
    sortFields: CCI_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const list = useListQuery<CciRequestRow, CciFilter>({
    queryKey: 'cci-requests',
    url: CCI_PATHS.list,
    filter: address.filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });
  const apply = (next: CciFilter) => {
    if (!address.apply(next)) list.reload();
  };
  const columns: TableColumnsType<CciRequestRow> = [
    {
      ...sortableColumn(list, 'created_at', t('list.columns.time')),
      render: (_, row) => formatInstantDateTime(new Date(row.created_at)),
    },
    { key: 'organisation', title: t('list.columns.organisation'), render: (_, row) => row.org_name },
    { key: 'user', title: t('list.columns.user'), render: (_, row) => row.user_name },
    { key: 'card', title: t('list.columns.card'), render: (_, row) => row.pan_masked },
    { key: 'issuer', title: t('list.columns.issuer'), render: (_, row) => row.issuer_name },
    { key: 'tran_date', title: t('list.columns.tranDate'), render: (_, row) => row.tran_date },
    { key: 'amount', title: t('list.columns.amount'), render: (_, row) => row.amount },
    {
      key: 'outcome',
      title: t('list.columns.outcome'),
      render: (_, row) =>
        row.status ? (
          <Tag color={row.status === 'blocked' ? 'green' : 'blue'}>{tm(CCI_STATUS_KEYS[row.status])}</Tag>
        ) : (
          <Tag color="red">
            {row.failure && (CCI_FAILURES as readonly string[]).includes(row.failure)
              ? t(`list.results.${row.failure}`)
              : tm('cci_outcome_failed')}
          </Tag>
        ),
    },
    { key: 'duration', title: t('list.columns.duration'), render: (_, row) => row.duration_ms },
  ];
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <FilterBox key={address.revision} filter={address.filter} onSearch={apply} />
      </Card>
      <Card size="small" title={t('list.title')} extra={<Link to="/cci">{t('list.toWizard')}</Link>}>
        <ListTable<CciRequestRow>
          list={list}
          rowKey="cci_request_id"
          columns={columns}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />}
          data-testid="cci-requests-table"
        />
      </Card>
    </Flex>
  );
}
