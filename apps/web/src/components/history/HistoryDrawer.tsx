import { HISTORY_EVENT_TYPES, countHistoryEvents, type HistoryEventTypeId } from '@afx/domain';
import { Checkbox, Drawer, Empty, Flex, Spin, Timeline, Typography, type TimelineItemProps } from 'antd';
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
  /**
   * Typed events (FPT, Crime Check; spec 2 §3.9): each coloured by its type, with a checkbox per
   * type and its count that shows or hides that type.
   */
  byEventType?: boolean;
  /** Below the timeline (a message box). */
  footer?: ReactNode;
  /** A change loads the entries again while the drawer is open (after a message was sent). */
  revision?: number;
}

/** The domain's colour names as antd's Timeline takes them ('yellow' is too pale on white). */
const TIMELINE_COLOURS: Readonly<Record<string, string>> = {
  blue: 'blue',
  green: 'green',
  yellow: '#d48806',
  red: 'red',
};

const ALL_EVENT_TYPES: readonly HistoryEventTypeId[] = HISTORY_EVENT_TYPES.map((type) => type.id);

function eventColour(entry: HistoryEntry): string | undefined {
  const type = HISTORY_EVENT_TYPES.find((candidate) => candidate.id === entry.event_type);
  return type ? TIMELINE_COLOURS[type.color] : undefined;
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
  byEventType = false,
  footer,
  revision = 0,
}: HistoryDrawerProps) {
  const { t, tm } = useComponentsTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [shownTypes, setShownTypes] = useState<readonly number[]>(ALL_EVENT_TYPES);
  // `load` and `onClose` are often inline closures: the drawer loads once per opening, not per render.
  const latest = useRef({ load, onClose });
  useEffect(() => {
    latest.current = { load, onClose };
  });

  useEffect(() => {
    if (!open) return;
    let live = true;
    // A reload after a message keeps the timeline on screen until the new one arrives.
    if (revision === 0) setLoaded({ status: 'loading' });
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
  }, [open, revision]);

  const entries = loaded.status === 'ready' ? loaded.entries : [];
  const shown = byEventType
    ? entries.filter((entry) => shownTypes.includes(entry.event_type ?? -1))
    : entries;
  const counts = countHistoryEvents(entries.map((entry) => ({ event_type: entry.event_type ?? -1 })));
  const items: TimelineItemProps[] =
    loaded.status === 'ready'
      ? shown.map((entry, index) => ({
          key: `${entry.event_dt}-${index}`,
          color: byEventType ? eventColour(entry) : undefined,
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
      {byEventType && loaded.status === 'ready' ? (
        <Checkbox.Group
          aria-label={t('historyEventTypes')}
          value={[...shownTypes]}
          onChange={(values) => setShownTypes(values)}
          style={{ marginBottom: 16 }}
          options={HISTORY_EVENT_TYPES.map((type) => ({
            value: type.id,
            label: `${tm(type.labelKey)} (${counts[type.id]})`,
          }))}
        />
      ) : null}
      {loaded.status === 'loading' ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={t('historyEmpty')} />
      ) : (
        <Timeline items={items} />
      )}
      {footer ? <Flex vertical>{footer}</Flex> : null}
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
