import {
  CALL_FORWARDING_ANSWERS,
  CALL_FORWARDING_KEYS,
  MCS_OPERATOR_NAMES,
  SIM_CHANGED_ANSWERS,
  SIM_CHANGED_KEYS,
} from '@afx/domain';

import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { FormDateRange } from '../../components/date-range';
import {
  type ChecksFilter,
  type ChecksFilterValues,
  OPERATOR_FILTERS,
  checksFilterOf,
  checksFilterValuesOf,
} from './checkFilter';
import { MCS_QUERY_KEY, mcsApi } from './mcsApi';
import { useMcsTranslation } from './useMcsTranslation';
import { FilterButtons } from '../../components/list';

// Four to a row on a wide screen: the period's two dates need a quarter of it.
const COLUMN = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

/** The check list's filter: number, period, the SIM and forwarding answers, operator and user. */
export function ChecksFilterForm({
  filter,
  onSearch,
}: {
  filter: ChecksFilter;
  onSearch: (filter: ChecksFilter) => void;
}) {
  const { t, tm } = useMcsTranslation();
  const [form] = Form.useForm<ChecksFilterValues>();
  const users = useQuery({ queryKey: [...MCS_QUERY_KEY, 'users'], queryFn: () => mcsApi.users() });
  return (
    <Form<ChecksFilterValues>
      form={form}
      layout="vertical"
      name="mcs_checks_filter"
      initialValues={checksFilterValuesOf(filter)}
      onFinish={(values) => onSearch(checksFilterOf(values))}
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="phone" label={t('filterPhone')}>
            <Input inputMode="numeric" autoComplete="off" allowClear />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="period" label={t('period')}>
            <FormDateRange />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="sim_changed" label={t('simChanged')}>
            <Select
              allowClear
              options={SIM_CHANGED_ANSWERS.map((value) => ({ value, label: tm(SIM_CHANGED_KEYS[value]) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="call_forwarding" label={t('callForwarding')}>
            <Select
              allowClear
              options={CALL_FORWARDING_ANSWERS.map((value) => ({
                value,
                label: tm(CALL_FORWARDING_KEYS[value]),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="operator" label={t('operator')}>
            <Select
              allowClear
              options={OPERATOR_FILTERS.map((value) => ({
                value,
                label: value === 'other' ? t('otherOperator') : MCS_OPERATOR_NAMES[value],
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="user_id" label={t('user')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <FilterButtons
        onReset={() => {
          form.setFieldsValue(checksFilterValuesOf({}));
          onSearch({});
        }}
      />
    </Form>
  );
}
