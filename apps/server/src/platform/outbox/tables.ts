import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/**
 * Everything the portal sends to the outside (e-mail, packets to member banks), written in the
 * same transaction as the change that causes it. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` (several app processes may run), delivers them and records the attempt.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What to deliver: 'email', ... */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    /** Not before this time (backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Given up after the maximum number of attempts; "Reset transport" clears it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * A packet to another system: the organisation whose action sent it and the service, so that
     * the service's lists count its failures and Reset transport finds them (exchange.md).
     */
    orgId: integer('org_id').references(() => organisations.id),
    service: text('service'),
    /** The last failure was one a retry can cure (timeout, refused connection, 5xx, 408, 429). */
    lastErrorFixable: boolean('last_error_fixable'),
  },
  // The claim query reads only rows still to deliver (the due ones, in the order written).
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('outbox_failed_packets_idx')
      .on(t.service, t.orgId)
      .where(sql`${t.failedAt} is not null`),
  ],
);

/**
 * In-portal notifications. org_id and user_id both null: for the platform administrators; org_id
 * alone: everyone of that organisation; user_id: one person. Read state is per person
 * (notification_reads), since an organisation's notification is read by each member on their own.
 * A coalescing notice (one with a coalesce_key) is one row per kind, key and window: the unique
 * index makes concurrent notices meet on that row, which counts them (occurrences).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer('org_id').references(() => organisations.id),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    /** A message key of the domain catalogue, filled with params in the reader's language. */
    title: text('title').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The audience and what the notice is about (e.g. `admins|org:12`); null: never coalesced. */
    coalesceKey: text('coalesce_key'),
    /** The start of the window the notice falls in (windows are fixed, counted from the epoch). */
    windowStart: timestamp('window_start', { withTimezone: true }),
    /** How many notices this row stands for. */
    occurrences: integer('occurrences').notNull().default(1),
    /** The latest of them: the list's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_org_idx').on(t.orgId, t.createdAt),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // Rows without a key never conflict (nulls are distinct).
    uniqueIndex('notifications_coalesce_idx').on(t.kind, t.coalesceKey, t.windowStart),
  ],
);
