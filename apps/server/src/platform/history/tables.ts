import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One history for every object of every service: who did what, when, with which notes. Written in
 * the same transaction as the change it records; never updated or deleted.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What kind of object: 'incident', 'bin', 'atm', 'acquirer_id', ... */
    entityType: text('entity_type').notNull(),
    /** The object's key as text (a composite key joined with ':'). */
    entityKey: text('entity_key').notNull(),
    /** create | update | delete | ... (the service's own verbs). */
    action: text('action').notNull(),
    notes: text('notes'),
    /** Field changes { field: [before, after] } where the service records them. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    creatorUserId: integer('creator_user_id'),
    creatorName: text('creator_name').notNull(),
    creatorOrgId: integer('creator_org_id'),
    /** The organisation the object belongs to, where the audit log filters by it (users, clients). */
    subjectOrgId: integer('subject_org_id'),
    eventDt: timestamp('event_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('history_entries_entity_idx').on(t.entityType, t.entityKey, t.eventDt),
    // The audit log: the administrative types, newest first.
    index('history_entries_type_dt_idx').on(t.entityType, t.eventDt),
  ],
);
