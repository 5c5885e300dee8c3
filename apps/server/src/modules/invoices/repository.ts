import type { InvoiceKind, InvoiceSortField, InvoiceStatus } from '@afx/domain';
import { and, asc, count, desc, eq, getTableColumns, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { listPage, orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';
import { invoiceLines, invoiceRuns, invoiceTariffs, invoices } from './tables.js';

/** The advisory lock class of invoice generation (one run at a time across processes). */
const GENERATION_LOCK = 7345;

export type InvoiceRecord = typeof invoices.$inferSelect & { orgName: string; orgEdrpou: string | null };

const invoiceColumns = {
  ...getTableColumns(invoices),
  orgName: organisations.name,
  orgEdrpou: organisations.edrpou,
};

export type InvoiceWhere = {
  kind: InvoiceKind;
  /** Null: every organisation. */
  orgId: number | null;
  periodFrom?: string | undefined;
  periodTo?: string | undefined;
  status?: InvoiceStatus | null | undefined;
  number?: string | undefined;
};

function conditions(w: InvoiceWhere): SQL | undefined {
  return and(
    eq(invoices.kind, w.kind),
    w.orgId === null ? undefined : eq(invoices.orgId, w.orgId),
    w.periodFrom ? gte(invoices.period, w.periodFrom) : undefined,
    w.periodTo ? lte(invoices.period, w.periodTo) : undefined,
    w.status ? eq(invoices.status, w.status) : undefined,
    w.number ? containsIgnoringCase(invoices.number, w.number) : undefined,
  );
}

/** The column behind each sort of the list. */
const SORT_COLUMNS = {
  period: invoices.period,
  issued_at: invoices.issuedAt,
  number: invoices.number,
  total: invoices.total,
} as const satisfies Record<InvoiceSortField, AnyPgColumn>;

/** A page of invoices in the requested order; rows that tie keep the order of their ids. */
export async function invoicePage(
  db: Executor,
  where: InvoiceWhere,
  q: {
    page_number: number;
    page_size: number;
    sort_field: InvoiceSortField;
    sort_order: 'ascend' | 'descend';
  },
): Promise<{ list: InvoiceRecord[]; total_count: number }> {
  const { total: amount, ...rest } = invoiceColumns;
  const page = await listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...rest, amount, total: totalCount })
      .from(invoices)
      .innerJoin(organisations, eq(organisations.id, invoices.orgId))
      .where(conditions(where))
      .orderBy(...orderBy(q, SORT_COLUMNS, invoices.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    list: page.list.map(({ amount: total, ...row }) => ({ ...row, total })),
    total_count: page.total_count,
  };
}

export async function findInvoice(db: Executor, id: number): Promise<InvoiceRecord | undefined> {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.orgId))
    .where(eq(invoices.id, id));
  return row;
}

export async function lockInvoice(tx: Executor, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function updateInvoice(tx: Executor, id: number, values: Partial<typeof invoices.$inferInsert>) {
  await tx.update(invoices).set(values).where(eq(invoices.id, id));
}

export async function linesOf(db: Executor, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

// ---- Tariffs ----

export async function tariffList(
  db: Executor,
  filter: { service?: InvoiceKind | null | undefined; org_id?: number | undefined },
) {
  return db
    .select({ ...getTableColumns(invoiceTariffs), orgName: organisations.name })
    .from(invoiceTariffs)
    .leftJoin(organisations, eq(organisations.id, invoiceTariffs.orgId))
    .where(
      and(
        filter.service ? eq(invoiceTariffs.service, filter.service) : undefined,
        filter.org_id ? eq(invoiceTariffs.orgId, filter.org_id) : undefined,
      ),
    )
    .orderBy(asc(invoiceTariffs.service), asc(organisations.name), desc(invoiceTariffs.effectiveFrom));
}

/** The steps of one price: a service's tariff (orgId null) or an organisation's fee. */
export async function tariffSteps(db: Executor, service: InvoiceKind, orgId: number | null) {
  const rows = await db
    .select({ price: invoiceTariffs.price, effective_from: invoiceTariffs.effectiveFrom })
    .from(invoiceTariffs)
    .where(
      and(
        eq(invoiceTariffs.service, service),
        orgId === null ? isNull(invoiceTariffs.orgId) : eq(invoiceTariffs.orgId, orgId),
      ),
    )
    .orderBy(asc(invoiceTariffs.effectiveFrom));
  return rows;
}

/** The organisations that have a membership fee at all. */
export async function feeOrganisations(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orgId: invoiceTariffs.orgId })
    .from(invoiceTariffs)
    .where(eq(invoiceTariffs.service, 'ema'));
  return rows.flatMap((r) => (r.orgId === null ? [] : [r.orgId]));
}

export async function findTariffStep(tx: Executor, service: InvoiceKind, orgId: number | null, day: string) {
  const [row] = await tx
    .select()
    .from(invoiceTariffs)
    .where(
      and(
        eq(invoiceTariffs.service, service),
        orgId === null ? isNull(invoiceTariffs.orgId) : eq(invoiceTariffs.orgId, orgId),
        eq(invoiceTariffs.effectiveFrom, day),
      ),
    );
  return row;
}

export async function saveTariffStep(tx: Executor, values: typeof invoiceTariffs.$inferInsert) {
  const [row] = await tx
    .insert(invoiceTariffs)
    .values(values)
    .onConflictDoUpdate({
      target: [invoiceTariffs.service, invoiceTariffs.orgId, invoiceTariffs.effectiveFrom],
      set: { price: values.price, updatedAt: sql`now()`, updatedBy: values.updatedBy },
    })
    .returning();
  return row!;
}

// ---- Generation ----

/** Holds the generation lock until the transaction ends: two processes never build at once. */
export async function lockGeneration(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GENERATION_LOCK})`);
}

export async function hasLiveInvoice(tx: Executor, orgId: number, kind: InvoiceKind, period: string) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(invoices.kind, kind),
        eq(invoices.period, period),
        ne(invoices.status, 'cancelled'),
      ),
    );
  return row !== undefined;
}

/** The next number within a kind and month (cancelled invoices keep theirs). */
export async function nextSequence(tx: Executor, kind: InvoiceKind, period: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.kind, kind), eq(invoices.period, period)));
  return (row?.n ?? 0) + 1;
}

export async function insertInvoice(
  tx: Executor,
  invoice: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'position'>[],
) {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (lines.length > 0)
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, position, invoiceId: row!.id })));
  return row!;
}

export async function organisationExists(db: Executor, orgId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row !== undefined;
}

export async function runDone(tx: Executor, period: string): Promise<boolean> {
  const [row] = await tx.select().from(invoiceRuns).where(eq(invoiceRuns.period, period));
  return row !== undefined;
}

export async function recordRun(tx: Executor, period: string, created: number): Promise<void> {
  await tx.insert(invoiceRuns).values({ period, created }).onConflictDoNothing();
}
