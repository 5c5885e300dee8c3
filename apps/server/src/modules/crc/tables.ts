import type { FptTransaction } from '@afx/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/** 'card' or 'account', as the police unit filed the sender and the recipient. */
export type RequestNumberType = 'card' | 'account';

export type IncriminatedArticle = { article: string; part?: string | undefined; point?: string | undefined };
export type FraudsterContact = { name?: string | undefined; phone?: string | undefined };
export type GeodataPoint = { date_time: string; lat: number; lon: number };

/** The issuer's reply or rejection as stored (spec 2 §3.12); its time and bank are the request's. */
export type StoredReply = {
  is_rejected: boolean;
  funds_were_not_used: boolean;
  transactions: FptTransaction[];
  last_offline_transactions: FptTransaction[];
  last_authorization_geodata: GeodataPoint[];
  recipient_cardholder_name?: string | undefined;
  recipient_cardholder_id?: string | undefined;
  notes?: string | undefined;
  issuer_id: number | null;
  update_dt: string;
};

/** The 12-digit request ids: "100000000001" on. */
export const crcRequestIdSequence = pgSequence('crc_request_id_seq', {
  startWith: 100000000001,
  minValue: 100000000001,
  maxValue: 999999999999,
});

/**
 * Crime Check requests (spec 2 §3.11–§3.14, decision 0041): one row a request, filed by a
 * cyber-police unit (police_org_id) to the issuer of the recipient's card or account (recipient_org_id,
 * null while unknown). The figures of the fraud transactions are kept beside them for the list;
 * the reply is one jsonb (spec 2 §3.12). History, comments and delivery errors are rows of the one
 * history (entity 'crc_request').
 */
export const crcRequests = pgTable(
  'crc_requests',
  {
    id: text('id').primaryKey(),
    policeOrgId: integer('police_org_id')
      .notNull()
      .references(() => organisations.id),
    policeUserId: integer('police_user_id').references(() => users.id),
    policeUserName: text('police_user_name').notNull(),
    /** The organisation the request came from as the police named it (its own unit by default). */
    alertSourceId: integer('alert_source_id').references(() => organisations.id),
    recipientOrgId: integer('recipient_org_id').references(() => organisations.id),
    senderOrgId: integer('sender_org_id').references(() => organisations.id),
    statusId: smallint('status_id').notNull(),
    requestDt: timestamp('request_dt', { withTimezone: true }).notNull().defaultNow(),
    updateDt: timestamp('update_dt', { withTimezone: true }).notNull().defaultNow(),
    lastUserId: integer('last_user_id').references(() => users.id),
    lastUserName: text('last_user_name'),
    registryType: smallint('registry_type').notNull(),
    regNumber: text('reg_number').notNull(),
    /** dd.MM.yyyy as filed. */
    regDate: text('reg_date').notNull(),
    incriminatedArticles: jsonb('incriminated_articles').$type<IncriminatedArticle[]>().notNull(),
    applicantName: text('applicant_name'),
    employeeName: text('employee_name').notNull(),
    employeeEmail: text('employee_email').notNull(),
    senderType: text('sender_type').$type<RequestNumberType>().notNull(),
    senderNumber: text('sender_number').notNull(),
    recipientType: text('recipient_type').$type<RequestNumberType>().notNull(),
    recipientNumber: text('recipient_number').notNull(),
    fraudTransactions: jsonb('fraud_transactions').$type<FptTransaction[]>().notNull(),
    fraudsterContacts: jsonb('fraudster_contacts').$type<FraudsterContact[]>().notNull().default([]),
    url: text('url'),
    notes: text('notes'),
    parentId: text('parent_id'),
    /** The first fraud transaction's time, the count, the total (null when currencies mix). */
    tranTime: timestamp('tran_time', { withTimezone: true }),
    tranCount: integer('tran_count').notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }),
    currencyCode: text('currency_code'),
    /** The bank's incident (incident_id); incident_id2 is kept for the contract's symmetry with FPT. */
    incidentId: bigint('incident_id', { mode: 'number' }),
    incidentId2: bigint('incident_id2', { mode: 'number' }),
    reply: jsonb('reply').$type<StoredReply>(),
    /** The figures of /info/summary: taken into processing, first answered (replied or rejected). */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    dueDt: timestamp('due_dt', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The lists' order in full (request_dt, then id), ascending: read backwards it is the lists'
    // `desc` (nulls first), which a `desc nulls last` index cannot give. A page of 20 is then the
    // scope's first 20 index entries, not a sort of every row of the scope or of the last 30 days
    // (bench/crc-lists.ts, docs/PERFORMANCE.md).
    index('crc_requests_recipient_idx').on(t.recipientOrgId, t.requestDt, t.id),
    index('crc_requests_police_idx').on(t.policeOrgId, t.requestDt, t.id),
    index('crc_requests_request_dt_idx').on(t.requestDt, t.id),
    index('crc_requests_status_idx').on(t.statusId, t.requestDt, t.id),
    // The badge: the requests waiting for review or in process of one bank.
    index('crc_requests_new_idx')
      .on(t.recipientOrgId)
      .where(sql`${t.statusId} in (4, 5)`),
    index('crc_requests_recipient_number_idx').on(t.recipientNumber),
    index('crc_requests_sender_number_idx').on(t.senderNumber),
    // A masked number (first 6 and last 4 kept) compares left(…, 6) and right(…, 4) (numberCondition).
    index('crc_requests_recipient_mask_idx').on(
      sql`left(${t.recipientNumber}, 6)`,
      sql`right(${t.recipientNumber}, 4)`,
    ),
    index('crc_requests_sender_mask_idx').on(
      sql`left(${t.senderNumber}, 6)`,
      sql`right(${t.senderNumber}, 4)`,
    ),
    index('crc_requests_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
  ],
);

/**
 * Running totals of Crime Check requests per recipient bank, status and Kyiv day of request_dt, kept
 * by triggers on crc_requests, deferred to the commit (migration 0013). The bank list's total of a
 * scope, a range of days (or none), statuses and a bank adds up these rows — about 8,000 for
 * 1,000,000 requests over two years — instead of counting up to a million requests
 * (bench/crc-lists.ts). No bank (status 1) is stored as 0.
 */
export const crcRequestTotals = pgTable(
  'crc_request_totals',
  {
    recipientOrgId: integer('recipient_org_id').notNull(),
    kyivDay: date('kyiv_day').notNull(),
    statusId: smallint('status_id').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ name: 'crc_request_totals_pk', columns: [t.recipientOrgId, t.kyivDay, t.statusId] })],
);
