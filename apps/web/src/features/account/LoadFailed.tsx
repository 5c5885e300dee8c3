import { Alert, Button } from 'antd';
import { useAccountTranslation } from './useAccountTranslation';

/** A page's data did not load; the HTTP client has already said why. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useAccountTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
