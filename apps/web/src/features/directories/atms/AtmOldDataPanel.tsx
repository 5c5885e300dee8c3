import { Button } from 'antd';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { AtmView } from './atmApi';
import { AtmDetailsPanel } from './AtmDetailsPanel';

/** Old data: where the ATM stood before its last move, with a button that reuses the old city. */
export function AtmOldDataPanel({
  record,
  editable,
  onUseOldCity,
}: {
  record: AtmView;
  editable: boolean;
  onUseOldCity: (id: string, fullName: string) => void;
}) {
  const { t } = useDirectoriesTranslation();
  const { old_location_id: oldId, old_location_full_name: oldName } = record;
  if (!oldId) return null;
  return (
    <AtmDetailsPanel
      title={t('atms.oldData')}
      items={[
        { key: 'city', label: t('atms.city'), children: oldName ?? oldId },
        { key: 'address', label: t('atms.address'), children: record.old_location_address ?? '' },
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
