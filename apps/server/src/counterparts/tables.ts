import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../identity/tables.js';

/** The services whose packets go to an organisation's own system. */
export type GatewayService = 'fpt' | 'crc';

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
