import { formatPeriod, instantOfWallClock, parsePeriod, previousPeriod, todayIn } from '@afx/domain';
import { count } from 'drizzle-orm';
import { EXCHANGE, actOnInvoice, generateInvoices, invoiceTariffs } from '../modules/invoices/index.js';
import type { Db } from '../platform/db/pool.js';
import { serviceUsage } from '../platform/usage/tables.js';
import { recordUsage } from '../platform/usage/usage.js';

/** The demo's membership fees per member bank, kopecks a month. */
const MEMBERSHIP_FEES: Record<string, number> = { alpha: 500_000, beta: 350_000, gamma: 250_000 };

/**
 * The demo's tariffs (a mobile check 12.00 UAH, a card-blocking answer 25.00 UAH, the banks'
 * membership fees) and last month's invoices built by the generator from the usage ledger. The other
 * demo seeders write the ledger first; if it holds nothing for last month, a few uses are recorded
 * here so the demo shows amounts either way. Alpha's membership fee invoice is marked paid.
 */
export async function seedDemoInvoices(
  db: Db,
  demo: { orgIds: Map<string, number> },
  vatPercent: number,
  now: Date = new Date(),
): Promise<void> {
  const period = previousPeriod(todayIn(now));
  const year = Number(period.slice(0, 4)) - 1;
  const since = `${year}-01-01`;
  const steps = [
    { service: 'mcs' as const, orgId: null, price: 1200 },
    { service: 'chv' as const, orgId: null, price: 2500 },
    ...Object.entries(MEMBERSHIP_FEES).flatMap(([key, price]) => {
      const orgId = demo.orgIds.get(key);
      return orgId ? [{ service: 'ema' as const, orgId, price }] : [];
    }),
  ];
  await db
    .insert(invoiceTariffs)
    .values(steps.map((s) => ({ ...s, effectiveFrom: since, updatedBy: 'AFX' })))
    .onConflictDoNothing();

  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(serviceUsage);
  if (n === 0) {
    const p = parsePeriod(period)!;
    const at = (day: number, hour: number) =>
      instantOfWallClock({ year: p.year, month: p.month, day, hour, minute: 15, second: 0 });
    const uses = [
      ['alpha', 'mcs', 3, '+380 67 *** ** 67 — matches'],
      ['alpha', 'mcs', 9, '+380 50 *** ** 12 — does not match'],
      ['alpha', 'mcs', 17, '+380 67 *** ** 45 — matches'],
      ['beta', 'mcs', 11, '+380 93 *** ** 08 — matches'],
      ['alpha', 'chv', 5, '4441 11** **** 1111 — blocked'],
      ['beta', 'chv', 14, '5168 74** **** 0042 — not blocked'],
      ['beta', 'chv', 22, '4149 49** **** 7781 — blocked'],
    ] as const;
    for (const [i, [key, service, day, description]] of uses.entries()) {
      const orgId = demo.orgIds.get(key);
      if (!orgId) continue;
      await recordUsage(db, {
        orgId,
        service,
        userId: null,
        userName: key === 'alpha' ? 'Olena Koval' : 'Taras Melnyk',
        ref: `demo-${formatPeriod(p)}-${i + 1}`,
        description,
        at: at(day, 10 + i),
      });
    }
  }

  const result = await generateInvoices(db, { period, vatPercent, by: EXCHANGE });
  const alpha = demo.orgIds.get('alpha');
  const paid = result.created.find((c) => c.kind === 'ema' && c.org_id === alpha) ?? result.created[0];
  if (paid) await actOnInvoice(db, EXCHANGE, paid.id, 'mark_paid', {});
}
