import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';

export interface SendTextBoxProps {
  /** The text area's id (the label points at it). */
  inputId: string;
  label: string;
  sendLabel: string;
  /** The notice after the text went. */
  sentNotice: string;
  maxLength: number;
  placeholder?: string;
  /** Why the typed text cannot go (the domain's rule, in the user's language), or null. */
  problemOf: (text: string) => string | null;
  /** Sends the trimmed text. */
  send: (text: string) => Promise<unknown>;
  /** After the text went: the record and its history are read again. */
  onSent: () => void;
  'data-testid'?: string;
}

/**
 * A text to the other side under a history (an FPT message, a Crime Check comment): checked by the
 * domain's rule before it goes, trimmed; a failed send keeps the text for another try (spec 2 §8).
 */
export function SendTextBox({
  inputId,
  label,
  sendLabel,
  sentNotice,
  maxLength,
  placeholder,
  problemOf,
  send,
  onSent,
  'data-testid': testId,
}: SendTextBoxProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const found = problemOf(text);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await send(text.trim());
      setText('');
      void message.success(sentNotice);
      onSent();
    } catch {
      // The HTTP client has said why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} data-testid={testId}>
      <Form.Item
        label={label}
        htmlFor={inputId}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input.TextArea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxLength}
          placeholder={placeholder}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
      <Flex justify="end">
        <Button htmlType="submit" loading={sending}>
          {sendLabel}
        </Button>
      </Flex>
    </Form>
  );
}
