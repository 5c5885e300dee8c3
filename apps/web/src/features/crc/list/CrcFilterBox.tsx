import {
  CRIME_CHECK_FILTER_TEXT_MAX,
  NUMBER_FILTER_MAX_LENGTH,
  checkNumberFilter,
  checkRegistrationNumber,
  crimeCheckStatusNameKey,
  normalizeNumberFilterInput,
  visibleCrimeCheckStatusIds,
  type MessageKey,
} from '@afx/domain';
import { Col, Collapse, Form, Input, Row, Select } from 'antd';
import { FormDateRange } from '../../../components/date-range';
import { RemoteSelect } from '../../../components/remote-select';
import { CRC_PATHS } from '../api/crcApi';
import { useCrcTranslation } from '../useCrcTranslation';
import {
  addressFilterOf,
  statusesForIncidentFilter,
  type CrcAddressFilter,
  type CrcFilterValues,
  type TriState,
} from './crcFilter';
import { FilterButtons } from '../../../components/list';

interface CrcFilterBoxProps {
  initialValues: CrcFilterValues;
  /** E22: status 1 in the status select and the recipient-issuer filter. */
  hasE22: boolean;
  onSearch: (filter: CrcAddressFilter) => void;
  onReset: () => void;
}

const COLUMN = { xs: 24, sm: 12, md: 8, xl: 6 } as const;
/** Lookups of organisations and users: 100 a page (spec 2 §9). */
const PICKER_PAGE_SIZE = 100;
/** A request id is 12 digits. */
const REQUEST_ID_MAX_LENGTH = 12;

const ruleOf = (check: (value: string) => MessageKey | null, tm: (key: MessageKey) => string) => ({
  validator: (_rule: unknown, value: string | undefined) => {
    const problem = value ? check(value) : null;
    return problem ? Promise.reject(new Error(tm(problem))) : Promise.resolve();
  },
});

/**
 * The client list's filters (spec 2 §2.6, §5.3): the main ones, and the toggled ones folded below;
 * a request id clears and disables the others.
 */
export function CrcFilterBox({ initialValues, hasE22, onSearch, onReset }: CrcFilterBoxProps) {
  const { t, tm } = useCrcTranslation();
  const [form] = Form.useForm<CrcFilterValues>();
  const byId = Boolean((Form.useWatch('id', form) ?? initialValues.id ?? '').trim());
  // The senders of the chosen recipient issuer's requests (spec 2 §7.2); the server scopes U22's.
  const recipientIssuerId: number | null | undefined = Form.useWatch('recipient_issuer_id', form);

  const numberField = (name: 'sender_number' | 'recipient_number') => (
    <Col {...COLUMN}>
      <Form.Item
        name={name}
        label={t(`filter.${name}`)}
        validateTrigger="onBlur"
        normalize={(value: string) => normalizeNumberFilterInput(value)}
        rules={[ruleOf(checkNumberFilter, tm)]}
      >
        <Input allowClear maxLength={NUMBER_FILTER_MAX_LENGTH} disabled={byId} autoComplete="off" />
      </Form.Item>
    </Col>
  );

  const textField = (name: 'notes' | 'url') => (
    <Col {...COLUMN}>
      <Form.Item name={name} label={t(`filter.${name}`)}>
        <Input allowClear maxLength={CRIME_CHECK_FILTER_TEXT_MAX} disabled={byId} autoComplete="off" />
      </Form.Item>
    </Col>
  );

  const search = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSearch(addressFilterOf(values));
  };

  const toggled = (
    <Row gutter={16}>
      <Col {...COLUMN}>
        <Form.Item name="date_range" label={t('filter.date_range')}>
          <FormDateRange disabled={byId} />
        </Form.Item>
      </Col>
      <Col {...COLUMN}>
        <Form.Item
          name="reg_number"
          label={t('filter.reg_number')}
          validateTrigger="onBlur"
          rules={[ruleOf(checkRegistrationNumber, tm)]}
        >
          <Input allowClear disabled={byId} autoComplete="off" />
        </Form.Item>
      </Col>
      {textField('notes')}
      {textField('url')}
      {hasE22 && (
        <Col {...COLUMN}>
          <Form.Item name="recipient_issuer_id" label={t('filter.recipient_issuer')}>
            <RemoteSelect
              url={CRC_PATHS.recipients}
              searchIn="search"
              pageSize={PICKER_PAGE_SIZE}
              disabled={byId}
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );

  return (
    <Form<CrcFilterValues>
      form={form}
      name="crc_client_filter"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void search()}
      data-testid="crc-filter-box"
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="id" label={t('filter.id')} extra={byId ? t('filter.idHint') : undefined}>
            <Input allowClear maxLength={REQUEST_ID_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        {numberField('recipient_number')}
        {numberField('sender_number')}
        <Col {...COLUMN}>
          <Form.Item name="sender_issuer_id" label={t('filter.sender_issuer')}>
            <RemoteSelect
              url={CRC_PATHS.senders}
              searchIn="search"
              pageSize={PICKER_PAGE_SIZE}
              disabled={byId}
              extraFilter={recipientIssuerId ? { recipient_issuer_id: recipientIssuerId } : undefined}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              mode="multiple"
              allowClear
              disabled={byId}
              optionFilterProp="label"
              options={visibleCrimeCheckStatusIds(hasE22).map((value) => ({
                value,
                label: tm(crimeCheckStatusNameKey(value)),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="incident_created" label={t('filter.incident')}>
            <Select
              disabled={byId}
              options={[
                { value: 'any', label: t('filter.any') },
                { value: 'yes', label: t('filter.incidentPresent') },
                { value: 'no', label: t('filter.incidentAbsent') },
              ]}
              onChange={(value: TriState) =>
                form.setFieldValue(
                  'status',
                  statusesForIncidentFilter(value, form.getFieldValue('status') ?? []),
                )
              }
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="last_user_id" label={t('filter.last_user')}>
            <RemoteSelect
              url={CRC_PATHS.lastUsers}
              searchIn="search"
              pageSize={PICKER_PAGE_SIZE}
              disabled={byId}
            />
          </Form.Item>
        </Col>
      </Row>
      <Collapse
        size="small"
        ghost
        // Folded unless the address already applies one of them.
        defaultActiveKey={hasToggledValue(initialValues) ? ['more'] : []}
        items={[{ key: 'more', label: t('filter.more'), forceRender: true, children: toggled }]}
        style={{ marginBottom: 16 }}
      />
      <FilterButtons onReset={onReset} />
    </Form>
  );
}

function hasToggledValue(values: CrcFilterValues): boolean {
  return Boolean(values.reg_number || values.notes || values.url || values.recipient_issuer_id);
}
