import { shortAlertId } from '@afx/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryDrawer, type HistoryEntry } from '../../../../components/history';
import { alertApi, type AlertDirection } from '../../api/alertApi';
import { FPT_QUERY_KEYS } from '../../api/alertQueries';
import type { AlertEvent } from '../../api/alertTypes';
import { MessageBox } from '../MessageBox';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

interface AlertHistoryDrawerProps {
  direction: AlertDirection;
  id: string;
  open: boolean;
  onClose: () => void;
}

/** An event as the shared timeline shows it: its description, who (and from which bank), notes. */
function entryOf(event: AlertEvent): HistoryEntry {
  return {
    action: event.description,
    event_dt: event.event_dt,
    creator: event.creator_org_name ? `${event.creator} (${event.creator_org_name})` : event.creator,
    notes: event.notes ?? undefined,
    event_type: event.event_type,
  };
}

/**
 * The alert's history (spec 2 §2.3, §2.5): 60% wide, events coloured by type with a checkbox per
 * type and its count, and the message box when the server says this side may write.
 */
export function AlertHistoryDrawer({ direction, id, open, onClose }: AlertHistoryDrawerProps) {
  const { t, locale } = useFptAlertsTranslation();
  const queryClient = useQueryClient();
  const [messageEnabled, setMessageEnabled] = useState(false);
  const [revision, setRevision] = useState(0);

  const load = async (): Promise<HistoryEntry[]> => {
    const answer = await alertApi.history(direction, id, locale);
    setMessageEnabled(answer.create_message_enable);
    return answer.list.map(entryOf);
  };

  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      title={t('history.title', { id: shortAlertId(id) })}
      load={load}
      byEventType
      revision={revision}
      footer={
        messageEnabled ? (
          <MessageBox
            direction={direction}
            id={id}
            onSent={() => {
              setRevision((value) => value + 1);
              void queryClient.invalidateQueries({ queryKey: FPT_QUERY_KEYS.alert(direction, id) });
            }}
          />
        ) : null
      }
    />
  );
}
