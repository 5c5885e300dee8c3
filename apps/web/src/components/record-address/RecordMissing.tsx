import { Alert, Button } from 'antd';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';

interface RecordMissingProps {
  /** The key the address holds, as it was typed. */
  recordKey: string;
  /** Offers the way back to the list (its search kept) when set. */
  onBack?: () => void;
}

/** Says, in the page, that the record an address names is not there (as /incidents/id/N does). */
export function RecordMissing({ recordKey, onBack }: RecordMissingProps) {
  const { t } = useComponentsTranslation();
  return (
    <Alert
      type="info"
      showIcon
      role="alert"
      title={t('recordMissing', { key: recordKey })}
      action={
        onBack ? (
          <Button size="small" onClick={onBack}>
            {t('backToList')}
          </Button>
        ) : undefined
      }
    />
  );
}
