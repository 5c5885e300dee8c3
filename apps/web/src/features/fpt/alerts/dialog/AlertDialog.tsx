import { HistoryOutlined } from '@ant-design/icons';
import { inboundAlertActions, shortAlertId } from '@afx/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { CopyButton } from '../../../../components/copy';
import { RecordFooter } from '../../../../components/record';
import type { AlertDirection } from '../../api/alertApi';
import { FPT_QUERY_KEYS, useAlert, useAlertChanged } from '../../api/alertQueries';
import type { AlertView } from '../../api/alertTypes';
import { instantText } from '../alertText';
import { FundsFlow } from '../funds-flow/FundsFlow';
import { MessageBox } from '../MessageBox';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { useTakeIntoProcess } from '../useTakeIntoProcess';
import { AlertFields } from './AlertFields';
import { ChangeStatusForm } from './ChangeStatusForm';
import { IssuerReply } from './IssuerReply';
import { TransactionsTable } from './TransactionsTable';

interface AlertDialogProps {
  direction: AlertDirection;
  id: string;
  open: boolean;
  onClose: () => void;
  onHistory: () => void;
}

/**
 * An alert (spec 2 §2.3, §2.5), 90% wide: its fields, incoming transactions, description, funds
 * flow, the issuer's reply and a message box; inbound, also taking it into processing and changing
 * its status (status 3 opens the change at once). A failed load closes it (spec 2 §8).
 */
export function AlertDialog({ direction, id, open, onClose, onHistory }: AlertDialogProps) {
  const { t } = useFptAlertsTranslation();
  const query = useAlert(direction, id);
  const alert = query.data;
  const changed = useAlertChanged(direction, id);
  const queryClient = useQueryClient();
  const takeIntoProcess = useTakeIntoProcess();
  const [changing, setChanging] = useState(false);
  const [taking, setTaking] = useState(false);
  const [seenStatus, setSeenStatus] = useState<number | null>(null);
  const actions = alert && direction === 'inbound' ? inboundAlertActions(alert.status_id) : null;

  // Each status the alert arrives at decides the mode afresh: 3 asks for the next status at once.
  if (alert && alert.status_id !== seenStatus) {
    setSeenStatus(alert.status_id);
    setChanging(actions?.openChangeStatusAtOnce ?? false);
  }

  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  const reloadAlert = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: FPT_QUERY_KEYS.alert(direction, id) }),
    [queryClient, direction, id],
  );

  const take = async () => {
    setTaking(true);
    await takeIntoProcess(id).then(changed, reloadAlert);
    setTaking(false);
  };

  const footer =
    alert && !changing ? (
      <RecordFooter
        start={
          <>
            <Button icon={<HistoryOutlined />} onClick={onHistory}>
              {t('dialog.history')}
            </Button>
            {actions?.toProcess && (
              <Button type="primary" loading={taking} onClick={() => void take()}>
                {t('dialog.toProcess')}
              </Button>
            )}
            {actions?.changeStatus && (
              <Button onClick={() => setChanging(true)}>{t('dialog.changeStatus')}</Button>
            )}
          </>
        }
        closeLabel={t('dialog.close')}
        onClose={onClose}
      />
    ) : null;

  return (
    <Modal
      open={open}
      width="90%"
      title={alert ? <DialogTitle alert={alert} /> : t('dialog.title', { id: shortAlertId(id) })}
      onCancel={onClose}
      // An inbound alert is work in progress: a stray click beside it must not lose the form.
      mask={{ closable: direction === 'outbound' }}
      footer={footer}
      destroyOnHidden
    >
      {!alert ? (
        <Spin />
      ) : (
        <Flex vertical gap="middle" data-testid="alert-dialog">
          <AlertFields alert={alert} onHistory={onHistory} />
          <section
            aria-label={
              alert.prevented_fraud ? t('dialog.preventedTransactions') : t('dialog.fraudTransactions')
            }
          >
            <Typography.Title level={5}>
              {alert.prevented_fraud ? t('dialog.preventedTransactions') : t('dialog.fraudTransactions')}
            </Typography.Title>
            <TransactionsTable
              transactions={alert.trans_in}
              label={
                alert.prevented_fraud ? t('dialog.preventedTransactions') : t('dialog.fraudTransactions')
              }
            />
          </section>
          <section aria-label={t('dialog.description')}>
            <Typography.Title level={5}>{t('dialog.description')}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {alert.full_description}
            </Typography.Paragraph>
          </section>
          {alert.funds_flow.length > 0 && (
            <section aria-label={t('fundsFlow.title')}>
              <Typography.Title level={5}>{t('fundsFlow.title')}</Typography.Title>
              <FundsFlow nodes={alert.funds_flow} />
            </section>
          )}
          {changing ? (
            <ChangeStatusForm
              alert={alert}
              onCancel={() => (actions?.cancelClosesDialog ? onClose() : setChanging(false))}
              onChanged={changed}
              onFailed={reloadAlert}
              onStatusesFailed={onClose}
            />
          ) : (
            inboundAlertActions(alert.status_id).showIssuerReply && <IssuerReply alert={alert} />
          )}
          {alert.create_message_enable && !changing && (
            <MessageBox direction={direction} id={id} onSent={changed} />
          )}
        </Flex>
      )}
    </Modal>
  );
}

/** Id, date and copy button, then the creator's organisation with its icon. */
function DialogTitle({ alert }: { alert: AlertView }) {
  const { t } = useFptAlertsTranslation();
  return (
    <Flex gap={8} align="center" wrap>
      <span>{t('dialog.title', { id: shortAlertId(alert.id) })}</span>
      <Typography.Text type="secondary">
        {t('dialog.from', { date: instantText(alert.request_dt) })}
      </Typography.Text>
      <CopyButton text={alert.id} aria-label={t('dialog.copyId')} />
      <Flex gap={4} align="center" style={{ marginInlineStart: 16, fontWeight: 'normal' }}>
        <Avatar size={20} src={alert.creator_icon_src ?? undefined} alt="" />
        <span>
          {t('dialog.creator')}: {alert.creator_user_name} ({alert.creator_org_name})
        </span>
      </Flex>
    </Flex>
  );
}
