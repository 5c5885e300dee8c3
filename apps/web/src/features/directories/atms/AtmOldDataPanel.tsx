import { Button } from 'antd';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AtmView } from './atmApi';
import { AtmDetailsPanel } from './AtmDetailsPanel';

/** Where the ATM stood: the stored place while a file row moves it, else the one before its last move. */
function oldPlaceOf(record: AtmView, uploading: boolean) {
  if (uploading) {
    return { id: record.location_id, name: record.full_name, address: record.location_address };
  }
  return {
    id: record.old_location_id,
    name: record.old_location_full_name,
    address: record.old_location_address,
  };
}

/**
 * Old data, with a button that reuses the old city. During an upload the old data is what is
 * stored now, which the file's row would replace (its city may not be found); otherwise where the
 * ATM stood before its last move.
 */
export function AtmOldDataPanel({
  record,
  uploading,
  editable,
  onUseOldCity,
}: {
  record: AtmView;
  uploading: boolean;
  editable: boolean;
  onUseOldCity: (id: string, fullName: string) => void;
}) {
  const { t } = useDirectoriesTranslation();
  const { id: oldId, name: oldName, address } = oldPlaceOf(record, uploading);
  if (!oldId) return null;
  return (
    <AtmDetailsPanel
      title={t('atms.oldData')}
      items={[
        { key: 'city', label: t('atms.city'), children: oldName ?? oldId },
        { key: 'address', label: t('atms.address'), children: address ?? '' },
      ]}
    >
      {editable ? (
        <Button size="small" onClick={() => onUseOldCity(oldId, oldName ?? oldId)}>
          {t('atms.useOldCity')}
        </Button>
      ) : null}
    </AtmDetailsPanel>
  );
}
