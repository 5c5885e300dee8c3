import {
  INVOICE_KINDS,
  type InvoiceKind,
  type InvoiceLine,
  type UsageDay,
  instantOfWallClock,
  invoiceNumber,
  invoiceTotals,
  isUsageKind,
  isoCalendarDate,
  membershipLine,
  parsePeriod,
  todayIn,
  usageLines,
} from '@afx/domain';
import type { Db, Executor } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { usageRows, usageTotals } from '../../platform/usage/usage.js';
import type { GenerateAnswer } from './api.js';
import * as repo from './repository.js';

export const INVOICE_ENTITY = 'invoice';

/** Who builds invoices: a person (an administrator) or the exchange itself (the scheduled run). */
export type Builder = { user_id: number | null; name: string; org_id: number | null };
export const EXCHANGE: Builder = { user_id: null, name: 'AFX', org_id: null };

/** The instants [from, to) of a Kyiv month. */
export function periodRange(period: string): { from: Date; to: Date } {
  const p = parsePeriod(period);
  if (!p) throw new Error(`not a period: ${period}`);
  const next = p.month === 12 ? { year: p.year + 1, month: 1 } : { year: p.year, month: p.month + 1 };
  const start = (y: number, m: number) =>
    instantOfWallClock({ year: y, month: m, day: 1, hour: 0, minute: 0, second: 0 });
  return { from: start(p.year, p.month), to: start(next.year, next.month) };
}

/** The usage of an organisation in a month, by Kyiv day. */
async function usageDays(
  db: Executor,
  orgId: number,
  service: 'mcs' | 'chv',
  period: string,
): Promise<UsageDay[]> {
  const rows = await usageRows(db, orgId, service, periodRange(period));
  return rows.map((row) => ({ day: isoCalendarDate(todayIn(row.at)), quantity: row.quantity }));
}

/** The lines of one organisation's invoice of a kind for a month (empty: nothing to bill). */
async function linesFor(
  db: Executor,
  kind: InvoiceKind,
  orgId: number,
  period: string,
): Promise<InvoiceLine[]> {
  if (isUsageKind(kind)) {
    const tariffs = await repo.tariffSteps(db, kind, null);
    return usageLines(kind, await usageDays(db, orgId, kind, period), tariffs).lines;
  }
  const line = membershipLine(period, await repo.tariffSteps(db, 'ema', orgId));
  return line ? [line] : [];
}

/** The organisations billed for a kind in a month: those with usage, or with a membership fee. */
async function candidates(db: Executor, kind: InvoiceKind, period: string): Promise<number[]> {
  if (isUsageKind(kind)) return (await usageTotals(db, kind, periodRange(period))).map((r) => r.orgId);
  return repo.feeOrganisations(db);
}

export type GenerateOptions = {
  period: string;
  kind?: InvoiceKind | null | undefined;
  orgId?: number | undefined;
  vatPercent: number;
  by: Builder;
};

/**
 * Builds the month's invoices (every kind, or one; every organisation, or one) under the generation
 * lock: an organisation that already has a live (not cancelled) invoice of the kind for the month
 * is skipped, so a repeated run, or two processes, never double one. Each invoice is a history entry.
 */
export async function generateInBatch(tx: Executor, options: GenerateOptions): Promise<GenerateAnswer> {
  await repo.lockGeneration(tx);
  const created: GenerateAnswer['created'] = [];
  let existing = 0;
  for (const kind of options.kind ? [options.kind] : INVOICE_KINDS) {
    const orgs = options.orgId
      ? [options.orgId]
      : [...new Set(await candidates(tx, kind, options.period))].sort((a, b) => a - b);
    for (const orgId of orgs) {
      if (await repo.hasLiveInvoice(tx, orgId, kind, options.period)) {
        existing += 1;
        continue;
      }
      const lines = await linesFor(tx, kind, orgId, options.period);
      if (lines.length === 0) continue;
      const totals = invoiceTotals(lines, options.vatPercent);
      const number = invoiceNumber(kind, options.period, await repo.nextSequence(tx, kind, options.period));
      const row = await repo.insertInvoice(
        tx,
        {
          number,
          kind,
          orgId,
          period: options.period,
          net: totals.net,
          vatPercent: totals.vat_percent,
          vat: totals.vat,
          total: totals.total,
          issuedBy: options.by.name,
        },
        lines.map((line) => ({
          service: line.service,
          quantity: line.quantity,
          price: line.price,
          amount: line.amount,
          priceFrom: line.price_from,
        })),
      );
      await recordHistory(tx, {
        entityType: INVOICE_ENTITY,
        entityKey: row.id,
        action: 'generate',
        notes: number,
        changes: { status: [null, 'issued'], total: [null, totals.total] },
        by: options.by,
        subjectOrgId: orgId,
      });
      created.push({ id: row.id, number, kind, org_id: orgId, total: totals.total });
    }
  }
  return { period: options.period, created, existing };
}

export async function generateInvoices(db: Db, options: GenerateOptions): Promise<GenerateAnswer> {
  return db.transaction((tx) => generateInBatch(tx, options));
}
