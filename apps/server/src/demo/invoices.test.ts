import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { seedDemoInvoices } from './invoices.js';

const ctx = testContext();
const query = async <T>(text: string, params: unknown[] = []) =>
  (await ctx.database.pool.query(text, params)).rows as T[];

describe('the demo invoices (issue 16 "Demo data")', () => {
  it('bill last month at the default VAT, with one paid', async () => {
    const rows = await query<{ vat_percent: number; status: string }>(
      `select vat_percent, status from invoices`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.vat_percent))).toEqual(new Set([20]));
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
  });

  it('bill the VAT the portal is configured with (INVOICE_VAT_PERCENT), as the monthly run would', async () => {
    const banks = await query<{ id: number; name: string }>(
      `select id, name from organisations where name in ('Bank Alpha', 'Bank Beta')`,
    );
    const orgIds = new Map(banks.map((b) => [b.name === 'Bank Alpha' ? 'alpha' : 'beta', b.id]));
    await seedDemoInvoices(ctx.database.db, { orgIds }, 7, new Date('2031-03-15T12:00:00Z'));
    const rows = await query<{ vat_percent: number; net: string; vat: string }>(
      `select vat_percent, net, vat from invoices where period = '2031-02'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.vat_percent).toBe(7);
      expect(Number(row.vat)).toBe(Math.round((Number(row.net) * 7) / 100));
    }
  });
});
