import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';

/** The card BIN directory (spec 3 §2.2, §3): a BIN belongs to one issuing organisation. */
export const bins = pgTable(
  'bins',
  {
    bin: text('bin').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    /** 0 domestic, 1 uses BID, 2 uses ICA: derived from the BIN (domain cardSystemOfBin). */
    cardSystemId: smallint('card_system_id').notNull(),
    ica: text('ica'),
    bid: text('bid'),
    /** true, false or null (unknown). */
    prepaid: boolean('prepaid'),
    token: boolean('token'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bins_org_idx').on(t.orgId, t.bin),
    index('bins_updated_idx').on(t.updatedAt),
    index('bins_ica_idx').on(t.ica),
  ],
);
