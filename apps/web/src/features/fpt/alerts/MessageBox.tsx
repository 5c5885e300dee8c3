import { FPT_TEXT_MAX_LENGTH, alertMessageSchema, fieldErrorsOf } from '@afx/domain';
import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { alertApi, type AlertDirection } from '../api/alertApi';
import { useFptAlertsTranslation } from './useFptAlertsTranslation';

interface MessageBoxProps {
  direction: AlertDirection;
  id: string;
  /** After a message went: the alert and its history are read again. */
  onSent: () => void;
}

/**
 * A message to the other side (spec 2 §2.3, §5.2): trimmed, not empty, at most 1000 characters. A
 * failed send keeps the text (spec 2 §8).
 */
export function MessageBox({ direction, id, onSent }: MessageBoxProps) {
  const { t, tm } = useFptAlertsTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const [error] = fieldErrorsOf(alertMessageSchema, { id, message: text });
    if (error) {
      setProblem(tm(error.key, error.params));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await alertApi.message(direction, id, text.trim());
      setText('');
      void message.success(t('message.sent'));
      onSent();
    } catch {
      // The HTTP client has said why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void send()} data-testid="alert-message-box">
      <Form.Item
        label={t('message.label')}
        htmlFor={`fpt-message-${id}`}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input.TextArea
          id={`fpt-message-${id}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={FPT_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
      <Flex justify="end">
        <Button htmlType="submit" loading={sending}>
          {t('message.send')}
        </Button>
      </Flex>
    </Form>
  );
}
