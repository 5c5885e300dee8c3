import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';

/** The paid services whose use is billed per item (the membership fee is not counted here). */
export const BILLED_SERVICES = ['mcs', 'chv'] as const;
export type BilledService = (typeof BILLED_SERVICES)[number];

/**
 * The usage ledger: one row per billable use of a paid service (a mobile check answered, a
 * card-blocking question answered by the issuer), written in the same transaction as the answer.
 * Invoices are built from it, and the usage behind an invoice is exported from it; never updated.
 */
export const serviceUsage = pgTable(
  'service_usage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    service: text('service').$type<BilledService>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    /** The user's name at the time (the ledger outlives renames and removals). */
    userName: text('user_name').notNull(),
    /** The billed object's id in its module (the check's or the request's id). */
    ref: text('ref').notNull(),
    /** What the line was, readable in the usage export: a masked card or phone and the outcome. */
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('service_usage_org_service_at_idx').on(t.orgId, t.service, t.at)],
);
