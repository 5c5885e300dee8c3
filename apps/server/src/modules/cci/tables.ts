import type { CciFailure, CciOutcome, CciStatus } from '@afx/domain';
import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/**
 * Card-blocking information requests (spec 3 §2.6, decision 0043): one row a question put to an
 * issuer's system, answered or failed, for the organisation's log and its invoices. Only the masked
 * card is kept (personal data); the issuer's answer fields when it answered.
 */
export const cciRequests = pgTable(
  'cci_requests',
  {
    /** The cci_request_id the issuer's system also receives (a UUID). */
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    /** '4441 11** **** 1111'. */
    panMasked: text('pan_masked').notNull(),
    /** The last four digits, for the list's filter. */
    panLast4: text('pan_last4').notNull(),
    issuerOrgId: integer('issuer_org_id').references(() => organisations.id),
    issuerName: text('issuer_name').notNull(),
    tranDate: date('tran_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    applicantName: text('applicant_name').notNull(),
    notes: text('notes').notNull(),
    outcome: text('outcome').$type<CciOutcome>().notNull(),
    failure: text('failure').$type<CciFailure>(),
    refNumber: text('ref_number'),
    status: text('status').$type<CciStatus>(),
    statusInfo: text('status_info'),
    answerNotes: text('answer_notes'),
    serverTime: timestamp('server_time', { withTimezone: true, mode: 'string' }),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('cci_requests_org_created_idx').on(t.orgId, t.createdAt),
    index('cci_requests_created_idx').on(t.createdAt),
  ],
);
