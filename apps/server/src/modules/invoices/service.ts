import {
  INVOICE_KIND_KEYS,
  type InvoiceListQuery,
  type Locale,
  PERMISSION,
  formatInstantDateTime,
  formatKopecks,
  fromIsoDate,
  hasExtended,
  invoiceActionsFrom,
  isAdmin,
  isoCalendarDate,
  isUsageKind,
  tariffOn,
  toIsoDate,
  todayIn,
  translate,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { InvoiceSupplier } from '../../platform/config.js';
import type { Db } from '../../platform/db/pool.js';
import { xlsxBook } from '../../platform/export/xlsx.js';
import { notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import { usageRows } from '../../platform/usage/usage.js';
import type { InvoiceRow, InvoiceView } from './api.js';
import { periodRange } from './generate.js';
import { invoicePdf, periodText } from './pdf.js';
import * as repo from './repository.js';

/** U1003: the own organisation's invoices; E1003 (and the administrator): every organisation's. */
const ownOrg = (caller: Caller): number | null =>
  hasExtended(caller, PERMISSION.invoices) ? null : caller.org_id;

export function toRow(caller: Caller, r: repo.InvoiceRecord): InvoiceRow {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    org_id: r.orgId,
    org_name: r.orgName,
    org_edrpou: r.orgEdrpou,
    period: r.period,
    status: r.status,
    net: r.net,
    vat_percent: r.vatPercent,
    vat: r.vat,
    total: r.total,
    issued_at: r.issuedAt.toISOString(),
    paid_date: r.paidDate ? fromIsoDate(r.paidDate) : null,
    cancelled_at: r.cancelledAt ? r.cancelledAt.toISOString() : null,
    cancel_reason: r.cancelReason,
    actions: isAdmin(caller) ? invoiceActionsFrom(r.status) : [],
  };
}

/** /invoice/list: the invoices of a kind, U1003 the own organisation's, E1003 any (or the one filtered). */
export async function listInvoices(
  db: Db,
  caller: Caller,
  q: InvoiceListQuery,
): Promise<ListPage<InvoiceRow>> {
  const own = ownOrg(caller);
  const page = await repo.invoicePage(
    db,
    {
      kind: q.kind,
      orgId: own ?? q.filter.org_id ?? null,
      periodFrom: q.filter.period_from,
      periodTo: q.filter.period_to,
      status: q.filter.status,
      number: q.filter.number,
    },
    q,
  );
  return { list: page.list.map((r) => toRow(caller, r)), total_count: page.total_count };
}

/** An invoice the caller may see, else 404 (another organisation's invoice is not named to U1003). */
async function visibleInvoice(db: Db, caller: Caller, id: number): Promise<repo.InvoiceRecord> {
  const record = await repo.findInvoice(db, id);
  const own = ownOrg(caller);
  if (!record || (own !== null && record.orgId !== own)) throw notFound();
  return record;
}

/** /invoice/get: the invoice with its lines. */
export async function getInvoice(db: Db, caller: Caller, id: number): Promise<InvoiceView> {
  const record = await visibleInvoice(db, caller, id);
  const lines = await repo.linesOf(db, id);
  return {
    ...toRow(caller, record),
    issued_by: record.issuedBy,
    lines: lines.map((l) => ({
      service: l.service,
      quantity: l.quantity,
      price: l.price,
      amount: l.amount,
      price_from: fromIsoDate(l.priceFrom) ?? l.priceFrom,
    })),
  };
}

/** GET /invoice/{id}/pdf: the invoice as a PDF, in Ukrainian unless another language is asked for. */
export async function invoicePdfFile(
  db: Db,
  caller: Caller,
  id: number,
  lang: Locale | undefined,
  supplier: InvoiceSupplier,
) {
  const invoice = await getInvoice(db, caller, id);
  return { name: invoice.number, pdf: await invoicePdf(invoice, lang ?? 'uk', supplier) };
}

/**
 * GET /invoice/{id}/usage.xlsx: the uses behind the invoice, one row each (time, user, reference,
 * description, price); the membership fee has none, so its sheet holds its one line.
 */
export async function invoiceUsageFile(db: Db, caller: Caller, id: number, locale: Locale) {
  const invoice = await getInvoice(db, caller, id);
  const t = (key: Parameters<typeof translate>[0]) => translate(key, locale);
  const name = `${invoice.number}-usage`;
  if (!isUsageKind(invoice.kind)) {
    const header = [t('invoice_period'), t('invoice_service'), t('invoice_quantity'), t('invoice_amount')];
    const rows = invoice.lines.map((l) => [
      periodText(invoice.period),
      t(INVOICE_KIND_KEYS[l.service]),
      l.quantity,
      formatKopecks(l.amount, locale),
    ]);
    return { name, xlsx: xlsxBook(invoice.number, header, rows) };
  }
  const uses = await usageRows(db, invoice.org_id, invoice.kind, periodRange(invoice.period));
  // Each use at the price of the invoice's line for its Kyiv day, as the invoice billed it.
  const steps = invoice.lines.map((l) => ({ price: l.price, effective_from: toIsoDate(l.price_from) ?? '' }));
  const header = [
    t('invoice_usage_time'),
    t('invoice_usage_user'),
    t('invoice_usage_ref'),
    t('invoice_usage_description'),
    t('invoice_quantity'),
    t('invoice_price'),
    t('invoice_amount'),
  ];
  const rows = uses.map((u) => {
    const price = tariffOn(steps, isoCalendarDate(todayIn(u.at)))?.price;
    return [
      formatInstantDateTime(u.at),
      u.userName,
      u.ref,
      u.description,
      u.quantity,
      price === undefined ? '' : formatKopecks(price, locale),
      price === undefined ? '' : formatKopecks(price * u.quantity, locale),
    ];
  });
  return { name, xlsx: xlsxBook(invoice.number, header, rows) };
}
