import type {
  CallForwardingAnswer,
  McsOperatorOrOther,
  McsRoute,
  McsStatus,
  SimChangedAnswer,
} from '@afx/domain';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/**
 * Mobile checks (issue 16, decision 0044): one row a check of a phone number, by a bank's user,
 * queued on create and answered by the operator of the number's range through its CAMARA APIs.
 */
export const mcsChecks = pgTable(
  'mcs_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    /** 380XXXXXXXXX (or another international number, digits only). */
    phone: text('phone').notNull(),
    depthDays: smallint('depth_days').notNull(),
    /** The subscriber's consent as the user declared it. */
    consent: boolean('consent').notNull(),
    operator: text('operator').$type<McsOperatorOrOther>().notNull(),
    status: text('status').$type<McsStatus>().notNull().default('queued'),
    route: text('route').$type<McsRoute>(),
    simChanged: text('sim_changed').$type<SimChangedAnswer>(),
    /** The latest SIM change, when the operator gives it. */
    simChangedAt: timestamp('sim_changed_at', { withTimezone: true }),
    callForwarding: text('call_forwarding').$type<CallForwardingAnswer>(),
    /** Why a check failed: a message key and its parameters. */
    error: jsonb('error').$type<{ key: string; params?: Record<string, string> }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('mcs_checks_org_created_idx').on(t.orgId, t.createdAt),
    index('mcs_checks_created_idx').on(t.createdAt),
    index('mcs_checks_phone_idx').on(t.phone),
  ],
);
