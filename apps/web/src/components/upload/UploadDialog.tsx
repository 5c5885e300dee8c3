import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import type { UploadEngine, UploadSnapshot } from './types';
import { UploadFailureView } from './UploadFailureView';
import { UploadProgressView } from './UploadProgressView';
import { useUploadSnapshot } from './useUploadEngine';

/** A button the screen adds to the dialog footer (e.g. 'Delete old ATMs'). */
export interface UploadExtraAction {
  key: string;
  label: ReactNode;
  onClick: () => void | Promise<void>;
  danger?: boolean;
  loading?: boolean;
  disabled?: boolean;
}

export interface UploadDialogProps<Follow, Prompt, Answer> {
  engine: UploadEngine<Follow, Prompt, Answer>;
  /** 'Upload incidents', 'Upload acquirer ATMs', ... */
  title: ReactNode;
  /** The question asked on Cancel; 'Abort upload?' unless set (ATMs: 'Abort upload of ATMs'). */
  abortQuestion?: ReactNode;
  /**
   * What a paused run offers after a row failed: 'confirm' (incidents, BINs) asks the abort
   * question; 'close' (ATMs) offers only Close, which ends the upload.
   */
  errorExit?: 'confirm' | 'close';
  /** Shown when the upload is complete (e.g. the old BINs list). */
  renderFollowUp?: (followUp: Follow, snapshot: UploadSnapshot<Follow, Prompt>) => ReactNode;
  /** Footer buttons added by the screen, shown once the upload is complete. */
  extraActions?: (snapshot: UploadSnapshot<Follow, Prompt>) => UploadExtraAction[];
  /** Hides the dialog while the screen shows its own editor for a waiting row. */
  hidden?: boolean;
  /** 560 unless set. */
  width?: number | string;
  /**
   * The dialog was closed; `completed` when the upload finished, so the screen reloads its list;
   * `done` rows were handled (an aborted upload may have written some).
   */
  onClosed: (result: { completed: boolean; done: number }) => void;
}

const TERMINAL = new Set(['complete', 'aborted', 'failed']);

/** The progress dialog of every spreadsheet upload: progress, counters, errors and confirmations. */
export function UploadDialog<Follow, Prompt, Answer>({
  engine,
  title,
  abortQuestion,
  errorExit = 'confirm',
  renderFollowUp,
  extraActions,
  hidden = false,
  width = 560,
  onClosed,
}: UploadDialogProps<Follow, Prompt, Answer>) {
  const { t, tm } = useComponentsTranslation();
  const snapshot = useUploadSnapshot(engine);
  const [confirming, setConfirming] = useState(false);
  const { state, error, failure } = snapshot;
  const terminal = TERMINAL.has(state);
  const userPaused = state === 'paused' && error === null;
  const asking = userPaused || (state === 'paused' && confirming);

  const close = (): void => {
    const result = { completed: state === 'complete', done: snapshot.done };
    setConfirming(false);
    engine.reset();
    onClosed(result);
  };
  const cancel = (): void => {
    if (state === 'running') engine.pause();
    setConfirming(true);
  };
  const keepGoing = (): void => {
    setConfirming(false);
    engine.resume();
  };
  const abort = (): void => {
    setConfirming(false);
    engine.abort();
  };
  // A paused run ends at once on abort, so the dialog can close straight after.
  const closeAfterError = (): void => {
    engine.abort();
    close();
  };

  const button = (key: string, label: ReactNode, onClick: () => void, primary = false): ReactNode => (
    <Button key={key} type={primary ? 'primary' : 'default'} onClick={onClick}>
      {label}
    </Button>
  );
  const pauseButtons = snapshot.pauseActions.map((action) =>
    action === 'retry'
      ? button('retry', t('retry'), engine.retry, true)
      : button('skip', t('skipRow'), engine.skip),
  );

  let footer: ReactNode[];
  if (terminal) {
    const extras = state === 'complete' ? (extraActions?.(snapshot) ?? []) : [];
    footer = [
      ...extras.map((action) => (
        <Button
          key={action.key}
          danger={action.danger}
          loading={action.loading}
          disabled={action.disabled}
          onClick={() => void action.onClick()}
        >
          {action.label}
        </Button>
      )),
      button('close', t('close'), close, true),
    ];
  } else if (asking) {
    footer = [
      button('continue', t('continue'), keepGoing, true),
      <Button key="confirm" danger onClick={abort}>
        {t('confirmCancellation')}
      </Button>,
    ];
  } else if (state === 'paused' && errorExit === 'close') {
    // ATMs: after an error only Close, which ends the upload here and now.
    footer = [...pauseButtons, button('close', t('close'), closeAfterError)];
  } else if (state === 'paused') {
    footer = [...pauseButtons, button('cancel', t('cancel'), cancel)];
  } else if (state === 'aborting') {
    footer = [
      <Button key="cancel" loading disabled>
        {t('cancel')}
      </Button>,
    ];
  } else {
    // Nothing is written while reading or checking, so Cancel needs no confirmation then.
    footer = [button('cancel', t('cancel'), state === 'running' ? cancel : engine.abort)];
  }

  return (
    <Modal
      open={state !== 'idle' && !hidden}
      title={title}
      width={width}
      closable={terminal}
      keyboard={terminal}
      mask={{ closable: false }}
      onCancel={terminal ? close : undefined}
      footer={<Space wrap>{footer}</Space>}
      destroyOnHidden
    >
      <DialogBody
        snapshot={snapshot}
        renderFollowUp={renderFollowUp}
        question={asking ? (abortQuestion ?? tm('abort_upload_confirm')) : null}
      />
      {failure ? <UploadFailureView failure={failure} /> : null}
    </Modal>
  );
}

function DialogBody<Follow, Prompt>({
  snapshot,
  renderFollowUp,
  question,
}: {
  snapshot: UploadSnapshot<Follow, Prompt>;
  renderFollowUp?: (followUp: Follow, snapshot: UploadSnapshot<Follow, Prompt>) => ReactNode;
  question: ReactNode;
}) {
  const { t } = useComponentsTranslation();
  const { state, error, rowNumber, waiting, followUp, followUpError } = snapshot;
  if (state === 'reading' || state === 'checking') {
    return (
      <Space>
        <Spin size="small" />
        <Typography.Text>{t(state === 'reading' ? 'uploadReading' : 'uploadChecking')}</Typography.Text>
      </Space>
    );
  }
  if (state === 'failed' || state === 'idle') return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {state === 'complete' ? <Alert type="success" showIcon title={t('uploadComplete')} /> : null}
      {state === 'aborted' ? <Alert type="warning" showIcon title={t('uploadAborted')} /> : null}
      {state === 'aborting' ? <Typography.Text>{t('uploadAborting')}</Typography.Text> : null}
      {waiting && rowNumber !== null ? (
        <Typography.Text>{t('uploadWaiting', { row: rowNumber })}</Typography.Text>
      ) : null}
      <UploadProgressView snapshot={snapshot} />
      {error !== null ? (
        <Alert
          type="error"
          showIcon
          title={t('uploadPaused')}
          description={rowNumber !== null ? t('uploadRowFailed', { row: rowNumber, error }) : error}
        />
      ) : null}
      {question ? <Alert type="warning" showIcon title={question} /> : null}
      {state === 'complete' && followUp !== null && renderFollowUp
        ? renderFollowUp(followUp, snapshot)
        : null}
      {followUpError !== null ? <Alert type="error" showIcon title={followUpError} /> : null}
    </Space>
  );
}
