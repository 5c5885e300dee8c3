import type { FptTransaction } from '@afx/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/** 'card' or 'account' as the sender typed it; the recipient may also be 'unknown' (spec 2 §3.2). */
export type AlertNumberType = 'card' | 'account' | 'unknown';

/**
 * FPT alerts (spec 2 §3.1–§3.3, exchange.md): one row an alert, from the sending bank (creator
 * organisation) to the recipient issuer. Ids are UUID v7, so they sort by creation. The incoming
 * transactions are the sender's; the outgoing ones are the recipient's reply. A child alert of a
 * forwarded one (status 10) names it in parent_id and is in transit mode. History, messages and
 * delivery errors are rows of the one history (entity 'fpt_alert').
 */
export const fptAlerts = pgTable(
  'fpt_alerts',
  {
    id: text('id').primaryKey(),
    requestDt: timestamp('request_dt', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    creatorOrgId: integer('creator_org_id')
      .notNull()
      .references(() => organisations.id),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    creatorUserName: text('creator_user_name').notNull(),
    senderType: text('sender_type').$type<AlertNumberType>().notNull(),
    senderNumber: text('sender_number').notNull(),
    senderOrgId: integer('sender_org_id').references(() => organisations.id),
    recipientType: text('recipient_type').$type<AlertNumberType>().notNull(),
    recipientNumber: text('recipient_number').notNull(),
    recipientOrgId: integer('recipient_org_id').references(() => organisations.id),
    fraudTypeId: smallint('fraud_type_id').notNull(),
    preventedFraud: boolean('prevented_fraud').notNull().default(false),
    replyEmail: text('reply_email').notNull(),
    /** As the sender gave it (≤ 36); a child alert's is its forwarded parent's id. */
    parentId: text('parent_id'),
    transitMode: boolean('transit_mode').notNull().default(false),
    description: text('description').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    /** The recipient's last processing notes. */
    notes: text('notes'),
    transIn: jsonb('trans_in').$type<FptTransaction[]>().notNull(),
    transOut: jsonb('trans_out').$type<FptTransaction[]>().notNull().default([]),
    transOutDt: timestamp('trans_out_dt', { withTimezone: true }),
    /** The first incoming transaction's time, the count and the total (one currency, §5.1). */
    tranTime: timestamp('tran_time', { withTimezone: true }),
    tranCount: integer('tran_count').notNull(),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }),
    currencyCode: text('currency_code'),
    /** The incident the recipient (incident_id) and the sender (incident_id2) created from it. */
    incidentId: bigint('incident_id', { mode: 'number' }),
    incidentId2: bigint('incident_id2', { mode: 'number' }),
    lastUserId: integer('last_user_id').references(() => users.id),
    lastUserName: text('last_user_name'),
    /** The SLA clock: when the recipient took it into processing, and when it reached a final status. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    finalAt: timestamp('final_at', { withTimezone: true }),
  },
  (t) => {
    // What the list counters read (status, currency, amount) after each list's scope and time: the
    // counters of a time range are an index-only scan, not a visit of every row (bench/fpt-lists.ts).
    const counted = [t.statusId, t.currencyCode, t.totalAmount] as const;
    return [
      index('fpt_alerts_creator_idx').on(t.creatorOrgId, t.requestDt, ...counted),
      index('fpt_alerts_recipient_idx').on(t.recipientOrgId, t.requestDt, ...counted),
      index('fpt_alerts_recipient_status_idx').on(t.recipientOrgId, t.statusId),
      // The new-alerts count (badge, /new_counter) reads only the new ones, for one bank or for all.
      index('fpt_alerts_new_idx')
        .on(t.recipientOrgId)
        .where(sql`${t.statusId} = 1`),
      // Any organisation's (E codes): the inbound list also asks for a recipient.
      index('fpt_alerts_request_dt_idx').on(t.requestDt, ...counted, t.recipientOrgId),
      // The open alerts alone, for the overdue count: most alerts are final.
      index('fpt_alerts_open_idx')
        .on(t.recipientOrgId, t.requestDt, t.takenAt)
        .where(sql`${t.finalAt} is null`),
      index('fpt_alerts_sender_number_idx').on(t.senderNumber),
      index('fpt_alerts_recipient_number_idx').on(t.recipientNumber),
      // A masked number filter fixes the first 6 and the last 4 characters (repository.ts).
      index('fpt_alerts_sender_mask_idx').on(
        sql`left(${t.senderNumber}, 6)`,
        sql`right(${t.senderNumber}, 4)`,
      ),
      index('fpt_alerts_recipient_mask_idx').on(
        sql`left(${t.recipientNumber}, 6)`,
        sql`right(${t.recipientNumber}, 4)`,
      ),
      index('fpt_alerts_parent_idx')
        .on(t.parentId)
        .where(sql`${t.parentId} is not null`),
    ];
  },
);

/**
 * Running totals of the alerts per sending bank, recipient bank, status and currency, for each Kyiv
 * day and again for each month, kept by a trigger on fpt_alerts at each commit (migration 0012). The list counters
 * of a scope and a date range (or none) add up these rows — whole months from the month rows, the
 * days at the range's ends from the day rows — instead of counting up to a million alerts
 * (bench/fpt-lists.ts). No recipient is stored as 0 and no currency as '' so that the key is unique.
 */
export const fptAlertTotals = pgTable(
  'fpt_alert_totals',
  {
    period: text('period').$type<'day' | 'month'>().notNull(),
    /** The day, or the first day of the month. */
    periodStart: date('period_start').notNull(),
    creatorOrgId: integer('creator_org_id').notNull(),
    recipientOrgId: integer('recipient_org_id').notNull(),
    statusId: smallint('status_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    alerts: integer('alerts').notNull(),
    /** How many of them carry an amount: none → the total is unknown (null), as sum() would say. */
    priced: integer('priced').notNull(),
    total: numeric('total', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'fpt_alert_totals_pk',
      columns: [t.period, t.periodStart, t.creatorOrgId, t.recipientOrgId, t.statusId, t.currencyCode],
    }),
    index('fpt_alert_totals_recipient_idx').on(t.period, t.recipientOrgId, t.periodStart),
    index('fpt_alert_totals_creator_idx').on(t.period, t.creatorOrgId, t.periodStart),
  ],
);
