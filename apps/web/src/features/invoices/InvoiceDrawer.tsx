import { INVOICE_KIND_KEYS, INVOICE_STATUS_KEYS, formatKopecks } from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Flex, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { invoiceApi, type InvoiceView } from './invoiceApi';
import { STATUS_COLORS, periodText } from './invoiceDisplay';
import { downloadUsage, openPdf } from './invoiceFiles';
import { useInvoiceTranslation } from './useInvoiceTranslation';

type Line = InvoiceView['lines'][number];

/** An invoice's lines and totals, its files, and the administrator's mark paid / cancel. */
export function InvoiceDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, tm, locale } = useInvoiceTranslation();
  const { message, modal } = App.useApp();
  const invoice = useQuery({
    queryKey: ['invoice', id],
    queryFn: ({ signal }) => invoiceApi.get(id, signal),
  });
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const data = invoice.data;
  const money = (kopecks: number) => formatKopecks(kopecks, locale);

  const changed = () => {
    void invoice.refetch();
    onChanged();
  };
  const markPaid = (row: InvoiceView) =>
    void modal.confirm({
      title: t('markPaidConfirm', { number: row.number }),
      okText: t('markPaid'),
      onOk: async () => {
        await invoiceApi.markPaid(row.id);
        void message.success(t('markedPaid'));
        changed();
      },
    });
  const cancel = async (row: InvoiceView) => {
    try {
      await invoiceApi.cancel(row.id, reason);
      void message.success(t('cancelled'));
      setCancelling(false);
      changed();
    } catch {
      // The HTTP client has said why.
    }
  };

  return (
    <Drawer
      open
      width={640}
      title={data ? t('details', { number: data.number }) : ''}
      onClose={onClose}
      loading={invoice.isLoading}
    >
      {data ? (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('columns.organisation')}>
              {data.org_edrpou
                ? t('payerEdrpou', { name: data.org_name, edrpou: data.org_edrpou })
                : data.org_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.period')}>{periodText(data.period)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              <Tag color={STATUS_COLORS[data.status]}>{tm(INVOICE_STATUS_KEYS[data.status])}</Tag>
              {data.paid_date ? t('paidOn', { date: data.paid_date }) : null}
              {data.cancel_reason ? t('cancelledBecause', { reason: data.cancel_reason }) : null}
            </Descriptions.Item>
          </Descriptions>
          <Table<Line>
            scroll={{ x: 'max-content' }}
            size="small"
            pagination={false}
            rowKey={(line) => `${line.service}-${line.price_from}`}
            dataSource={data.lines}
            columns={[
              {
                key: 'service',
                title: t('lines.service'),
                render: (_, l) => tm(INVOICE_KIND_KEYS[l.service]),
              },
              { key: 'from', title: t('lines.priceFrom'), dataIndex: 'price_from' },
              { key: 'quantity', title: t('lines.quantity'), dataIndex: 'quantity', align: 'right' },
              { key: 'price', title: t('lines.price'), align: 'right', render: (_, l) => money(l.price) },
              { key: 'amount', title: t('lines.amount'), align: 'right', render: (_, l) => money(l.amount) },
            ]}
            data-testid="invoice-lines"
          />
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('net')}>{money(data.net)}</Descriptions.Item>
            <Descriptions.Item label={t('vat', { percent: data.vat_percent })}>
              {money(data.vat)}
            </Descriptions.Item>
            <Descriptions.Item label={t('total')}>
              <strong>{money(data.total)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button onClick={() => void openPdf(data.id)}>{t('pdf')}</Button>
            <Button onClick={() => void openPdf(data.id, 'en')}>{t('pdfEn')}</Button>
            <Button onClick={() => void downloadUsage(data.id)}>{t('usage')}</Button>
            {data.actions.includes('mark_paid') ? (
              <Button type="primary" onClick={() => markPaid(data)}>
                {t('markPaid')}
              </Button>
            ) : null}
            {data.actions.includes('cancel') ? (
              <Button danger onClick={() => setCancelling(true)}>
                {t('cancel')}
              </Button>
            ) : null}
          </Space>
          {cancelling ? (
            <Flex vertical gap={8}>
              <Input.TextArea
                aria-label={t('cancelReason')}
                placeholder={t('cancelReason')}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
              <Space>
                <Button danger type="primary" onClick={() => void cancel(data)}>
                  {t('cancel')}
                </Button>
                <Button onClick={() => setCancelling(false)}>{t('close')}</Button>
              </Space>
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
}
