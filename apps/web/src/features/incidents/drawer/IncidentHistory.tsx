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

const CREATED_NOTES = /^(menu|api|forum)(?:; (.+))?$/;

/**
 * The notes of a creation say how it came (menu, api, forum) and, for one registered on someone's
 * behalf, for whom ('menu; Bank Alpha, Andrii Shevchenko'); other notes (a deletion's reason) are
 * the user's own words.
 */
function useIncidentNotes(): (entry: HistoryEntry) => string {
  const { t } = useIncidentsTranslation();
  return (entry) => {
    const notes = entry.notes ?? '';
    const created = entry.action === 'create' ? CREATED_NOTES.exec(notes) : null;
    if (!created) return notes;
    const channel = t(`history.channels.${created[1] as 'menu' | 'api' | 'forum'}`);
    return created[2] ? `${channel}; ${t('history.onBehalf', { who: created[2] })}` : channel;
  };
}

/** The History view of an incident: /incident/history, oldest to newest, shown newest first. */
export function IncidentHistory({ id2, incidentId, open, onClose }: IncidentHistoryProps) {
  const { t } = useIncidentsTranslation();
  const fieldLabel = useFieldLabel();
  const notesLabel = useIncidentNotes();
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      title={t('history.title', { id: incidentId })}
      load={async () => (await http.post<{ list: HistoryEntry[] }>(INCIDENT_PATHS.history, { id2 })).list}
      actionLabel={(action) => (isHistoryAction(action) ? t(`history.actions.${action}`) : action)}
      fieldLabel={fieldLabel}
      notesLabel={notesLabel}
    />
  );
}
