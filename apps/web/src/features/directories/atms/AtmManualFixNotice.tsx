import { Alert } from 'antd';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AtmUploadPrompt } from './atmUploadPlugin';

/**
 * Why the upload handed this row to the user (spec 3 §4 "ATM upload"): the city was not found,
 * the automatic save failed (with the server's word when it gave one), or the ATM is read-only.
 */
export function AtmManualFixNotice({ prompt }: { prompt: AtmUploadPrompt }) {
  const { t } = useDirectoriesTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t(`atms.manualFix.${prompt.reason}`)}
      description={
        prompt.serverMessage ? t('atms.manualFix.serverAnswer', { message: prompt.serverMessage }) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}
