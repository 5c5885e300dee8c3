import type { InvoiceKind, InvoiceStatus } from '@afx/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';

/**
 * The prices the administrator sets (decision 0045): a service's tariff per item (mcs, chv; org_id
 * null) or an organisation's monthly membership fee (ema), each in force from its day until the next
 * one's. Setting a price for a day that has one replaces it.
 */
export const invoiceTariffs = pgTable(
  'invoice_tariffs',
  {
    id: serial('id').primaryKey(),
    service: text('service').$type<InvoiceKind>().notNull(),
    orgId: integer('org_id').references(() => organisations.id),
    /** Kopecks. */
    price: bigint('price', { mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [unique('invoice_tariffs_step').on(t.service, t.orgId, t.effectiveFrom).nullsNotDistinct()],
);

/** An organisation's invoice of one kind for one month. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    /** yyyy-MM, a Kyiv month. */
    period: text('period').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('issued'),
    /** Kopecks. */
    net: bigint('net', { mode: 'number' }).notNull(),
    vatPercent: integer('vat_percent').notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who built it: a person's name, or the exchange (the scheduled run). */
    issuedBy: text('issued_by').notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    // Never two live invoices of a kind for an organisation and month (two processes, a repeated run).
    uniqueIndex('invoices_live_one')
      .on(t.orgId, t.kind, t.period)
      .where(sql`${t.status} <> 'cancelled'`),
    index('invoices_kind_period_idx').on(t.kind, t.period),
  ],
);

/** The lines of an invoice: a service's quantity at one price. */
export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  service: text('service').$type<InvoiceKind>().notNull(),
  quantity: integer('quantity').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** The day the line's tariff took effect. */
  priceFrom: date('price_from', { mode: 'string' }).notNull(),
});

/** The scheduled monthly runs done (one row per month), so a restart catches up a missed month once. */
export const invoiceRuns = pgTable('invoice_runs', {
  period: text('period').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  created: integer('created').notNull(),
});
