import { ISSUER_REPLY_LIMITS } from '@afx/domain';
import { App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../../../components/form';
import { policeApi } from '../api/policeApi';
import { usePoliceTranslation } from '../usePoliceTranslation';

interface CommentValues {
  comment_on_fraud: string;
}

/** A comment to the issuer (≤ 5000 characters), offered when the request allows comments. */
export function CommentBox({ requestId, onSent }: { requestId: string; onSent: () => void }) {
  const { t } = usePoliceTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CommentValues>();
  const [busy, setBusy] = useState(false);

  const send = async ({ comment_on_fraud }: CommentValues) => {
    setBusy(true);
    try {
      await policeApi.comment(requestId, comment_on_fraud.trim());
      form.resetFields();
      void message.success(t('view.sent'));
      onSent();
    } catch (error) {
      applyServerFieldErrors(form, error, ['comment_on_fraud']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<CommentValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void send(values)}
      name="crc_police_comment"
    >
      <Form.Item
        name="comment_on_fraud"
        label={t('view.comment')}
        rules={[{ required: true, whitespace: true, message: t('view.commentRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={ISSUER_REPLY_LIMITS.commentMax}
          showCount
          placeholder={t('view.commentPlaceholder')}
        />
      </Form.Item>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('view.send')}
        </Button>
      </Flex>
    </Form>
  );
}
