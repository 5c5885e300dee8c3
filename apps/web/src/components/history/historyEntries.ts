import { formatInstantDateTime } from '@afx/domain';
import type { ApiRow } from '../../api/contract';

/** One record of a history answer (every module answers the platform's one shape). */
type HistoryAnswerEntry = ApiRow<'/api/dcb/v1/history'>;

/**
 * The changes as pairs: stored (name → [before, after]) and as people read them, in the user's
 * language: names instead of ids, formatted phones, translated flags, Kyiv dates
 * (docs/decisions/0014-readable-history.md). The OpenAPI document spells a pair as an array.
 */
type ChangePairs = {
  changes: Record<string, [unknown, unknown]> | null;
  readable_changes: Record<string, [string | null, string | null]> | null;
};

/** One history record as the history endpoints answer it; `event_dt` is an ISO timestamp (UTC). */
export type HistoryEntry = Pick<HistoryAnswerEntry, 'action' | 'event_dt' | 'creator'> &
  Partial<Pick<HistoryAnswerEntry, 'notes'>> & {
    [Field in keyof HistoryAnswerEntry & keyof ChangePairs]?: ChangePairs[Field];
  } & {
    /** The event's type in the services that type their events (FPT, Crime Check: spec 2 §3.9). */
    event_type?: number;
  };

/** A change as shown: the server's readable text where it gave one, else the stored value as text. */
export function shownChange(entry: HistoryEntry, field: string): [string | null, string | null] {
  const readable = entry.readable_changes?.[field];
  if (readable) return readable;
  const [before, after] = entry.changes?.[field] ?? [null, null];
  return [changeValueText(before), changeValueText(after)];
}

/** Newest first; entries with an unreadable time go last. */
export function newestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const time = (entry: HistoryEntry): number => Date.parse(entry.event_dt) || 0;
  return [...entries].sort((a, b) => time(b) - time(a));
}

/** dd.MM.yyyy HH:mm:ss in Kyiv; the raw text when it is not a time. */
export function formatEventTime(value: string): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatInstantDateTime(instant);
}

/** A changed value as text; null when it is empty. */
export function changeValueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
