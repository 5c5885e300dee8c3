import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { ORGANISATION_SERVICES, ORGANISATION_TYPES, type OrganisationFilter } from '../api/types';
import { useAdminTranslation } from '../useAdminTranslation';
import { filterValuesOf, organisationFilterOf, type OrganisationFilterValues } from './organisationFilter';
import { FilterButtons } from '../../../components/list';

const COLUMN = { xs: 24, sm: 12, md: 6 } as const;

interface OrganisationFilterBoxProps {
  filter: OrganisationFilter;
  onSearch: (filter: OrganisationFilter) => void;
  extra?: ReactNode;
}

/** The organisation list's filters: a text (name, short name, EDRPOU, MFO), type, service, active. */
export function OrganisationFilterBox({ filter, onSearch, extra }: OrganisationFilterBoxProps) {
  const { t } = useAdminTranslation();
  const [form] = Form.useForm<OrganisationFilterValues>();
  return (
    <Form<OrganisationFilterValues>
      form={form}
      layout="vertical"
      name="admin_organisation_filter"
      initialValues={filterValuesOf(filter)}
      onFinish={(values) => onSearch(organisationFilterOf(values))}
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="text" label={t('organisations.filter.text')}>
            <Input allowClear autoComplete="off" maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="type" label={t('organisations.fields.type')}>
            <Select
              allowClear
              options={ORGANISATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="service" label={t('organisations.filter.service')}>
            <Select
              allowClear
              options={ORGANISATION_SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="active" label={t('organisations.fields.active')}>
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
          form.setFieldsValue(filterValuesOf({}));
          onSearch({});
        }}
      >
        {extra}
      </FilterButtons>
    </Form>
  );
}
