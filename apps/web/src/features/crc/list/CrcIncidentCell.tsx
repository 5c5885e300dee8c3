import { EyeOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { CRIME_CHECK_STATUS } from '@afx/domain';
import { Button, Tooltip } from 'antd';
import { IncidentLink } from '../../incidents';
import type { CrcListRow } from '../api/types';
import { useCreateCrcIncident } from '../useCreateCrcIncident';
import { useCrcTranslation } from '../useCrcTranslation';

/**
 * A replied row's incident (spec 2 §2.6): an eye opening it, or a plus creating one from the
 * request; nothing on rows of other statuses. The list is read again after.
 */
export function CrcIncidentCell({ row, onCreated }: { row: CrcListRow; onCreated: () => void }) {
  const { t } = useCrcTranslation();
  const { create, busy } = useCreateCrcIncident();
  if (row.status_id !== CRIME_CHECK_STATUS.replied) return null;

  if (row.incident_id !== null) {
    return (
      <Tooltip title={t('columns.openIncident', { id: row.incident_id })}>
        <IncidentLink id={row.incident_id}>
          <EyeOutlined aria-label={t('columns.openIncident', { id: row.incident_id })} />
        </IncidentLink>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('columns.createIncident')}>
      <Button
        type="text"
        size="small"
        icon={<PlusCircleOutlined />}
        loading={busy}
        aria-label={t('columns.createIncident')}
        onClick={() => void create(row).then((created) => created && onCreated())}
      />
    </Tooltip>
  );
}
