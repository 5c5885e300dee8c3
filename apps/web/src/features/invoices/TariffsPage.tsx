import {
  INVOICE_KINDS,
  INVOICE_KIND_KEYS,
  type InvoiceKind,
  formatKopecks,
  parseHryvnias,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Table, Tag } from 'antd';
import { HttpError } from '../../api/http';
import { RemoteSelect } from '../../components/remote-select';
import { INVOICE_PATHS, invoiceApi, type TariffView } from './invoiceApi';
import { useInvoiceTranslation } from './useInvoiceTranslation';

interface TariffValues {
  service: InvoiceKind;
  org_id?: number | null;
  price: string;
  effective_from: string;
}

interface GenerateValues {
  period: string;
  kind?: InvoiceKind | null;
  org_id?: number | null;
}

/** /admin/tariffs: the services' tariffs and the banks' membership fees, and building invoices on demand. */
export function TariffsPage() {
  const { t, tm, locale } = useInvoiceTranslation();
  const { message } = App.useApp();
  const tariffs = useQuery({
    queryKey: ['invoice-tariffs'],
    queryFn: ({ signal }) => invoiceApi.tariffs(signal),
  });
  const [tariffForm] = Form.useForm<TariffValues>();
  const [generateForm] = Form.useForm<GenerateValues>();
  const service = Form.useWatch('service', tariffForm);

  const setTariff = async (values: TariffValues) => {
    const price = parseHryvnias(values.price);
    if (price === null) {
      tariffForm.setFields([{ name: 'price', errors: [t('tariffs.priceInvalid')] }]);
      return;
    }
    try {
      await invoiceApi.setTariff({
        service: values.service,
        org_id: values.service === 'ema' ? (values.org_id ?? null) : null,
        price,
        effective_from: values.effective_from,
      });
      void message.success(t('tariffs.saved'));
      void tariffs.refetch();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.fields ?? {}) : {};
      tariffForm.setFields(
        Object.entries(fields).map(([name, text]) => ({ name: name as keyof TariffValues, errors: [text] })),
      );
    }
  };

  const generate = async (values: GenerateValues) => {
    const answer = await invoiceApi.generate({
      period: values.period,
      kind: values.kind ?? null,
      org_id: values.org_id ?? null,
    });
    void message.success(t('generate.done', { count: answer.created.length, existing: answer.existing }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('tariffs.title')}>
        <Form
          form={tariffForm}
          layout="inline"
          initialValues={{ service: 'mcs' }}
          onFinish={(v) => void setTariff(v)}
        >
          <Form.Item name="service" label={t('tariffs.service')} rules={[{ required: true }]}>
            <Select
              style={{ width: 260 }}
              options={INVOICE_KINDS.map((k) => ({ value: k, label: tm(INVOICE_KIND_KEYS[k]) }))}
            />
          </Form.Item>
          {service === 'ema' ? (
            <Form.Item name="org_id" label={t('tariffs.organisation')}>
              <RemoteSelect url={INVOICE_PATHS.organisations} searchField="name" style={{ width: 220 }} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="price"
            label={t('tariffs.price')}
            rules={[{ required: true, message: t('tariffs.priceInvalid') }]}
          >
            <Input style={{ width: 110 }} placeholder="12,00" />
          </Form.Item>
          <Form.Item name="effective_from" label={t('tariffs.from')} rules={[{ required: true }]}>
            <Input style={{ width: 120 }} placeholder="01.01.2027" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('tariffs.set')}
          </Button>
        </Form>
        <Table<TariffView>
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 16 }}
          size="small"
          rowKey="id"
          loading={tariffs.isFetching}
          dataSource={tariffs.data?.list ?? []}
          pagination={false}
          columns={[
            {
              key: 'service',
              title: t('tariffs.service'),
              render: (_, r) => tm(INVOICE_KIND_KEYS[r.service]),
            },
            {
              key: 'org',
              title: t('tariffs.organisation'),
              render: (_, r) => r.org_name ?? t('tariffs.allOrganisations'),
            },
            {
              key: 'price',
              title: t('tariffs.price'),
              align: 'right',
              render: (_, r) => formatKopecks(r.price, locale),
            },
            { key: 'from', title: t('tariffs.from'), dataIndex: 'effective_from' },
            {
              key: 'in_force',
              title: '',
              render: (_, r) => (r.in_force ? <Tag color="green">{t('tariffs.inForce')}</Tag> : null),
            },
          ]}
          data-testid="tariffs-table"
        />
      </Card>
      <Card size="small" title={t('generate.title')}>
        <Form form={generateForm} layout="inline" onFinish={(v) => void generate(v)}>
          <Form.Item name="period" label={t('generate.period')} rules={[{ required: true }]}>
            <Input style={{ width: 110 }} placeholder="2026-10" />
          </Form.Item>
          <Form.Item name="kind" label={t('generate.kind')}>
            <Select
              allowClear
              placeholder={t('generate.allKinds')}
              style={{ width: 260 }}
              options={INVOICE_KINDS.map((k) => ({ value: k, label: tm(INVOICE_KIND_KEYS[k]) }))}
            />
          </Form.Item>
          <Form.Item name="org_id" label={t('generate.organisation')}>
            <RemoteSelect
              url={INVOICE_PATHS.organisations}
              searchField="name"
              style={{ width: 220 }}
              allowClear
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('generate.run')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
