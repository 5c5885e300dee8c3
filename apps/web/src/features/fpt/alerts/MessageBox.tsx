import { FPT_TEXT_MAX_LENGTH, alertMessageSchema, fieldErrorsOf } from '@afx/domain';
import { SendTextBox } from '../../../components/history';
import { alertApi, type AlertDirection } from '../api/alertApi';
import { useFptAlertsTranslation } from './useFptAlertsTranslation';

interface MessageBoxProps {
  direction: AlertDirection;
  id: string;
  /** After a message went: the alert and its history are read again. */
  onSent: () => void;
}

/** A message to the other side (spec 2 §2.3, §5.2): trimmed, not empty, at most 1000 characters. */
export function MessageBox({ direction, id, onSent }: MessageBoxProps) {
  const { t, tm } = useFptAlertsTranslation();
  return (
    <SendTextBox
      inputId={`fpt-message-${id}`}
      label={t('message.label')}
      sendLabel={t('message.send')}
      sentNotice={t('message.sent')}
      maxLength={FPT_TEXT_MAX_LENGTH}
      problemOf={(text) => {
        const [error] = fieldErrorsOf(alertMessageSchema, { id, message: text });
        return error ? tm(error.key, error.params) : null;
      }}
      send={(text) => alertApi.message(direction, id, text)}
      onSent={onSent}
      data-testid="alert-message-box"
    />
  );
}
