import type { SmartFormatService } from '@afx/domain';
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';

/**
 * An organisation's settings per service (fpt, crc; spec 2 §3.15): whether the administrator has
 * granted it IBAN access there, and whether it supports IBAN recipients. No row: neither. The
 * notification e-mail is the organisation's own (organisations.notification_email), one for both.
 */
export const issuerSettings = pgTable(
  'issuer_settings',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    service: text('service').$type<SmartFormatService>().notNull(),
    ibanAccess: boolean('iban_access').notNull().default(false),
    ibanSupport: boolean('iban_support').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'issuer_settings_pk', columns: [t.orgId, t.service] })],
);
