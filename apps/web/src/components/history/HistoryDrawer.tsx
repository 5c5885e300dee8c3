import { Drawer, Empty, Spin, Timeline, Typography, type TimelineItemProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import { formatEventTime, newestFirst, shownChange, type HistoryEntry } from './historyEntries';

export type { HistoryEntry } from './historyEntries';

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** 'History' unless set. */
  title?: ReactNode;
  /** Loads the entries when the drawer opens; a rejection closes the drawer. */
  load: () => Promise<HistoryEntry[]>;
  /** The label of an action code ('created', 'updated', ...); the code itself unless set. */
  actionLabel?: (action: string) => string;
  /** The label of a changed field; the field name unless set. */
  fieldLabel?: (field: string) => string;
  /** The notes of an entry as shown (a service may store codes in them); as stored unless set. */
  notesLabel?: (entry: HistoryEntry) => string;
  /** '60%' unless set. */
  width?: string | number;
}

type Loaded = { status: 'loading' } | { status: 'ready'; entries: HistoryEntry[] };

/** The history of a record as a timeline, newest first, in Kyiv time. */
export function HistoryDrawer({
  open,
  onClose,
  title,
  load,
  actionLabel = (action) => action,
  fieldLabel = (field) => field,
  notesLabel = (entry) => entry.notes ?? '',
  width = '60%',
}: HistoryDrawerProps) {
  const { t } = useComponentsTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // `load` and `onClose` are often inline closures: the drawer loads once per opening, not per render.
  const latest = useRef({ load, onClose });
  useEffect(() => {
    latest.current = { load, onClose };
  });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ status: 'loading' });
    latest.current.load().then(
      (entries) => {
        if (live) setLoaded({ status: 'ready', entries: newestFirst(entries) });
      },
      // The HTTP client has already said why (spec 3 §8: a failed history closes the drawer).
      () => {
        if (live) latest.current.onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  const items: TimelineItemProps[] =
    loaded.status === 'ready'
      ? loaded.entries.map((entry, index) => ({
          key: `${entry.event_dt}-${index}`,
          title: formatEventTime(entry.event_dt),
          content: (
            <EntryContent
              entry={entry}
              actionLabel={actionLabel}
              fieldLabel={fieldLabel}
              notesLabel={notesLabel}
            />
          ),
        }))
      : [];

  return (
    <Drawer open={open} onClose={onClose} title={title ?? t('historyTitle')} size={width} destroyOnHidden>
      {loaded.status === 'loading' ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={t('historyEmpty')} />
      ) : (
        <Timeline items={items} />
      )}
    </Drawer>
  );
}

function EntryContent({
  entry,
  actionLabel,
  fieldLabel,
  notesLabel,
}: {
  entry: HistoryEntry;
  actionLabel: (action: string) => string;
  fieldLabel: (field: string) => string;
  notesLabel: (entry: HistoryEntry) => string;
}) {
  const { t } = useComponentsTranslation();
  const fields = Object.keys(entry.changes ?? {});
  const shown = (text: string | null): string => text ?? t('emptyValue');
  return (
    <div>
      <Typography.Text strong>{actionLabel(entry.action)}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{t('historyBy', { creator: entry.creator })}</Typography.Text>
      </div>
      {entry.notes ? (
        <div>
          {t('historyNotes')}: {notesLabel(entry)}
        </div>
      ) : null}
      {fields.length > 0 ? (
        <ul aria-label={t('historyChanges')} style={{ margin: 0, paddingInlineStart: 20 }}>
          {fields.map((field) => {
            const [before, after] = shownChange(entry, field);
            return (
              <li key={field}>
                {fieldLabel(field)}: {shown(before)} → {shown(after)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
