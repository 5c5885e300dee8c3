import { UploadOutlined } from '@ant-design/icons';
import { ORGANISATION_ICON_MAX_BYTES, ORGANISATION_ICON_TYPES, type MessageKey } from '@afx/domain';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAdminTranslation } from '../useAdminTranslation';

/** Why an icon file is refused before it is sent (the server checks its bytes again), or null. */
export function iconProblem(file: Pick<File, 'type' | 'size'>): MessageKey | null {
  if (!(ORGANISATION_ICON_TYPES as readonly string[]).includes(file.type)) return 'admin_icon_type';
  if (file.size > ORGANISATION_ICON_MAX_BYTES) return 'admin_icon_too_large';
  return null;
}

interface IconFieldProps {
  /** The stored icon (a data URL). */
  icon: string | null;
  /** Uploads the chosen file; null while the organisation is not saved yet. */
  upload: ((file: File) => Promise<unknown>) | null;
}

/** The organisation's icon: a preview and an upload (PNG, JPEG or SVG up to 200 KB). */
export function IconField({ icon, upload }: IconFieldProps) {
  const { t, tm } = useAdminTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const choose = (file: File) => {
    const problem = iconProblem(file);
    if (problem) {
      void message.error(tm(problem));
      return;
    }
    if (!upload) return;
    setBusy(true);
    upload(file)
      .then(() => void message.success(t('organisations.iconSaved')))
      // The HTTP client has said why.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Flex gap="middle" align="center" wrap>
      {icon ? (
        <Avatar shape="square" size={64} src={icon} alt={t('organisations.iconPreview')} />
      ) : (
        <Avatar shape="square" size={64}>
          —
        </Avatar>
      )}
      <Flex vertical gap={4}>
        <Upload
          accept={ORGANISATION_ICON_TYPES.join(',')}
          showUploadList={false}
          disabled={!upload}
          beforeUpload={(file) => {
            choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={!upload}>
            {t('organisations.iconUpload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {upload ? t('organisations.iconHint') : t('organisations.iconAfterSave')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
