import { Alert } from 'antd';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

/** Says, in the page, that the record an address names is not there (as /incidents/id/N does). */
export function RecordMissing({ recordKey }: { recordKey: string }) {
  const { t } = useDirectoriesTranslation();
  return <Alert type="info" showIcon role="alert" title={t('common.recordMissing', { key: recordKey })} />;
}
