import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analystProfileBody } from '../../../test/fixtures';
import { bodiesSentTo, failure, listOf, serve } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { INVOICE_PATHS, type InvoiceView } from './invoiceApi';
import { McsInvoicesPage } from './InvoicesPage';

const ROUTES = ['/ecs/mcs-invoice'];
const U1003 = analystProfileBody({ roles: ['user', 'U1003'] });
const ADMIN = analystProfileBody({ roles: ['admin'], org_id: 1, org_name: 'AFX' });

const INVOICE: InvoiceView = {
  id: 7,
  number: 'MCS-2026-10-0001',
  kind: 'mcs',
  org_id: 2,
  org_name: 'Bank Alpha',
  org_edrpou: '14360570',
  period: '2026-10',
  status: 'issued',
  net: 9600,
  vat_percent: 20,
  vat: 1920,
  total: 11520,
  issued_at: '2026-11-01T08:00:00.000Z',
  paid_date: null,
  cancelled_at: null,
  cancel_reason: null,
  actions: [],
  issued_by: 'AFX',
  lines: [
    { service: 'mcs', quantity: 3, price: 1200, amount: 3600, price_from: '01.01.2026' },
    { service: 'mcs', quantity: 4, price: 1500, amount: 6000, price_from: '16.10.2026' },
  ],
};
const { lines: _lines, issued_by: _by, ...ROW } = INVOICE;

describe('the invoice list (/ecs/mcs-invoice)', { timeout: 40_000 }, () => {
  it('lists the own invoices with the address’s filters (no organisation filter under U1003) and opens one', async () => {
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([ROW]),
      [INVOICE_PATHS.get]: () => INVOICE,
    });
    renderInApp(<McsInvoicesPage />, {
      profile: U1003,
      path: '/ecs/mcs-invoice?period_from=2026-09&status=issued&org_id=3',
      routes: ROUTES,
    });
    const row = (await screen.findByText('MCS-2026-10-0001')).closest('tr') as HTMLElement;
    expect(bodiesSentTo(calls, INVOICE_PATHS.list)[0]).toEqual({
      kind: 'mcs',
      filter: { period_from: '2026-09', status: 'issued' },
      page_number: 1,
      page_size: 20,
    });
    expect(within(row).getByText('115.20')).toBeTruthy();
    expect(within(row).getByText('Issued')).toBeTruthy();
    expect(screen.queryByText('Organisation')).toBeNull();

    fireEvent.click(screen.getByLabelText('Open invoice MCS-2026-10-0001'));
    const lines = await screen.findByTestId('invoice-lines');
    expect(within(lines).getByText('16.10.2026')).toBeTruthy();
    expect(within(lines).getByText('60.00')).toBeTruthy();
    expect(screen.getByText('VAT 20%')).toBeTruthy();
    // The payer as the PDF names it, with its EDRPOU.
    expect(screen.getByText('Bank Alpha, EDRPOU 14360570')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('opens the PDF in a new tab', async () => {
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([ROW]),
      [INVOICE_PATHS.pdf(7)]: () =>
        new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="MCS-2026-10-0001.pdf"',
          },
        }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderInApp(<McsInvoicesPage />, { profile: U1003, path: '/ecs/mcs-invoice', routes: ROUTES });
    const row = (await screen.findByText('MCS-2026-10-0001')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /PDF/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:pdf', '_blank', 'noopener'));
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/ecs/v1/invoice/7/pdf')).toBe(true);
  });

  it('lets the administrator cancel with a reason, and shows a refusal', async () => {
    const issued = { ...INVOICE, actions: ['mark_paid', 'cancel'] as InvoiceView['actions'] };
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([{ ...ROW, actions: issued.actions }]),
      [INVOICE_PATHS.get]: () => issued,
      [INVOICE_PATHS.cancel]: () => failure(409, 'The invoice is already paid'),
      [INVOICE_PATHS.organisations]: () => listOf([]),
    });
    renderInApp(<McsInvoicesPage />, { profile: ADMIN, path: '/ecs/mcs-invoice?id=7', routes: ROUTES });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), { target: { value: 'Wrong period' } });
    const buttons = screen.getAllByRole('button', { name: 'Cancel invoice' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() =>
      expect(bodiesSentTo(calls, INVOICE_PATHS.cancel)).toEqual([{ id: 7, reason: 'Wrong period' }]),
    );
    expect(await screen.findByText('HTTP 409 - The invoice is already paid')).toBeTruthy();
  });
});
