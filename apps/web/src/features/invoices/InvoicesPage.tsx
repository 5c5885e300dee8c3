import {
  INVOICE_KIND_KEYS,
  INVOICE_STATUSES,
  INVOICE_STATUS_KEYS,
  PERMISSION,
  type InvoiceKind,
  type InvoiceStatus,
  formatInstantDate,
  formatKopecks,
  hasExtended,
} from '@afx/domain';
import { FilePdfOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { ExportButton, saveFile } from '../../components/list';
import type { ExportTarget } from '../../components/list/ExportButton';
import { RemoteSelect } from '../../components/remote-select';
import { INVOICE_PATHS, invoiceApi, type InvoiceFilter, type InvoiceRow } from './invoiceApi';
import { InvoiceDrawer } from './InvoiceDrawer';
import { useInvoiceTranslation } from './useInvoiceTranslation';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const PAGE_SIZE = 20;

export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  issued: 'blue',
  paid: 'green',
  cancelled: 'default',
};

/** 2026-10 → 10.2026. */
export const periodText = (period: string) => `${period.slice(5, 7)}.${period.slice(0, 4)}`;

/** The filter kept in the address: ?period_from=2026-09&period_to=2026-10&status=paid&org_id=2&page=1&id=7. */
function filterOf(params: URLSearchParams, mayChooseOrg: boolean): InvoiceFilter {
  const filter: InvoiceFilter = {};
  const from = params.get('period_from');
  const to = params.get('period_to');
  const status = params.get('status');
  const org = Number(params.get('org_id'));
  if (from && PERIOD.test(from)) filter.period_from = from;
  if (to && PERIOD.test(to)) filter.period_to = to;
  if (status && (INVOICE_STATUSES as readonly string[]).includes(status))
    filter.status = status as InvoiceStatus;
  if (mayChooseOrg && Number.isInteger(org) && org > 0) filter.org_id = org;
  return filter;
}

/** Opens a PDF in a new tab (or saves it where the browser cannot show it). */
export async function openPdf(id: number, lang?: string) {
  const file = await invoiceApi.pdf(id, lang).catch(() => null);
  if (!file) return; // The HTTP client has said why.
  const url = URL.createObjectURL(file.blob);
  const opened = window.open(url, '_blank', 'noopener');
  if (!opened) saveFile(file.blob, file.fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadUsage(id: number) {
  const file = await invoiceApi.usage(id).catch(() => null);
  if (!file) return;
  saveFile(file.blob, file.fileName);
}

/** /ecs/{mcs,chv,ema}-invoice: the organisation's invoices of one kind (E1003: every organisation's). */
function InvoicesPage({ kind }: { kind: InvoiceKind }) {
  const { t, tm, locale } = useInvoiceTranslation();
  const profile = useProfile();
  const all = hasExtended(profile, PERMISSION.invoices);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params, all);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || null;
  const list = useQuery({
    queryKey: ['invoices', kind, filter, page],
    queryFn: ({ signal }) => invoiceApi.list(kind, filter, page, PAGE_SIZE, signal),
  });
  const [form] = Form.useForm<InvoiceFilter>();

  const setAddress = (next: Record<string, string | number | undefined | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === null || value === '') merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  const search = (values: InvoiceFilter) =>
    setAddress({
      period_from: values.period_from,
      period_to: values.period_to,
      status: values.status,
      org_id: all ? values.org_id : undefined,
      page: undefined,
    });

  const columns: TableColumnsType<InvoiceRow> = [
    {
      key: 'number',
      title: t('columns.number'),
      render: (_, row) => (
        <Typography.Link
          onClick={() => setAddress({ id: row.id })}
          aria-label={t('open', { number: row.number })}
        >
          {row.number}
        </Typography.Link>
      ),
    },
    ...(all ? [{ key: 'org', title: t('columns.organisation'), dataIndex: 'org_name' }] : []),
    { key: 'period', title: t('columns.period'), render: (_, row) => periodText(row.period) },
    {
      key: 'issued',
      title: t('columns.issued'),
      render: (_, row) => formatInstantDate(new Date(row.issued_at)),
    },
    {
      key: 'net',
      title: t('columns.net'),
      align: 'right',
      render: (_, row) => formatKopecks(row.net, locale),
    },
    {
      key: 'total',
      title: t('columns.total'),
      align: 'right',
      render: (_, row) => formatKopecks(row.total, locale),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{tm(INVOICE_STATUS_KEYS[row.status])}</Tag>,
    },
    {
      key: 'files',
      title: '',
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" icon={<FilePdfOutlined />} onClick={() => void openPdf(row.id)}>
            {t('pdf')}
          </Button>
          <Button size="small" icon={<FileExcelOutlined />} onClick={() => void downloadUsage(row.id)}>
            {t('usage')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          initialValues={filter}
          key={params.toString()}
          onFinish={search}
          aria-label={tm(INVOICE_KIND_KEYS[kind])}
        >
          <Form.Item name="period_from" label={t('filter.period_from')}>
            <Input placeholder="2026-01" style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="period_to" label={t('filter.period_to')}>
            <Input placeholder="2026-12" style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              allowClear
              style={{ width: 150 }}
              options={INVOICE_STATUSES.map((value) => ({ value, label: tm(INVOICE_STATUS_KEYS[value]) }))}
            />
          </Form.Item>
          {all ? (
            <Form.Item name="org_id" label={t('filter.organisation')}>
              <RemoteSelect
                url={INVOICE_PATHS.organisations}
                searchField="name"
                style={{ width: 220 }}
                allowClear
              />
            </Form.Item>
          ) : null}
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t('filter.search')}
            </Button>
            <Button onClick={() => setParams(new URLSearchParams())}>{t('filter.clear')}</Button>
            <ExportButton target={{ url: INVOICE_PATHS.export, kind, filter } as ExportTarget} />
          </Space>
        </Form>
      </Card>
      <Card size="small" title={tm(INVOICE_KIND_KEYS[kind])}>
        <Table<InvoiceRow>
          scroll={{ x: 'max-content' }}
          rowKey="id"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total_count ?? 0,
            showSizeChanger: false,
            onChange: (next) => setAddress({ page: next }),
          }}
          data-testid="invoices-table"
        />
      </Card>
      {openId ? (
        <InvoiceDrawer
          id={openId}
          onClose={() => setAddress({ id: undefined })}
          onChanged={() => void list.refetch()}
        />
      ) : null}
    </Flex>
  );
}

export const McsInvoicesPage = () => <InvoicesPage kind="mcs" />;
export const ChvInvoicesPage = () => <InvoicesPage kind="chv" />;
export const EmaInvoicesPage = () => <InvoicesPage kind="ema" />;
