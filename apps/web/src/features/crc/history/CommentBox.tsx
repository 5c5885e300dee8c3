import { ISSUER_REPLY_LIMITS, crimeCheckCommentSchema, fieldErrorsOf } from '@afx/domain';
import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { crcApi } from '../api/crcApi';
import { useCrcTranslation } from '../useCrcTranslation';

interface CommentBoxProps {
  id: string;
  /** After a comment went: the history is read again. */
  onSent: () => void;
}

/**
 * A comment on the request for the other side (spec 2 §2.7, §5.3): trimmed, not empty, at most
 * 5000 characters. A failed send keeps the text.
 */
export function CommentBox({ id, onSent }: CommentBoxProps) {
  const { t, tm } = useCrcTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const [error] = fieldErrorsOf(crimeCheckCommentSchema, { request_id: id, comment_on_fraud: text });
    if (error) {
      setProblem(tm(error.key, error.params));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await crcApi.comment(id, text.trim());
      setText('');
      void message.success(t('history.sent'));
      onSent();
    } catch {
      // The HTTP client has said why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void send()} data-testid="crc-comment-box">
      <Form.Item
        label={t('history.comment')}
        htmlFor={`crc-comment-${id}`}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input.TextArea
          id={`crc-comment-${id}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={ISSUER_REPLY_LIMITS.commentMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
      <Flex justify="end">
        <Button htmlType="submit" loading={sending}>
          {t('history.send')}
        </Button>
      </Flex>
    </Form>
  );
}
