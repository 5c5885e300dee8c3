import type { SmartFormat, SmartFormatService } from '@afx/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/** The layout of a format beside its title and status: read and written whole (spec 3 §3). */
export type SmartFormatBody = Omit<SmartFormat, 'n' | 'title' | 'disable'>;

/**
 * Smart-zone export formats (spec 3 §3), kept per organisation and service (exchange.md). n numbers
 * an organisation's formats of a service from 1 and is never reused; a deleted format keeps its row
 * (deleted_at) so its history stays readable.
 */
export const smartZoneFormats = pgTable(
  'smart_zone_formats',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    service: text('service').$type<SmartFormatService>().notNull(),
    n: integer('n').notNull(),
    title: text('title').notNull(),
    disable: boolean('disable').notNull().default(false),
    body: jsonb('body').$type<SmartFormatBody>().notNull(),
    lastUserId: integer('last_user_id').references(() => users.id),
    lastUserName: text('last_user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'smart_zone_formats_pk', columns: [t.orgId, t.service, t.n] }),
    index('smart_zone_formats_title_idx').on(t.orgId, t.service, t.title),
  ],
);
