import { SearchOutlined } from '@ant-design/icons';
import { CASINO_URL_FILTER, checkLengthBetween, removeSpaces } from '@afx/domain';
import { Button, Col, Form, Input, Row, Switch } from 'antd';
import { RemoteSelect } from '../../../components/remote-select';
import { INCIDENT_PATHS } from '../api/incidentApi';
import type { CasinoListFilter } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

interface CasinoFilterValues {
  url?: string;
  creator_org_id?: number | null;
  active_only?: boolean;
}

interface CasinoFilterBoxProps {
  /** E1000: the creator organisation filter. */
  extended: boolean;
  /** The applied filter (from the address): the box opens filled with it. */
  initialFilter: CasinoListFilter;
  onSearch: (filter: CasinoListFilter) => void;
}

function toCasinoFilter(values: CasinoFilterValues, extended: boolean): CasinoListFilter {
  const filter: CasinoListFilter = {};
  const url = values.url?.trim() ?? '';
  if (url !== '') filter.url = url;
  if (extended && values.creator_org_id) filter.creator_org_id = values.creator_org_id;
  if (values.active_only) filter.active_only = true;
  return filter;
}

/** The casino list's filters: URL of 5 to 510 characters, creator organisation (E1000), active only. */
export function CasinoFilterBox({ extended, initialFilter, onSearch }: CasinoFilterBoxProps) {
  const { t } = useIncidentsTranslation();
  const { outcome } = useDomainText();
  const [form] = Form.useForm<CasinoFilterValues>();

  const search = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSearch(toCasinoFilter(values, extended));
  };

  return (
    <Form<CasinoFilterValues>
      form={form}
      name="casino_filter"
      initialValues={initialFilter}
      layout="vertical"
      onFinish={() => void search()}
      data-testid="casino-filter-box"
    >
      <Row gutter={16} align="bottom">
        <Col xs={24} md={10}>
          <Form.Item
            name="url"
            label={t('casino.url')}
            validateTrigger="onBlur"
            normalize={removeSpaces}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = value
                    ? checkLengthBetween(value, CASINO_URL_FILTER.min, CASINO_URL_FILTER.max)
                    : null;
                  return problem ? Promise.reject(new Error(outcome(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input allowClear maxLength={CASINO_URL_FILTER.max} autoComplete="off" />
          </Form.Item>
        </Col>
        {extended && (
          <Col xs={24} md={8}>
            <Form.Item name="creator_org_id" label={t('casino.creatorOrg')}>
              <RemoteSelect url={INCIDENT_PATHS.organisations} allowClear />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={3}>
          <Form.Item name="active_only" label={t('casino.activeOnly')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('filter.search')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
