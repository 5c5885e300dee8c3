import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.restoreAllMocks());

const lastListBody = (calls: Parameters<typeof bodiesSentTo>[0]) =>
  bodiesSentTo(calls, INVOICE_PATHS.list).at(-1);

describe('the invoice list (/ecs/mcs-invoice)', { timeout: 40_000 }, () => {
  it('sends the kind and the address’s filter (no organisation under U1003), newest month first, and opens one', async () => {
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([ROW]),
      [INVOICE_PATHS.get]: () => INVOICE,
    });
    const { router } = renderInApp(<McsInvoicesPage />, {
      profile: U1003,
      path: '/ecs/mcs-invoice?q.period_from=2026-09&q.status=paid&q.org_id=3&page=1',
      routes: ROUTES,
    });
    const row = (await screen.findByText('MCS-2026-10-0001')).closest('tr') as HTMLElement;
    expect(bodiesSentTo(calls, INVOICE_PATHS.list)[0]).toEqual({
      kind: 'mcs',
      filter: { period_from: '2026-09', status: 'paid' },
      page_number: 1,
      page_size: 20,
      sort_field: 'period',
      sort_order: 'descend',
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
    // The drawer's id joins the list's address, which stays as it was.
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('id')).toBe('7');
    expect(search.get('q.status')).toBe('paid');
  });

  it('opens the drawer from ?id= beside the list’s address, and closing it keeps the list', async () => {
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([ROW]),
      [INVOICE_PATHS.get]: () => INVOICE,
    });
    const { router } = renderInApp(<McsInvoicesPage />, {
      profile: U1003,
      path: '/ecs/mcs-invoice?q.status=paid&page=1&size=50&sort=total&id=7',
      routes: ROUTES,
    });
    expect(await screen.findByTestId('invoice-lines')).toBeTruthy();
    expect(lastListBody(calls)).toMatchObject({
      filter: { status: 'paid' },
      page_size: 50,
      sort_field: 'total',
      sort_order: 'ascend',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-lines')).toBeNull());
    const search = new URLSearchParams(router.state.location.search);
    expect(search.has('id')).toBe(false);
    expect(search.get('q.status')).toBe('paid');
    expect(search.get('sort')).toBe('total');
  });

  it('sorts by a clicked column, searches by the form, refuses a mistyped month and resets', async () => {
    const calls = serve({ [INVOICE_PATHS.list]: () => listOf([ROW]) });
    const { router } = renderInApp(<McsInvoicesPage />, {
      profile: U1003,
      path: '/ecs/mcs-invoice?q.status=paid&page=1',
      routes: ROUTES,
    });
    await screen.findByText('MCS-2026-10-0001');
    fireEvent.click(screen.getByRole('columnheader', { name: /Total, UAH/ }));
    await waitFor(() =>
      expect(lastListBody(calls)).toMatchObject({ sort_field: 'total', sort_order: 'ascend' }),
    );

    const from = screen.getByLabelText('Period from');
    await userEvent.type(from, '2026-13');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('format: yyyy-mm')).toBeTruthy();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(lastListBody(calls)).toMatchObject({
        filter: { period_from: '2026-09', status: 'paid' },
        page_number: 1,
        sort_field: 'total',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastListBody(calls)).toMatchObject({ filter: {} }));
    expect((lastListBody(calls) as { filter: object }).filter).toEqual({});
    expect(router.state.location.search).not.toContain('q.');
    expect((screen.getByLabelText('Period from') as HTMLInputElement).value).toBe('');
  });

  it('exports the filtered list of its kind, with one export button', async () => {
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([ROW]),
      [INVOICE_PATHS.export]: () =>
        new Response('x', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="invoices-mcs.csv"',
          },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInApp(<McsInvoicesPage />, {
      profile: U1003,
      path: '/ecs/mcs-invoice?q.status=paid&page=1',
      routes: ROUTES,
    });
    await screen.findByText('MCS-2026-10-0001');
    const exports = screen.getAllByRole('button', { name: /Export/ });
    expect(exports).toHaveLength(1);
    await userEvent.click(exports[0]!);
    await userEvent.click(await screen.findByText('CSV (UTF-8, ;)'));
    await waitFor(() =>
      expect(bodiesSentTo(calls, INVOICE_PATHS.export)).toEqual([
        {
          kind: 'mcs',
          filter: { status: 'paid' },
          sort_field: 'period',
          sort_order: 'descend',
          format: 'csv',
        },
      ]),
    );
  });

  it('gives E1003 the organisation column and filter', async () => {
    const calls = serve({
      [INVOICE_PATHS.list]: () => listOf([ROW]),
      [INVOICE_PATHS.organisations]: () => listOf([]),
    });
    renderInApp(<McsInvoicesPage />, {
      profile: ADMIN,
      path: '/ecs/mcs-invoice?q.org_id=2&page=1',
      routes: ROUTES,
    });
    await screen.findByText('MCS-2026-10-0001');
    expect(screen.getByRole('columnheader', { name: 'Organisation' })).toBeTruthy();
    expect(screen.getByLabelText('Organisation')).toBeTruthy();
    expect(lastListBody(calls)).toMatchObject({ kind: 'mcs', filter: { org_id: 2 } });
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
