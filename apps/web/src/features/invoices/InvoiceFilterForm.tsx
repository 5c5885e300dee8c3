import { INVOICE_STATUSES, INVOICE_STATUS_KEYS, checkPeriodFormat } from '@afx/domain';

import { Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { RemoteSelect } from '../../components/remote-select';
import { INVOICE_PATHS, type InvoiceFilter } from './invoiceApi';
import { type InvoiceFilterValues, invoiceFilterOf, invoiceFilterValuesOf } from './invoiceFilter';
import { useInvoiceTranslation } from './useInvoiceTranslation';
import { FilterButtons } from '../../components/list';

const COLUMN = { xs: 24, sm: 12, md: 6 } as const;

/** The invoice list's filter: a range of months, the status and (E1003) the organisation. */
export function InvoiceFilterForm({
  filter,
  mayChooseOrg,
  label,
  onSearch,
}: {
  filter: InvoiceFilter;
  mayChooseOrg: boolean;
  /** The form's accessible name: the kind of invoices it filters. */
  label: string;
  onSearch: (filter: InvoiceFilter) => void;
}) {
  const { t, tm } = useInvoiceTranslation();
  const [form] = Form.useForm<InvoiceFilterValues>();
  // The domain's rule for a month, with its message in the user's language.
  const periodRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      const key = value?.trim() ? checkPeriodFormat(value.trim()) : null;
      if (key) throw new Error(tm(key));
    },
  };
  return (
    <Form<InvoiceFilterValues>
      form={form}
      layout="vertical"
      name="invoice_filter"
      aria-label={label}
      initialValues={invoiceFilterValuesOf(filter)}
      onFinish={(values) => onSearch(invoiceFilterOf(values))}
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="period_from" label={t('filter.period_from')} rules={[periodRule]}>
            <Input placeholder={t('filter.periodPlaceholder')} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="period_to" label={t('filter.period_to')} rules={[periodRule]}>
            <Input placeholder={t('filter.periodPlaceholder')} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              allowClear
              options={INVOICE_STATUSES.map((value) => ({ value, label: tm(INVOICE_STATUS_KEYS[value]) }))}
            />
          </Form.Item>
        </Col>
        {mayChooseOrg ? (
          <Col {...COLUMN}>
            <Form.Item name="org_id" label={t('filter.organisation')}>
              <RemoteSelect url={INVOICE_PATHS.organisations} searchField="name" allowClear />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <FilterButtons
        onReset={() => {
          // Every field blank, and no message left from a mistyped month.
          const blank = Object.entries(invoiceFilterValuesOf({})).map(([name, value]) => ({
            name: name as keyof InvoiceFilterValues,
            value: value as unknown,
            errors: [],
          }));
          form.setFields(blank);
          onSearch({});
        }}
      />
    </Form>
  );
}
