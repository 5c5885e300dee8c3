import { index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import { locations } from '../locations/tables.js';

/** Coordinates keep 9 decimals (domain COORDINATE_STORAGE_DECIMALS); input takes 6. */
const coordinate = (name: string) => numeric(name, { precision: 12, scale: 9, mode: 'number' });

/** The ATM directory (spec 3 §2.3, §3): a terminal id is unique within its acquirer. */
export const atms = pgTable(
  'atms',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    termId: text('term_id').notNull(),
    /** KATOTTG code of the city. */
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    locationAddress: text('location_address').notNull(),
    locationDescription: text('location_description'),
    /** Null when not set (the upload's 0). */
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    /** Region and city as the uploaded sheet named them. */
    rawRegion: text('raw_region'),
    rawCity: text('raw_city'),
    /** Where the ATM was before its last move, so the dialog can offer the old city back. */
    oldLocationId: text('old_location_id').references(() => locations.id),
    oldLocationAddress: text('old_location_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'atms_pk', columns: [t.orgId, t.termId] }),
    index('atms_term_idx').on(t.termId),
    index('atms_location_idx').on(t.locationId),
    index('atms_updated_idx').on(t.updatedAt),
  ],
);
