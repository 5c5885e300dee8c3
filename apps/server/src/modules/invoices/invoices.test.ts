import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { as, type Json, serviceTest } from '../../../test/harness.js';
import { recordUsage } from '../../platform/usage/usage.js';
import { runMonthly } from './schedule.js';

// The exchange's own details, as an operator configures them for its invoices.
const { ctx, org, post } = serviceTest('/api/ecs/v1', {
  INVOICE_SUPPLIER_EDRPOU: '12345678',
  INVOICE_SUPPLIER_IBAN: 'ua21 3223 1300 0002 6007 2335 6600 1',
});

const use = (orgId: number, service: 'mcs' | 'chv', at: string, quantity = 1) =>
  recordUsage(ctx.database.db, {
    orgId,
    service,
    userId: null,
    userName: 'Olena Koval',
    ref: `r-${at}`,
    description: '+380 67 *** ** 67 — matches',
    at: new Date(at),
    quantity,
  });

// Bank Alpha's EDRPOU in the demo data.
const ALPHA_EDRPOU = '14360570';

const get = async (login: string, url: string) =>
  fetch(`${ctx.baseUrl}/api/ecs/v1${url}`, { headers: await as(ctx, login) });

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

describe('invoices', () => {
  it('tariffs: admin only; a change mid-month prices each use by its day (two lines)', async () => {
    const refused = await post('beta.expert', '/tariff/set', {
      service: 'mcs',
      price: 1200,
      effective_from: '01.01.2026',
    });
    expect(refused.status).toBe(403);
    for (const [price, from] of [
      [1200, '01.01.2026'],
      [1500, '16.08.2026'],
    ] as const) {
      const res = await post('admin', '/tariff/set', { service: 'mcs', price, effective_from: from });
      expect(res.status).toBe(200);
    }
    expect(
      (await post('admin', '/tariff/set', { service: 'chv', price: 2500, effective_from: '01.01.2026' }))
        .status,
    ).toBe(200);
    const fee = await post('admin', '/tariff/set', {
      service: 'ema',
      org_id: org.alpha,
      price: 500000,
      effective_from: '01.01.2026',
    });
    // The demo data's fee (from 2025) stays as the earlier step.
    expect(fee.body.list).toContainEqual(
      expect.objectContaining({
        service: 'ema',
        org_id: org.alpha,
        org_name: 'Bank Alpha',
        price: 500000,
        effective_from: '01.01.2026',
        in_force: true,
      }),
    );
    const noOrg = await post('admin', '/tariff/set', {
      service: 'ema',
      price: 1,
      effective_from: '01.01.2026',
    });
    expect(noOrg.body.fields).toEqual({ org_id: 'Choose the organisation the fee is for' });

    // Kyiv days: 31.07 21:30 UTC is 01.08 in Kyiv; 15.08 20:59 UTC is 15.08 23:59 Kyiv; 15.08 21:00 UTC is 16.08.
    await use(org.alpha, 'mcs', '2026-07-31T21:30:00Z');
    await use(org.alpha, 'mcs', '2026-08-15T20:59:00Z', 2);
    await use(org.alpha, 'mcs', '2026-08-15T21:00:00Z');
    await use(org.alpha, 'mcs', '2026-08-31T20:59:59Z', 3);
    await use(org.alpha, 'mcs', '2026-08-31T21:00:00Z'); // September in Kyiv
    await use(org.beta, 'chv', '2026-08-10T10:00:00Z', 4);

    const generated = await post('admin', '/invoice/generate', { period: '2026-08' });
    expect(generated.status).toBe(200);
    // The demo data's fees bill Beta and Gamma too.
    expect(generated.body.created).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          number: 'MCS-2026-08-0001',
          kind: 'mcs',
          org_id: org.alpha,
          total: (3 * 1200 + 4 * 1500) * 1.2,
        }),
        expect.objectContaining({
          number: 'CHV-2026-08-0001',
          kind: 'chv',
          org_id: org.beta,
          total: 4 * 2500 * 1.2,
        }),
        expect.objectContaining({
          number: 'EMA-2026-08-0001',
          kind: 'ema',
          org_id: org.alpha,
          total: 600000,
        }),
      ]),
    );
    const mcs = await post('admin', '/invoice/get', { id: (generated.body.created as Json[])[0]!.id });
    expect(mcs.body).toMatchObject({
      status: 'issued',
      net: 9600,
      vat_percent: 20,
      vat: 1920,
      total: 11520,
      actions: ['mark_paid', 'cancel'],
      lines: [
        { service: 'mcs', quantity: 3, price: 1200, amount: 3600, price_from: '01.01.2026' },
        { service: 'mcs', quantity: 4, price: 1500, amount: 6000, price_from: '16.08.2026' },
      ],
    });

    // Idempotent: again, nothing doubled.
    const again = await post('admin', '/invoice/generate', { period: '2026-08' });
    expect(again.body.created).toEqual([]);
    expect(again.body.existing).toBe((generated.body.created as Json[]).length);
    const future = await post('admin', '/invoice/generate', { period: '2099-01' });
    expect(future.body.fields).toEqual({ period: 'The month has not begun yet' });
  });

  it('U1003 lists its own, E1003 all; another organisation’s invoice by id is 404; no code is 403', async () => {
    const own = await post('alpha.analyst', '/invoice/list', {
      kind: 'chv',
      filter: { org_id: org.beta, period_from: '2026-08' },
    });
    // The organisation filter is ignored under U1003: only the own invoices (the demo's October one).
    expect(own.body.list.every((r: Json) => r.org_id === org.alpha)).toBe(true);
    const alphaMcs = await post('alpha.analyst', '/invoice/list', {
      kind: 'mcs',
      filter: { period_from: '2026-08', period_to: '2026-08' },
    });
    expect(alphaMcs.body.list.map((r: Json) => r.number)).toEqual(['MCS-2026-08-0001']);
    expect(alphaMcs.body.list[0]!.actions).toEqual([]);
    const all = await post('beta.expert', '/invoice/list', {
      kind: 'chv',
      filter: { period_from: '2026-08', period_to: '2026-08', status: 'issued' },
    });
    expect(all.body.list.map((r: Json) => r.org_name)).toEqual(['Bank Beta']);
    const betaId = all.body.list[0]!.id;
    expect((await post('alpha.analyst', '/invoice/get', { id: betaId })).status).toBe(404);
    expect((await get('alpha.analyst', `/invoice/${betaId}/pdf`)).status).toBe(404);
    expect((await get('alpha.analyst', `/invoice/${betaId}/usage.xlsx`)).status).toBe(404);
    expect((await post('beta.expert', '/invoice/get', { id: betaId })).status).toBe(200);
    expect(
      (
        await post('alpha.viewer', '/invoice/list', {
          kind: 'mcs',
          filter: { period_from: '2026-08', period_to: '2026-08' },
        })
      ).status,
    ).toBe(403);
    expect((await post('alpha.analyst', '/invoice/mark_paid', { id: betaId })).status).toBe(403);
    expect((await post('alpha.analyst', '/invoice/generate', { period: '2026-08' })).status).toBe(403);
  });

  it('sorts the list by the asked column (ties by id); an unknown column is a 400 naming the field', async () => {
    const sorted = async (sort_field: string, sort_order: string) =>
      post('beta.expert', '/invoice/list', { kind: 'ema', filter: {}, sort_field, sort_order });
    const column = <T>(page: { body: { list: Json[] } }, name: string) =>
      page.body.list.map((r) => r[name] as T);
    const byTotal = await sorted('total', 'ascend');
    const totals = column<number>(byTotal, 'total');
    expect(totals.length).toBeGreaterThan(1);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // Ties break by id in the same direction, so the other way round is the exact reverse.
    expect(column(await sorted('total', 'descend'), 'id')).toEqual(column(byTotal, 'id').reverse());
    const issued = column<string>(await sorted('issued_at', 'descend'), 'issued_at');
    expect(issued).toEqual([...issued].sort().reverse());

    const refused = await sorted('org_edrpou', 'ascend');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      fields: { sort_field: 'invalid value' },
    });
    expect(typeof refused.body.message).toBe('string');
  });

  it('the PDF in Ukrainian (and English on request) holds the number, the lines and the totals', async () => {
    const list = await post('alpha.analyst', '/invoice/list', {
      kind: 'mcs',
      filter: { period_from: '2026-08', period_to: '2026-08' },
    });
    const id = list.body.list[0]!.id;
    const uk = await get('alpha.analyst', `/invoice/${id}/pdf`);
    expect(uk.status).toBe(200);
    expect(uk.headers.get('content-type')).toBe('application/pdf');
    const ukText = await pdfText(uk);
    expect(ukText).toContain('Рахунок № MCS-2026-08-0001');
    expect(ukText).toContain('Bank Alpha');
    expect(ukText).toContain('Мобільні перевірки (тариф з 16.08.2026)');
    expect(ukText).toContain('Всього з ПДВ');
    expect(ukText).toContain('115,20');
    // The supplier's details from the configuration, the payer's from its organisation, the purpose.
    expect(ukText).toContain('ЄДРПОУ 12345678');
    expect(ukText).toContain('IBAN UA21 3223 1300 0002 6007 2335 6600 1');
    expect(ukText).toContain(`ЄДРПОУ ${ALPHA_EDRPOU}`);
    expect(ukText).toContain('Призначення платежу: оплата за рахунком № MCS-2026-08-0001 за 08.2026');
    const enText = await pdfText(await get('alpha.analyst', `/invoice/${id}/pdf?lang=en`));
    expect(enText).toContain('Invoice № MCS-2026-08-0001');
    expect(enText).toContain('VAT 20%');
    expect(enText).toContain('115.20');
  });

  it('the usage behind an invoice as xlsx, one row per use', async () => {
    const list = await post('alpha.analyst', '/invoice/list', {
      kind: 'mcs',
      filter: { period_from: '2026-08', period_to: '2026-08' },
    });
    const res = await get('alpha.analyst', `/invoice/${list.body.list[0]!.id}/usage.xlsx`);
    expect(res.status).toBe(200);
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows).toHaveLength(1 + 4); // four uses in August (Kyiv), seven in quantity
    // Each use at the price in force on its Kyiv day: 12.00 to 15.08, 15.00 from 16.08.
    expect(rows[1]).toEqual([
      '01.08.2026 00:30:00',
      'Olena Koval',
      'r-2026-07-31T21:30:00Z',
      '+380 67 *** ** 67 — matches',
      1,
      '12,00',
      '12,00',
    ]);
    expect(rows.slice(2).map((row) => row.slice(4))).toEqual([
      [2, '12,00', '24,00'],
      [1, '15,00', '15,00'],
      [3, '15,00', '45,00'],
    ]);
  });

  it('mark paid and cancel: issued → paid, issued → cancelled; the rest 409; history written', async () => {
    const list = await post('beta.expert', '/invoice/list', {
      kind: 'chv',
      filter: { period_from: '2026-08', period_to: '2026-08' },
    });
    const id = list.body.list[0]!.id;
    const paid = await post('admin', '/invoice/mark_paid', { id, paid_date: '20.09.2026' });
    expect(paid.body).toMatchObject({ status: 'paid', paid_date: '20.09.2026', actions: [] });
    const again = await post('admin', '/invoice/cancel', { id, reason: 'typo' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The invoice is already paid');

    const ema = await post('admin', '/invoice/list', {
      kind: 'ema',
      filter: { ...{ period_from: '2026-08', period_to: '2026-08' }, org_id: org.alpha },
    });
    const emaId = ema.body.list[0]!.id;
    expect((await post('admin', '/invoice/cancel', { id: emaId, reason: '' })).body.fields).toEqual({
      reason: 'Enter the reason for cancelling',
    });
    const cancelled = await post('admin', '/invoice/cancel', { id: emaId, reason: 'Fee waived' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: 'Fee waived' });
    const pay = await post('admin', '/invoice/mark_paid', { id: emaId });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('The invoice is cancelled');
    expect((await post('admin', '/invoice/mark_paid', { id: 999999 })).status).toBe(404);

    // A cancelled invoice may be built again, with the next number.
    const rebuilt = await post('admin', '/invoice/generate', {
      period: '2026-08',
      kind: 'ema',
      org_id: org.alpha,
    });
    const numbers = (rebuilt.body.created as Json[]).map((c: Json) => c.number);
    expect(numbers).toHaveLength(1);
    expect(numbers[0]).toMatch(/^EMA-2026-08-000[2-9]$/);

    const { rows } = await ctx.database.pool.query<{ action: string }>(
      `select action from history_entries where entity_type = 'invoice' and entity_key = $1 order by id`,
      [String(emaId)],
    );
    expect(rows.map((r) => r.action)).toEqual(['generate', 'cancel']);

    // The administrator's audit log shows it by the invoice's number, with the reason.
    const audit = await fetch(`${ctx.baseUrl}/api/admin/v1/audit/list`, {
      method: 'POST',
      headers: { ...(await as(ctx, 'admin')), 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { entity_type: 'invoice', action: 'cancel', org_id: org.alpha } }),
    });
    expect(audit.status).toBe(200);
    const entries = ((await audit.json()) as { list: Json[] }).list;
    expect(entries[0]).toMatchObject({
      entity_type: 'invoice',
      entity_key: String(emaId),
      entity_label: ema.body.list[0]!.number,
      action: 'cancel',
      notes: 'Fee waived',
      // In words, not codes: the statuses by name, in the administrator's language.
      readable_changes: { status: ['Виставлено', 'Скасовано'] },
    });
  });

  it('the monthly run builds the previous month once, however often it is asked', async () => {
    await use(org.gamma, 'chv', '2026-09-05T10:00:00Z', 2);
    const now = new Date('2026-10-01T00:30:00+03:00');
    const first = await runMonthly(ctx.database.db, 20, now);
    const [second, third] = await Promise.all([
      runMonthly(ctx.database.db, 20, now),
      runMonthly(ctx.database.db, 20, now),
    ]);
    expect(first).toBeGreaterThanOrEqual(2); // Gamma's chv and Alpha's fee (and Alpha's September use)
    expect([second, third]).toEqual([null, null]);
    const list = await post('admin', '/invoice/list', {
      kind: 'chv',
      filter: { period_from: '2026-09', org_id: org.gamma },
    });
    expect(list.body.list).toMatchObject([{ number: 'CHV-2026-09-0001', total: 6000, status: 'issued' }]);
  });

  it('exports the list', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/ecs/v1/invoice/export`, {
      method: 'POST',
      headers: {
        ...(await as(ctx, 'beta.expert')),
        'content-type': 'application/json',
        cookie: 'language=en',
      },
      body: JSON.stringify({ kind: 'mcs', filter: {}, format: 'csv' }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Invoice number');
    expect(text).toContain('MCS-2026-08-0001');
  });
});
