import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { CopyButton } from '../../../components/copy';
import { useAdminTranslation } from '../useAdminTranslation';

export interface SecretItem {
  label: string;
  value: string;
}

interface SecretOnceModalProps {
  title: string;
  /** The values to copy (a client id and its secret, an endpoint's signing secret); closed when null. */
  items: readonly SecretItem[] | null;
  onClose: () => void;
}

/**
 * A secret the server shows once: each value with its copy button, and the warning that it will
 * not be shown again. The caller forgets the values on close, and the dialog leaves the page with them.
 */
export function SecretOnceModal({ title, items, onClose }: SecretOnceModalProps) {
  const { t } = useAdminTranslation();
  // Unmounted on close, not animated away: the secret leaves the page at once.
  if (items === null) return null;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Alert type="warning" showIcon title={t('secret.warning')} />
        {items.map((item) => (
          <Flex key={item.label} vertical gap={4}>
            <Typography.Text strong>{item.label}</Typography.Text>
            <Flex gap="small" align="center">
              <Typography.Text code data-testid="secret-value" style={{ wordBreak: 'break-all' }}>
                {item.value}
              </Typography.Text>
              <CopyButton
                text={item.value}
                aria-label={t('secret.copy', { what: item.label })}
                successMessage={t('secret.copied')}
              />
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
