import { formatInstantDateTime } from '@afx/domain';

/** One history record as the history endpoints answer it. */
export interface HistoryEntry {
  action: string;
  notes?: string | null;
  /** ISO timestamp (UTC). */
  event_dt: string;
  creator: string;
  /** Changed fields: name → [before, after]. */
  changes?: Record<string, [unknown, unknown]> | null;
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
