import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from '../identity/tables.js';

/** The services whose packets (or synchronous questions: cci) go to an organisation's own system. */
export type GatewayService = 'fpt' | 'crc' | 'cci';
/** The services whose calls the gateway logs: the pushed ones, and the mobile operators AFX calls. */
export type CallLogService = GatewayService | 'mcs';

/**
 * An organisation's own system for a service (exchange.md "Parties"): where its packets are pushed,
 * signed per Standard Webhooks with its secret (`whsec_…`). No row, or not active: the organisation
 * works in the portal only.
 */
export const serviceEndpoints = pgTable(
  'service_endpoints',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    service: text('service').$type<GatewayService>().notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'service_endpoints_pk', columns: [t.orgId, t.service] })],
);

/** Which way a gateway call went: 'out' a push from AFX, 'in' a receipt by a sandbox peer. */
export type CallDirection = 'in' | 'out';

/**
 * Every call of the gateway in and out (exchange.md "Every call in and out is logged"): who (the
 * other party's organisation), when, what kind, the result and how long it took; for audit and for
 * invoices. One row per attempt, so a packet retried three times is three rows. Nothing of the
 * packet's content is kept here: the webhook id leads to it while the outbox row lives. Rows older
 * than GATEWAY_CALL_RETENTION_DAYS are deleted (housekeeping.ts).
 */
export const gatewayCalls = pgTable(
  'gateway_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    direction: text('direction').$type<CallDirection>().notNull(),
    orgId: integer('org_id').references(() => organisations.id),
    service: text('service').$type<CallLogService>().notNull(),
    /** The packet type ('fpt.alert.created', ...). */
    kind: text('kind').notNull(),
    webhookId: text('webhook_id'),
    /** 'delivered', 'refused' (a 4xx), 'failed' (fixable), 'accepted', 'duplicate', 'bad_signature'... */
    result: text('result').notNull(),
    httpStatus: smallint('http_status'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    index('gateway_calls_org_at_idx').on(t.orgId, t.at),
    // The retention's delete of the oldest rows (housekeeping.ts).
    index('gateway_calls_at_idx').on(t.at),
  ],
);

/**
 * The webhook ids the sandbox peers have taken (the Standard Webhooks idempotency key): a repeat is
 * acknowledged and ignored. A table rather than memory so that a restart or a second process does not
 * act twice; rows older than a week are pruned (longer than any retry, short of a forgotten reset).
 */
export const sandboxWebhookReceipts = pgTable(
  'sandbox_webhook_receipts',
  {
    webhookId: text('webhook_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_webhook_receipts_at_idx').on(t.receivedAt)],
);
