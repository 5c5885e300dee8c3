import { API_CLIENT_OVERLAP_HOURS } from '@afx/domain';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { adminApi } from '../api/adminApi';
import type { ApiClientView } from '../api/types';
import { useAdminTranslation } from '../useAdminTranslation';

/** How long the old secret is still accepted after a rotation: 0–168 hours, 24 unless changed. */
const OVERLAP_HOURS = API_CLIENT_OVERLAP_HOURS;

interface RotateSecretDialogProps {
  client: ApiClientView;
  onClose: () => void;
  /** The new secret, to be shown once. */
  onRotated: (secret: string) => void;
}

/** A new secret for an API client, the old one still accepted for the overlap. */
export function RotateSecretDialog({ client, onClose, onRotated }: RotateSecretDialogProps) {
  const { t, tm } = useAdminTranslation();
  const [form] = Form.useForm<{ overlap_hours: number }>();
  const [busy, setBusy] = useState(false);

  const rotate = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await adminApi.rotateApiClientSecret(client.client_id, values.overlap_hours);
      const secret = answer.client_secret ?? answer.secret;
      if (secret) onRotated(secret);
    } catch {
      // The HTTP client has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('apiClients.rotateTitle', { name: client.name })}
      okText={t('apiClients.rotate')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void rotate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('apiClients.rotateText')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ overlap_hours: OVERLAP_HOURS.default }}>
        <Form.Item
          name="overlap_hours"
          label={t('apiClients.overlap')}
          extra={t('apiClients.overlapHint', { max: OVERLAP_HOURS.max })}
          rules={[
            { required: true, message: tm('required_field') },
            {
              type: 'integer',
              min: OVERLAP_HOURS.min,
              max: OVERLAP_HOURS.max,
              message: tm('admin_overlap_range'),
            },
          ]}
        >
          <InputNumber min={OVERLAP_HOURS.min} max={OVERLAP_HOURS.max} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
