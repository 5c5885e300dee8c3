import { Flex, Typography } from 'antd';
import { RecordView } from '../../../components/record';
import { instantText, TransactionsTable } from '../../fpt';
import type { CrcIssuerReply } from '../api/types';
import { useCrcTranslation } from '../useCrcTranslation';
import { GeodataEditor } from './GeodataEditor';

/** What the issuer sent: the reply's data, or the rejection's reason. */
export function CrcReplyView({ reply }: { reply: CrcIssuerReply }) {
  const { t } = useCrcTranslation();
  const title = reply.is_rejected ? t('dialog.rejection') : t('dialog.reply');
  const by = t('dialog.repliedBy', { issuer: reply.issuer_name ?? '', date: instantText(reply.update_dt) });
  if (reply.is_rejected) {
    return (
      <section aria-label={title} data-testid="crc-reply-view">
        <Typography.Title level={5}>{title}</Typography.Title>
        <Typography.Text type="secondary">{by}</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reply.notes ?? ''}</Typography.Paragraph>
      </section>
    );
  }
  return (
    <section aria-label={title} data-testid="crc-reply-view">
      <Typography.Title level={5}>{title}</Typography.Title>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{by}</Typography.Text>
        <RecordView
          items={[
            {
              key: 'cardholderId',
              label: t('reply.cardholderId'),
              value: reply.recipient_cardholder_id,
              copyText: reply.recipient_cardholder_id,
            },
            {
              key: 'cardholderName',
              label: t('reply.cardholderName'),
              value: reply.recipient_cardholder_name,
            },
            {
              key: 'fundsNotUsed',
              label: t('reply.fundsNotUsed'),
              value: reply.funds_were_not_used ? t('dialog.yes') : t('dialog.no'),
            },
            {
              key: 'notes',
              label: t('reply.notes'),
              value: <span style={{ whiteSpace: 'pre-wrap' }}>{reply.notes ?? ''}</span>,
            },
          ]}
        />
        <Typography.Text strong>{t('reply.transactions')}</Typography.Text>
        <TransactionsTable transactions={reply.transactions} label={t('reply.transactions')} />
        <Typography.Text strong>{t('reply.offline')}</Typography.Text>
        <TransactionsTable transactions={reply.last_offline_transactions} label={t('reply.offline')} />
        <Typography.Text strong>{t('reply.geodata')}</Typography.Text>
        <GeodataEditor value={reply.last_authorization_geodata} />
      </Flex>
    </section>
  );
}
