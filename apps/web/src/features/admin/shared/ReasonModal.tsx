import { ADMIN_REASON_MAX } from '@afx/domain';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAdminTranslation } from '../useAdminTranslation';

interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** Called with the trimmed reason; the dialog closes when it resolves. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  danger?: boolean;
}

/** Asks the reason of an action (deactivating an organisation, activating it again). */
export function ReasonModal({ open, title, okText, onConfirm, onClose, danger }: ReasonModalProps) {
  const { t, tm } = useAdminTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await onConfirm(values.reason.trim());
      onClose();
    } catch {
      // The HTTP client has said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[{ required: true, whitespace: true, message: tm('admin_reason_required') }]}
        >
          <Input.TextArea rows={3} maxLength={ADMIN_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
