import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { FormDateRange } from '../../../components/date-range';
import { RemoteSelect } from '../../../components/remote-select';
import { INCIDENT_PATHS } from '../api/incidentApi';
import type { IncidentListFilter } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import {
  EXTRA_TEXT_FILTERS,
  MAIN_TEXT_FILTERS,
  isFilterValueInvalid,
  inputMaxLength,
  sanitizeAsTyped,
  type TextFilterName,
} from './filterFields';
import {
  blankFilterValues,
  initialFilterValues,
  toListFilter,
  type IncidentFilterValues,
} from './filterValues';
import { FilterButtons } from '../../../components/list';

interface IncidentFilterBoxProps {
  /** E1000 or admin: the id, source organisation and user, and event-date filters (spec 1 §6). */
  extended: boolean;
  /** The box as it opens (with filters from the address, when given). */
  initialValues: IncidentFilterValues;
  onSearch: (filter: IncidentListFilter) => void;
}

const COLUMN = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

/** The filter box of /incidents with the limits of spec 1 §5 "Filter box limits". */
export function IncidentFilterBox({ extended, initialValues, onSearch }: IncidentFilterBoxProps) {
  const { t } = useIncidentsTranslation();
  const { text } = useDomainText();
  const [form] = Form.useForm<IncidentFilterValues>();
  const [showExtra, setShowExtra] = useState(() =>
    EXTRA_TEXT_FILTERS.some((name) => Boolean(initialValues[name])),
  );
  const selfOnly = Form.useWatch('self_only', form) === true;
  const creatorOrgId = Form.useWatch('creator_org_id', form);

  const textFilter = (name: TextFilterName) => (
    <Col {...COLUMN} key={name}>
      <Form.Item
        name={name}
        label={t(`filter.${name}`)}
        validateTrigger="onBlur"
        normalize={(value: string) => sanitizeAsTyped(name, value)}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isFilterValueInvalid(name, value ?? '')
                ? Promise.reject(new Error(text('invalid_value')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input
          allowClear
          maxLength={inputMaxLength(name)}
          disabled={selfOnly}
          autoComplete="off"
          placeholder={name === 'pan' ? t('filter_hints.pan') : undefined}
        />
      </Form.Item>
    </Col>
  );

  // Hidden filters do not search: hiding them clears them.
  const toggleExtra = () => {
    if (showExtra)
      form.setFieldsValue(Object.fromEntries(EXTRA_TEXT_FILTERS.map((name) => [name, undefined])));
    setShowExtra(!showExtra);
  };

  const search = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSearch(toListFilter(values, extended));
  };

  // Back to the defaults, also when the box opened with filters from the address.
  const reset = () => {
    const defaults = initialFilterValues(extended);
    form.resetFields();
    form.setFieldsValue({ ...blankFilterValues(), ...defaults });
    onSearch(toListFilter(defaults, extended));
  };

  return (
    <Form<IncidentFilterValues>
      form={form}
      // A form name prefixes the field ids: the drawer's form has fields of the same names.
      name="incident_filter"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void search()}
      data-testid="incident-filter-box"
    >
      <Row gutter={16}>
        {MAIN_TEXT_FILTERS.map(textFilter)}
        {extended && textFilter('id')}
        {showExtra && EXTRA_TEXT_FILTERS.map(textFilter)}
        {extended && (
          <>
            <Col {...COLUMN}>
              <Form.Item name="creator_org_id" label={t('filter.creator_org_id')}>
                <RemoteSelect
                  url={INCIDENT_PATHS.organisations}
                  allowClear
                  disabled={selfOnly}
                  onChange={() => form.setFieldValue('creator_user_id', null)}
                />
              </Form.Item>
            </Col>
            <Col {...COLUMN}>
              <Form.Item name="creator_user_id" label={t('filter.creator_user_id')}>
                <RemoteSelect
                  url={INCIDENT_PATHS.users}
                  allowClear
                  disabled={selfOnly}
                  extraFilter={creatorOrgId ? { org_id: creatorOrgId } : undefined}
                />
              </Form.Item>
            </Col>
            <Col {...COLUMN}>
              <Form.Item name="event_date_range" label={t('filter.event_date_range')}>
                <FormDateRange disabled={selfOnly} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <FilterButtons
        onReset={reset}
        before={
          <>
            <Form.Item name="self_only" valuePropName="checked" noStyle>
              <Checkbox>{t('filter.self_only')}</Checkbox>
            </Form.Item>
            <Button
              type="link"
              icon={showExtra ? <UpOutlined /> : <DownOutlined />}
              onClick={toggleExtra}
              aria-expanded={showExtra}
            >
              {showExtra ? t('filter.fewer') : t('filter.more')}
            </Button>
          </>
        }
      />
    </Form>
  );
}
