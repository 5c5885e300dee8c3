import {
  ALERT_ID_FILTER_MAX_LENGTH,
  NUMBER_FILTER_MAX_LENGTH,
  checkNumberFilter,
  normalizeNumberFilterInput,
  statusFilterForIncidentFilter,
} from '@afx/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { FormDateRange } from '../../../../components/date-range';
import { RemoteSelect } from '../../../../components/remote-select';
import { FPT_PATHS, type AlertDirection } from '../../api/alertApi';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import {
  addressFilterOf,
  type AlertAddressFilter,
  type AlertFilterValues,
  type TriState,
} from './alertFilter';
import { FilterButtons } from '../../../../components/list';

interface AlertFilterBoxProps {
  direction: AlertDirection;
  initialValues: AlertFilterValues;
  /** The status names of the catalogue, for the status select. */
  statusNames: ReadonlyMap<number, string>;
  onSearch: (filter: AlertAddressFilter) => void;
  onReset: () => void;
}

const COLUMN = { xs: 24, sm: 12, md: 8, xl: 6 } as const;
/** Lookups of organisations and users: 100 a page (spec 2 §9). */
const PICKER_PAGE_SIZE = 100;

/** The alert lists' filters (spec 2 §2.2, §2.4, §5.2); an alert id disables the others. */
export function AlertFilterBox({
  direction,
  initialValues,
  statusNames,
  onSearch,
  onReset,
}: AlertFilterBoxProps) {
  const { t, tm } = useFptAlertsTranslation();
  const [form] = Form.useForm<AlertFilterValues>();
  const byId = Boolean((Form.useWatch('id', form) ?? initialValues.id ?? '').trim());

  const triStateOptions = (yes: string, no: string) => [
    { value: 'any', label: t('filter.any') },
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];

  const numberField = (name: 'sender_number' | 'recipient_number') => (
    <Col {...COLUMN}>
      <Form.Item
        name={name}
        label={t(`filter.${name}`)}
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
  );

  const picker = (name: keyof AlertFilterValues, url: string): ReactNode => (
    <Col {...COLUMN}>
      <Form.Item name={name} label={t(`filter.${PICKER_LABELS[name] ?? 'creator'}`)}>
        <RemoteSelect url={url} pageSize={PICKER_PAGE_SIZE} allowClear disabled={byId} />
      </Form.Item>
    </Col>
  );

  const search = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSearch(addressFilterOf(values));
  };

  return (
    <Form<AlertFilterValues>
      form={form}
      name={`fpt_${direction}_filter`}
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void search()}
      data-testid="alert-filter-box"
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="id" label={t('filter.id')} extra={byId ? t('filter.idHint') : undefined}>
            <Input allowClear maxLength={ALERT_ID_FILTER_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        {numberField('sender_number')}
        {numberField('recipient_number')}
        {direction === 'outbound'
          ? picker('recipient_issuer_org_id', FPT_PATHS.recipientIssuers)
          : picker('sender_org_id', FPT_PATHS.senders)}
        <Col {...COLUMN}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              mode="multiple"
              allowClear
              disabled={byId}
              optionFilterProp="label"
              options={[...statusNames].map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="prevented_fraud" label={t('filter.prevented_fraud')}>
            <Select disabled={byId} options={triStateOptions(t('filter.prevented'), t('filter.fraud'))} />
          </Form.Item>
        </Col>
        {direction === 'outbound'
          ? picker('creator_id', FPT_PATHS.creators)
          : picker('last_user_id', FPT_PATHS.lastUsers)}
        {direction === 'inbound' && (
          <Col {...COLUMN}>
            <Form.Item name="incident_created" label={t('filter.incident')}>
              <Select
                disabled={byId}
                options={triStateOptions(t('filter.incidentPresent'), t('filter.incidentAbsent'))}
                // Only the eligible statuses can have an incident (spec 2 §4.2).
                onChange={(value: TriState) =>
                  form.setFieldValue(
                    'status',
                    statusFilterForIncidentFilter(
                      value === 'any' ? null : value === 'yes',
                      form.getFieldValue('status') ?? [],
                    ),
                  )
                }
              />
            </Form.Item>
          </Col>
        )}
        <Col {...COLUMN}>
          <Form.Item name="date_range" label={t('filter.date_range')}>
            <FormDateRange disabled={byId} />
          </Form.Item>
        </Col>
      </Row>
      <FilterButtons onReset={onReset} />
    </Form>
  );
}

const PICKER_LABELS: Partial<
  Record<keyof AlertFilterValues, 'recipient_issuer' | 'sender_issuer' | 'creator' | 'last_user'>
> = {
  recipient_issuer_org_id: 'recipient_issuer',
  sender_org_id: 'sender_issuer',
  creator_id: 'creator',
  last_user_id: 'last_user',
};
