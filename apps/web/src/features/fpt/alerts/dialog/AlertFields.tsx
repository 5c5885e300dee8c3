import { groupInFours } from '@afx/domain';
import { Button } from 'antd';
import { RecordView, type RecordViewItem } from '../../../../components/record';
import { IncidentLink } from '../../../incidents';
import { useFraudTypes } from '../../api/alertQueries';
import type { AlertView } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { useStatusName } from '../useStatusName';

/** The alert's fields as text (spec 2 §2.3, §2.5); the status opens the history. */
export function AlertFields({ alert, onHistory }: { alert: AlertView; onHistory: () => void }) {
  const { t, tm } = useFptAlertsTranslation();
  const { statusName } = useStatusName();
  const fraudTypes = useFraudTypes();
  const issuer = (name: string | null) => name ?? tm('unknown_issuer');
  const items: RecordViewItem[] = [
    {
      key: 'status',
      label: t('dialog.status'),
      value: (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onHistory}>
          {statusName(alert.status_id)}
        </Button>
      ),
    },
    {
      key: 'sender',
      label: t('dialog.sender'),
      value: groupInFours(alert.sender_number),
      copyText: alert.sender_number,
    },
    { key: 'senderIssuer', label: t('dialog.senderIssuer'), value: issuer(alert.sender_issuer_org_name) },
    {
      key: 'recipient',
      label: t('dialog.recipient'),
      value: groupInFours(alert.recipient_number),
      // A number of unknown type is not a card or an account anyone could use.
      copyText: alert.recipient_type === 'unknown' ? null : alert.recipient_number,
    },
    {
      key: 'recipientIssuer',
      label: t('dialog.recipientIssuer'),
      value: issuer(alert.recipient_issuer_org_name),
    },
    {
      key: 'fraudType',
      label: t('dialog.fraudType'),
      value: fraudTypes.get(alert.fraud_type_id)?.name ?? '',
    },
    {
      key: 'replyEmail',
      label: t('dialog.replyEmail'),
      value: alert.reply_email,
      copyText: alert.reply_email,
    },
    {
      key: 'parentId',
      label: t('dialog.parentId'),
      value: alert.transit_mode && alert.parent_id ? alert.parent_id : tm('transit_source_not_specified'),
      copyText: alert.transit_mode ? alert.parent_id : null,
    },
    {
      key: 'incident',
      label: t('dialog.incident'),
      value:
        alert.incident_id !== null ? (
          <IncidentLink id={alert.incident_id}>{`#${alert.incident_id}`}</IncidentLink>
        ) : null,
    },
  ];
  return <RecordView items={items} />;
}
