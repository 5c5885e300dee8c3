import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';

/** The acquirer ID directory (spec 3 §2.4, §3): an id is unique within its organisation. */
export const acquirerIds = pgTable(
  'acquirer_ids',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    /** Up to 6 digits. */
    id: text('id').notNull(),
    cardSystemId: smallint('card_system_id').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'acquirer_ids_pk', columns: [t.orgId, t.id] }),
    index('acquirer_ids_id_idx').on(t.id),
    index('acquirer_ids_updated_idx').on(t.updatedAt),
  ],
);
