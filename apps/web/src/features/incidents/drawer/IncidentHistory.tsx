import { http } from '../../../api/http';
import { HistoryDrawer, type HistoryEntry } from '../../../components/history';
import { INCIDENT_PATHS } from '../api/incidentApi';
import { useFieldLabel } from '../useFieldLabel';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

interface IncidentHistoryProps {
  id2: number;
  incidentId: number;
  open: boolean;
  onClose: () => void;
}

const ACTIONS = ['create', 'update', 'delete'] as const;
type HistoryAction = (typeof ACTIONS)[number];
const isHistoryAction = (action: string): action is HistoryAction =>
  (ACTIONS as readonly string[]).includes(action);

/** The History view of an incident: /incident/history, oldest to newest, shown newest first. */
export function IncidentHistory({ id2, incidentId, open, onClose }: IncidentHistoryProps) {
  const { t } = useIncidentsTranslation();
  const fieldLabel = useFieldLabel();
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      title={t('history.title', { id: incidentId })}
      load={async () => (await http.post<{ list: HistoryEntry[] }>(INCIDENT_PATHS.history, { id2 })).list}
      actionLabel={(action) => (isHistoryAction(action) ? t(`history.actions.${action}`) : action)}
      fieldLabel={fieldLabel}
    />
  );
}
