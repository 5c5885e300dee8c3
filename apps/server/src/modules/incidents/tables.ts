import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../../identity/tables.js';

/** How an incident reached the registry, for the dashboard's "by channel" counters. */
export const INCIDENT_CHANNELS = ['forum', 'api', 'menu'] as const;
export type IncidentChannel = (typeof INCIDENT_CHANNELS)[number];

/** Incident categories (reference data): codes such as '15' and '15.1', names in three languages. */
export const incidentCategories = pgTable('incident_categories', {
  id: text('id').primaryKey(),
  nameUk: text('name_uk').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  descriptionUk: text('description_uk').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionRu: text('description_ru').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Category-domains (reference data): what an incident is about, inside a category, with the form's
 * visible fields and its alternative required sets (each a list of field names, 'Option N' in the form).
 */
export const incidentCategoryDomains = pgTable(
  'incident_category_domains',
  {
    id: integer('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => incidentCategories.id),
    nameUk: text('name_uk').notNull(),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
    descriptionUk: text('description_uk').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    active: boolean('active').notNull().default(true),
    fields: text('fields').array().notNull(),
    requiredSets: jsonb('required_sets').$type<string[][]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('incident_category_domains_category_idx').on(t.categoryId)],
);

/**
 * The incident registry (spec 1 §3). Details are columns so each exact search has its own index;
 * phones are child rows. A deletion is soft: the row stays for the history and the casino list.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public number used in forum links: random, so links cannot be enumerated. */
    id2: bigint('id2', { mode: 'number' })
      .notNull()
      .default(sql`(floor(random() * 9007199254740990) + 1)::bigint`),
    categoryDomainId: integer('category_domain_id')
      .notNull()
      .references(() => incidentCategoryDomains.id),
    groupId: integer('group_id'),
    groupDescription: text('group_description'),
    forumId: bigint('forum_id', { mode: 'number' }),
    forumMsgId: bigint('forum_msg_id', { mode: 'number' }),
    creatorOrgId: integer('creator_org_id')
      .notNull()
      .references(() => organisations.id),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id),
    /** 1 Crime Check request, 2 FPT alert: the category is then locked (mutable 'half'). */
    basisType: smallint('basis_type'),
    basisId: text('basis_id'),
    channel: text('channel').$type<IncidentChannel>().notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    inn: text('inn'),
    fullname: text('fullname'),
    passportId: text('passport_id'),
    egrpou: text('egrpou'),
    orgName: text('org_name'),
    erdrNumber: text('erdr_number'),
    erdrDate: date('erdr_date', { mode: 'string' }),
    pan: text('pan'),
    ip: text('ip'),
    email: text('email'),
    url: text('url'),
    description: text('description'),
    createDt: timestamp('create_dt', { withTimezone: true }).notNull().defaultNow(),
    updateDt: timestamp('update_dt', { withTimezone: true }).notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
    deletedDt: timestamp('deleted_dt', { withTimezone: true }),
    deletedReason: text('deleted_reason'),
  },
  (t) => {
    // Only live incidents are searched, so the search indexes leave deleted ones out.
    const live = sql`not ${t.deleted}`;
    return [
      uniqueIndex('incidents_id2_uq').on(t.id2),
      // Exact searches (spec 1 §5 filter box), live rows only.
      index('incidents_inn_idx').on(t.inn).where(live),
      index('incidents_passport_idx').on(t.passportId).where(live),
      index('incidents_egrpou_idx').on(t.egrpou).where(live),
      // Expression indexes stay whole: the planner reads an expression's statistics only from a
      // non-partial index, and without them it misjudges how rare a match is.
      index('incidents_email_idx').on(sql`lower(${t.email})`),
      index('incidents_ip_idx').on(t.ip).where(live),
      index('incidents_erdr_idx').on(t.erdrNumber).where(live),
      index('incidents_pan_idx').on(t.pan).where(live),
      // A mask fixes the first 6 and the last 4 digits: both together are selective even when
      // one BIN holds a large share of the cards.
      index('incidents_pan_mask_idx').on(sql`left(${t.pan}, 6)`, sql`right(${t.pan}, 4)`),
      // The last 4 alone (what a statement shows): the mask index leads with the first 6, so it
      // cannot serve them.
      index('incidents_pan_last4_idx').on(sql`right(${t.pan}, 4)`),
      index('incidents_group_idx').on(t.groupId).where(live),
      index('incidents_event_date_idx').on(t.eventDate, t.id).where(live),
      index('incidents_creator_org_idx').on(t.creatorOrgId, t.id).where(live),
      index('incidents_creator_user_idx').on(t.creatorUserId).where(live),
      index('incidents_live_id_idx').on(t.id).where(live),
      // Sorting by a name column pages through these instead of sorting every row.
      index('incidents_fullname_sort_idx').on(t.fullname, t.id).where(live),
      index('incidents_org_name_sort_idx').on(t.orgName, t.id).where(live),
      // Substring searches, case-insensitive, through trigrams.
      index('incidents_fullname_trgm_idx')
        .using('gin', sql`lower(${t.fullname}) gin_trgm_ops`)
        .where(live),
      index('incidents_org_name_trgm_idx')
        .using('gin', sql`lower(${t.orgName}) gin_trgm_ops`)
        .where(live),
      // The casino list shows deleted (inactive) sites too, so the URL index keeps every row.
      index('incidents_url_trgm_idx').using('gin', sql`lower(${t.url}) gin_trgm_ops`),
      index('incidents_domain_idx').on(t.categoryDomainId, t.updateDt),
      // The dashboard's registrations per day look at the last weeks only.
      index('incidents_create_dt_idx').on(t.createDt).where(live),
    ];
  },
);

/** An incident's phones: at most 5, number (12 digits) and type 1–4, in the form's order. */
export const incidentPhones = pgTable(
  'incident_phones',
  {
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    number: text('number').notNull(),
    type: smallint('type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.position] }),
    index('incident_phones_number_idx').on(t.number),
  ],
);

/** One row per incident search: the dashboard's "negative-information checks". */
export const incidentSearches = pgTable(
  'incident_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').notNull(),
    orgId: integer('org_id').notNull(),
    channel: text('channel').$type<Exclude<IncidentChannel, 'forum'>>().notNull(),
  },
  (t) => [index('incident_searches_at_idx').on(t.at)],
);

/**
 * Each caller's last search, as its criteria: a search counts as a check only when its criteria
 * differ from these, so paging, sorting and refreshing never count (docs/decisions/0014).
 */
export const incidentLastSearches = pgTable('incident_last_searches', {
  userId: integer('user_id').primaryKey(),
  /** The criteria as one text; '' for a list without criteria (unfiltered or own only). */
  criteria: text('criteria').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
