import type { Locale } from '@afx/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/pool.js';
import { type ReadableChanges, readableChanges } from './readable-changes.js';
import { referenceNames } from './reference-names.js';
import { historyEntries } from './tables.js';

export type HistoryEntry = {
  action: string;
  notes: string | null;
  /** As stored: the values the service compared. */
  changes: Record<string, [unknown, unknown]> | null;
  /** The same changes as people read them, in the reader's language (names, phones, flags, dates). */
  readable_changes: ReadableChanges | null;
  event_dt: string;
  creator: string;
  creator_user_id: number | null;
  creator_org_id: number | null;
};

/** Field-by-field differences of two versions of an object, for the history entry. */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(after)) {
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(v ?? null))
      changes[k] = [before[k] ?? null, v ?? null];
  }
  return changes;
}

/** The changes of a removed object: every field from its value to null. */
export function removal(fields: Record<string, unknown>): Record<string, [unknown, unknown]> {
  return diff(fields, Object.fromEntries(Object.keys(fields).map((k) => [k, null])));
}

/** One history entry: the object, what was done, the changes and notes, and who did it. */
export type HistoryInput = {
  entityType: string;
  entityKey: string | number;
  action: string;
  notes?: string | null;
  changes?: Record<string, [unknown, unknown]> | null;
  /** A person, or the exchange itself (no user, no organisation) for what no one did by hand. */
  by: { user_id: number | null; name: string; org_id: number | null };
  /** The organisation the object belongs to (users, API clients, organisations): the audit log's filter. */
  subjectOrgId?: number | null;
};

/** The row of an entry; an empty change set is stored as none. */
const historyRow = (entry: HistoryInput) => ({
  entityType: entry.entityType,
  entityKey: String(entry.entityKey),
  action: entry.action,
  notes: entry.notes ?? null,
  changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
  creatorUserId: entry.by.user_id,
  creatorName: entry.by.name,
  creatorOrgId: entry.by.org_id,
  subjectOrgId: entry.subjectOrgId ?? null,
});

export async function recordHistory(tx: Executor, entry: HistoryInput): Promise<void> {
  await tx.insert(historyEntries).values(historyRow(entry));
}

/** Rows per statement of a batch: 8 parameters each, far below the 65,535 of one statement. */
const BATCH_ROWS = 1000;

/** Many entries in one statement per 1000 (uploads, group actions); the same rows as recordHistory. */
export async function recordHistoryBatch(tx: Executor, entries: readonly HistoryInput[]): Promise<void> {
  for (let i = 0; i < entries.length; i += BATCH_ROWS) {
    await tx.insert(historyEntries).values(entries.slice(i, i + BATCH_ROWS).map(historyRow));
  }
}

/** The history of one object, oldest first, its changes also as people read them in `locale`. */
export async function listHistory(
  db: Executor,
  entityType: string,
  entityKey: string | number,
  locale: Locale,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.entityType, entityType), eq(historyEntries.entityKey, String(entityKey))))
    .orderBy(asc(historyEntries.eventDt), asc(historyEntries.id));
  const nameOf = await referenceNames(
    db,
    rows.map((r) => r.changes),
    locale,
  );
  return rows.map((r) => ({
    action: r.action,
    notes: r.notes,
    changes: r.changes ?? null,
    readable_changes: readableChanges(r.changes ?? null, nameOf, locale),
    event_dt: r.eventDt.toISOString(),
    creator: r.creatorName,
    creator_user_id: r.creatorUserId,
    creator_org_id: r.creatorOrgId,
  }));
}
