import { Alert, Descriptions, Flex, Typography } from 'antd';
import { TransactionsTable } from '../../../fpt';
import type { IssuerReply } from '../api/policeTypes';
import { timeText } from '../requestText';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { GeodataSection } from './GeodataSection';

/** The issuer's answer as the officer reads it: the reply's data, or the rejection with its notes. */
export function ReplySection({ reply }: { reply: IssuerReply | null }) {
  const { t } = usePoliceTranslation();
  if (!reply) return <Typography.Text type="secondary">{t('view.noReply')}</Typography.Text>;
  const by = t('view.repliedBy', { issuer: reply.issuer_name ?? '', time: timeText(reply.update_dt) });

  if (reply.is_rejected) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('view.rejection')}
        description={
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{by}</Typography.Text>
            <Typography.Text strong>{t('view.rejectNotes')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {reply.notes}
            </Typography.Paragraph>
          </Flex>
        }
        data-testid="reply-rejection"
      />
    );
  }

  return (
    <Flex vertical gap="middle" data-testid="reply-data">
      <Typography.Text type="secondary">{by}</Typography.Text>
      {reply.funds_were_not_used ? <Alert type="info" showIcon title={t('view.fundsNotUsed')} /> : null}
      {reply.recipient_cardholder_name || reply.recipient_cardholder_id ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'name', label: t('view.cardholderName'), children: reply.recipient_cardholder_name },
            { key: 'id', label: t('view.cardholderId'), children: reply.recipient_cardholder_id },
          ]}
        />
      ) : null}
      {reply.transactions.length > 0 ? (
        <section>
          <Typography.Title level={5}>{t('view.replyTransactions')}</Typography.Title>
          <TransactionsTable transactions={reply.transactions} label={t('view.replyTransactions')} />
        </section>
      ) : null}
      {reply.last_offline_transactions.length > 0 ? (
        <section>
          <Typography.Title level={5}>{t('view.offline')}</Typography.Title>
          <TransactionsTable transactions={reply.last_offline_transactions} label={t('view.offline')} />
        </section>
      ) : null}
      {reply.last_authorization_geodata.length > 0 ? (
        <section>
          <Typography.Title level={5}>{t('view.geodata')}</Typography.Title>
          <GeodataSection geodata={reply.last_authorization_geodata} />
        </section>
      ) : null}
      {reply.notes ? (
        <section>
          <Typography.Title level={5}>{t('view.replyNotes')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reply.notes}</Typography.Paragraph>
        </section>
      ) : null}
    </Flex>
  );
}
