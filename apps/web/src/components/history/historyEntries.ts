import { formatInstantDateTime } from '@afx/domain';

/** One history record as the history endpoints answer it. */
export interface HistoryEntry {
  action: string;
  notes?: string | null;
  /** ISO timestamp (UTC). */
  event_dt: string;
  creator: string;
  /** Changed fields: name → [before, after], as stored. */
  changes?: Record<string, [unknown, unknown]> | null;
  /**
   * The same changes as people read them, in the user's language: names instead of ids, formatted
   * phones, translated flags, Kyiv dates (docs/decisions/0014-readable-history.md).
   */
  readable_changes?: Record<string, [string | null, string | null]> | null;
}

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
