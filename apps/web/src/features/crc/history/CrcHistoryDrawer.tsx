import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryDrawer, type HistoryEntry } from '../../../components/history';
import { crcApi } from '../api/crcApi';
import { CRC_QUERY_KEYS } from '../api/crcQueries';
import type { CrcEvent } from '../api/types';
import { useCrcTranslation } from '../useCrcTranslation';
import { CommentBox } from './CommentBox';

interface CrcHistoryDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** An event as the shared timeline shows it: its description, who (and from which side), notes. */
function entryOf(event: CrcEvent): HistoryEntry {
  return {
    action: event.description,
    event_dt: event.event_dt,
    creator: event.creator_org_name ? `${event.creator} (${event.creator_org_name})` : event.creator,
    notes: event.notes ?? undefined,
    event_type: event.event_type,
  };
}

/**
 * The request's history (spec 2 §2.7): 60% wide, events coloured by type with a checkbox per type
 * and its count, and the comment box when the server says this side may comment.
 */
export function CrcHistoryDrawer({ id, open, onClose }: CrcHistoryDrawerProps) {
  const { t, locale } = useCrcTranslation();
  const queryClient = useQueryClient();
  const [commentEnabled, setCommentEnabled] = useState(false);
  const [revision, setRevision] = useState(0);

  const load = async (): Promise<HistoryEntry[]> => {
    const answer = await crcApi.history(id, locale);
    setCommentEnabled(answer.create_comment_enable);
    return answer.list.map(entryOf);
  };

  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      title={t('history.title', { id })}
      load={load}
      byEventType
      revision={revision}
      footer={
        commentEnabled ? (
          <CommentBox
            id={id}
            onSent={() => {
              setRevision((value) => value + 1);
              void queryClient.invalidateQueries({ queryKey: CRC_QUERY_KEYS.request(id) });
            }}
          />
        ) : null
      }
    />
  );
}
