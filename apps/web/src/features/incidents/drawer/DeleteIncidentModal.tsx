import { INCIDENT_LIMITS } from '@afx/domain';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

interface DeleteIncidentModalProps {
  open: boolean;
  incidentId: number;
  onCancel: () => void;
  /** Deletes with the reason; a rejection keeps the modal open with its buttons enabled. */
  onDelete: (reason: string) => Promise<void>;
}

/** Deletion asks for a reason: required, at most 200 characters (spec 1 §4, §5). */
export function DeleteIncidentModal({ open, incidentId, onCancel, onDelete }: DeleteIncidentModalProps) {
  const { t } = useIncidentsTranslation();
  const { text } = useDomainText();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await onDelete(values.reason.trim());
    } catch {
      // The HTTP client has shown why; the modal stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('delete.title', { id: incidentId })}
      okText={t('delete.confirm')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} name="incident_delete" layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('delete.reason')}
          rules={[{ required: true, whitespace: true, message: text('required_field') }]}
        >
          <Input.TextArea rows={3} maxLength={INCIDENT_LIMITS.deletionReasonMax} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
