import { Flex, Typography } from 'antd';
import type { AlertView } from '../../api/alertTypes';
import { instantText } from '../alertText';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { TransactionsTable } from './TransactionsTable';

/** What the recipient issuer answered: its last processing notes and its outgoing transactions. */
export function IssuerReply({ alert }: { alert: AlertView }) {
  const { t } = useFptAlertsTranslation();
  return (
    <section aria-label={t('dialog.reply')} data-testid="issuer-reply">
      <Typography.Title level={5}>{t('dialog.reply')}</Typography.Title>
      <Flex vertical gap="small">
        <div>
          <Typography.Text strong>{t('dialog.replyNotes')}: </Typography.Text>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{alert.notes ?? ''}</Typography.Text>
        </div>
        <Typography.Text strong>
          {t('dialog.outgoing')}
          {alert.trans_out_dt
            ? ` · ${t('dialog.replyUpdated', { date: instantText(alert.trans_out_dt) })}`
            : ''}
        </Typography.Text>
        <TransactionsTable transactions={alert.trans_out} label={t('dialog.outgoing')} />
      </Flex>
    </section>
  );
}
