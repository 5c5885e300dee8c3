import {
  CRIME_CHECK_STATUS_IDS,
  NUMBER_FILTER_MAX_LENGTH,
  checkNumberFilter,
  checkRequestId,
  normalizeNumberFilterInput,
} from '@afx/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { FormDateRange } from '../../../../components/date-range';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { addressFilterOf, type PoliceAddressFilter, type PoliceFilterValues } from './policeFilter';
import { FilterButtons } from '../../../../components/list';

interface PoliceFilterBoxProps {
  initialValues: PoliceFilterValues;
  onSearch: (filter: PoliceAddressFilter) => void;
  onReset: () => void;
}

/** Request ids are 12 digits. */
const REQUEST_ID_LENGTH = 12;
const COLUMN = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

/** The police list's filters: request id (it disables the others), recipient, status, filing dates. */
export function PoliceFilterBox({ initialValues, onSearch, onReset }: PoliceFilterBoxProps) {
  const { t, tm, statusName } = usePoliceTranslation();
  const [form] = Form.useForm<PoliceFilterValues>();
  const byId = Boolean((Form.useWatch('id', form) ?? initialValues.id ?? '').trim());

  const search = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSearch(addressFilterOf(values));
  };

  return (
    <Form<PoliceFilterValues>
      form={form}
      name="crc_police_filter"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void search()}
      data-testid="police-filter-box"
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item
            name="id"
            label={t('filter.id')}
            extra={byId ? t('filter.idHint') : undefined}
            validateTrigger="onBlur"
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = value?.trim() ? checkRequestId(value.trim()) : null;
                  return problem ? Promise.reject(new Error(tm(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input allowClear maxLength={REQUEST_ID_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item
            name="recipient_number"
            label={t('filter.recipient_number')}
            validateTrigger="onBlur"
            normalize={(value: string) => normalizeNumberFilterInput(value)}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = value ? checkNumberFilter(value) : null;
                  return problem ? Promise.reject(new Error(tm(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input allowClear maxLength={NUMBER_FILTER_MAX_LENGTH} disabled={byId} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              mode="multiple"
              allowClear
              disabled={byId}
              optionFilterProp="label"
              options={CRIME_CHECK_STATUS_IDS.map((id) => ({ value: id, label: statusName(id) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="date_range" label={t('filter.date_range')}>
            <FormDateRange disabled={byId} />
          </Form.Item>
        </Col>
      </Row>
      <FilterButtons
        onReset={() => {
          form.resetFields();
          onReset();
        }}
      />
    </Form>
  );
}
