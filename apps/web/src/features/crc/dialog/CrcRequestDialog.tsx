import { HistoryOutlined } from '@ant-design/icons';
import {
  CRIME_CHECK_STATUS,
  DIALOG_WIDTH,
  PERMISSION,
  allowedCrimeCheckActions,
  hasExtended,
  type CrimeCheckAction,
} from '@afx/domain';
import { App, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { CopyButton } from '../../../components/copy';
import { RecordFooter } from '../../../components/record';
import { instantText } from '../../fpt';
import { useCrcChanged, useCrcRequest } from '../api/crcQueries';
import type { CrcRequest } from '../api/types';
import { useCreateCrcIncident } from '../useCreateCrcIncident';
import { useCrcTranslation } from '../useCrcTranslation';
import { useTakeCrcIntoProcess } from '../useTakeCrcIntoProcess';
import { AssignIssuer } from './AssignIssuer';
import { CrcDetails } from './CrcDetails';
import { CrcReplyForm, type ReplyKind } from './CrcReplyForm';
import { CrcReplyView } from './CrcReplyView';
import { CrcRequestFields } from './CrcRequestFields';

interface CrcRequestDialogProps {
  id: string;
  onClose: () => void;
  onHistory: () => void;
  /** A related request or the transit source opens in its place. */
  onOpenRequest: (id: string) => void;
}

type Editing = { kind: ReplyKind; switched: boolean } | null;

/** The footer button of each action that is a button (create_incident and the edits too). */
const ACTION_LABELS: Record<CrimeCheckAction, string> = {
  take_into_process: 'dialog.take',
  reply: 'dialog.replyAction',
  reject: 'dialog.reject',
  edit_reply: 'dialog.editReply',
  switch_to_reply: 'dialog.switchToReply',
  edit_rejection: 'dialog.editRejection',
  create_incident: 'dialog.createIncident',
};

/**
 * A Crime Check request (spec 2 §2.7), 90% wide: its fields and lists, the issuer's reply or
 * rejection, and the actions the domain allows for its status and the `mutable` flag; E22 assigns
 * the issuer of a status-1 request. A failed load closes it (spec 2 §8).
 */
export function CrcRequestDialog({ id, onClose, onHistory, onOpenRequest }: CrcRequestDialogProps) {
  const { t, tm } = useCrcTranslation();
  const { modal } = App.useApp();
  const profile = useProfile();
  const hasE22 = hasExtended(profile, PERMISSION.crimeCheck);
  const query = useCrcRequest(id);
  const request = query.data;
  const changed = useCrcChanged(id);
  const takeIntoProcess = useTakeCrcIntoProcess();
  const incident = useCreateCrcIncident();
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  const actions = request
    ? allowedCrimeCheckActions(request.status_id, {
        mutable: request.mutable,
        hasE22,
        hasIncident: request.incident_id !== null,
        recipientUnknown: request.recipient_issuer_id === null,
      })
    : [];

  const run = (action: CrimeCheckAction, current: CrcRequest) => {
    switch (action) {
      case 'take_into_process':
        takeIntoProcess(current.id, changed);
        return;
      case 'reply':
      case 'edit_reply':
        setEditing({ kind: 'reply', switched: false });
        return;
      case 'reject':
      case 'edit_rejection':
        setEditing({ kind: 'reject', switched: false });
        return;
      case 'switch_to_reply':
        void modal.confirm({
          title: tm('switch_to_reply_confirm'),
          onOk: () => setEditing({ kind: 'reply', switched: true }),
        });
        return;
      case 'create_incident':
        void incident.create(current).then((created) => created && changed());
        return;
    }
  };

  // Cancelling an edit asks first, then shows the request as it is now.
  const cancelEdit = () =>
    void modal.confirm({
      title: tm('cancel_changes_confirm'),
      onOk: () => {
        setEditing(null);
        changed();
      },
    });

  const footer =
    request && !editing ? (
      <RecordFooter
        start={
          <>
            <Button icon={<HistoryOutlined />} onClick={onHistory}>
              {t('dialog.history')}
            </Button>
            {actions.map((action) => (
              <Button
                key={action}
                type={action === 'take_into_process' || action === 'reply' ? 'primary' : 'default'}
                loading={action === 'create_incident' && incident.busy}
                onClick={() => run(action, request)}
              >
                {t(ACTION_LABELS[action] as 'dialog.take')}
              </Button>
            ))}
          </>
        }
        closeLabel={t('dialog.close')}
        onClose={onClose}
      />
    ) : null;

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={request ? <DialogTitle request={request} /> : t('dialog.title', { id })}
      onCancel={editing ? cancelEdit : onClose}
      // A reply is work in progress: a stray click beside it must not lose the form.
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
    >
      {!request ? (
        <Spin />
      ) : (
        <Flex vertical gap="middle" data-testid="crc-request-dialog">
          <CrcRequestFields request={request} onHistory={onHistory} onOpenRequest={onOpenRequest} />
          <CrcDetails request={request} />
          {hasE22 && request.status_id === CRIME_CHECK_STATUS.unknownIssuer && (
            <AssignIssuer id={request.id} onAssigned={changed} />
          )}
          {editing ? (
            <CrcReplyForm
              // A switch starts a new form.
              key={`${editing.kind}-${editing.switched}`}
              request={request}
              kind={editing.kind}
              switched={editing.switched}
              onCancel={cancelEdit}
              onSent={() => {
                setEditing(null);
                changed();
              }}
            />
          ) : request.issuer_reply ? (
            <CrcReplyView reply={request.issuer_reply} />
          ) : null}
        </Flex>
      )}
    </Modal>
  );
}

/** Id, date and copy button. */
function DialogTitle({ request }: { request: CrcRequest }) {
  const { t } = useCrcTranslation();
  return (
    <Flex gap={8} align="center" wrap>
      <span>{t('dialog.title', { id: request.id })}</span>
      <Typography.Text type="secondary">
        {t('dialog.from', { date: instantText(request.request_dt) })}
      </Typography.Text>
      <CopyButton text={request.id} aria-label={t('dialog.copyId')} />
    </Flex>
  );
}
