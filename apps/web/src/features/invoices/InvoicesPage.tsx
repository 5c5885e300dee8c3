import {
  INVOICE_KIND_KEYS,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUS_KEYS,
  PERMISSION,
  type InvoiceKind,
  formatInstantDate,
  formatKopecks,
  hasExtended,
} from '@afx/domain';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useProfile } from '../../app/auth/profileContext';
import { ListTable, sortableColumn, useListAddress, useListQuery } from '../../components/list';
import { INVOICE_PATHS, type InvoiceFilter, type InvoiceRow } from './invoiceApi';
import { STATUS_COLORS, periodText } from './invoiceDisplay';
import { InvoiceDrawer } from './InvoiceDrawer';
import { downloadUsage, openPdf } from './invoiceFiles';
import { invoiceAddressFields, invoiceFilterOfAddress } from './invoiceFilter';
import { InvoiceFilterForm } from './InvoiceFilterForm';
import { useInvoiceTranslation } from './useInvoiceTranslation';
import { useOpenInvoice } from './useOpenInvoice';

const DEFAULT_SORT = { field: 'period', order: 'descend' } as const;

/** /ecs/{mcs,chv,ema}-invoice: the organisation's invoices of one kind (E1003: every organisation's). */
function InvoicesPage({ kind }: { kind: InvoiceKind }) {
  const { t, tm, locale } = useInvoiceTranslation();
  const profile = useProfile();
  const all = hasExtended(profile, PERMISSION.invoices);
  const address = useListAddress<InvoiceFilter>({
    fields: invoiceAddressFields(all),
    sortFields: INVOICE_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const filter = invoiceFilterOfAddress(address.filter);
  const list = useListQuery<InvoiceRow, InvoiceFilter>({
    queryKey: 'invoices',
    url: INVOICE_PATHS.list,
    body: { kind },
    filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });
  const { openId, setOpenId } = useOpenInvoice();
  const apply = (next: InvoiceFilter) => {
    if (!address.apply(next)) list.reload();
  };

  const columns: TableColumnsType<InvoiceRow> = [
    {
      ...sortableColumn(list, 'number', t('columns.number')),
      render: (_, row) => (
        <Typography.Link onClick={() => setOpenId(row.id)} aria-label={t('open', { number: row.number })}>
          {row.number}
        </Typography.Link>
      ),
    },
    ...(all ? [{ key: 'org', title: t('columns.organisation'), dataIndex: 'org_name' }] : []),
    { ...sortableColumn(list, 'period', t('columns.period')), render: (_, row) => periodText(row.period) },
    {
      ...sortableColumn(list, 'issued_at', t('columns.issued')),
      render: (_, row) => formatInstantDate(new Date(row.issued_at)),
    },
    {
      key: 'net',
      title: t('columns.net'),
      align: 'right',
      render: (_, row) => formatKopecks(row.net, locale),
    },
    {
      ...sortableColumn(list, 'total', t('columns.total')),
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
        <InvoiceFilterForm
          key={address.revision}
          filter={filter}
          mayChooseOrg={all}
          label={tm(INVOICE_KIND_KEYS[kind])}
          onSearch={apply}
        />
      </Card>
      <Card size="small" title={tm(INVOICE_KIND_KEYS[kind])}>
        <ListTable<InvoiceRow>
          list={list}
          rowKey="id"
          columns={columns}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
          data-testid="invoices-table"
        />
      </Card>
      {openId ? (
        <InvoiceDrawer id={openId} onClose={() => setOpenId(null)} onChanged={() => list.reload()} />
      ) : null}
    </Flex>
  );
}

export const McsInvoicesPage = () => <InvoicesPage kind="mcs" />;
export const ChvInvoicesPage = () => <InvoicesPage kind="chv" />;
export const EmaInvoicesPage = () => <InvoicesPage kind="ema" />;
