import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alphaUserWith } from '../../../test/fixtures/profiles';
import { bodiesSentTo, failure, listOf, serve, type ServedCall } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { type McsCheck, MCS_PATHS } from './mcsApi';
import { MobileCheckPage } from './MobileCheckPage';

const CHECK: McsCheck = {
  id: 7,
  org_id: 2,
  org_name: 'Bank Alpha',
  user_id: 2,
  user_name: 'Olena Koval',
  phone: '380501234565',
  depth_days: 30,
  consent: true,
  operator: 'vodafone',
  status: 'answered',
  route: 'direct',
  sim_changed: 'another_operator_or_not_active',
  sim_changed_at: null,
  call_forwarding: 'unknown',
  error: null,
  notes: [
    'Another operator or not active is ambiguous.',
    'Call forwarding is checked only for one operator (Kyivstar).',
  ],
  created_at: '2026-11-20T10:00:00Z',
  answered_at: '2026-11-20T10:00:01Z',
};

const render = (path = '/mobile-check') =>
  renderInApp(<MobileCheckPage />, {
    profile: alphaUserWith(['user', 'U1002']),
    path,
    routes: ['/mobile-check'],
    language: 'en',
  });

afterEach(() => vi.restoreAllMocks());

const lastListBody = (calls: readonly ServedCall[]) => bodiesSentTo(calls, MCS_PATHS.list).at(-1);

describe('the mobile check page', { timeout: 30_000 }, () => {
  it('sends the number as digits with the depth and consent, and shows the answer with its notes', async () => {
    let got: McsCheck = { ...CHECK, status: 'queued', sim_changed: null, call_forwarding: null, notes: [] };
    const calls = serve({
      [MCS_PATHS.create]: () => ({ id: 7, status: 'queued' }),
      [MCS_PATHS.get]: () => got,
      [MCS_PATHS.list]: () => listOf([]),
      [MCS_PATHS.users]: () => [],
    });
    render();
    fireEvent.change(await screen.findByLabelText('Phone number', { selector: 'input' }), {
      target: { value: '(050) 123-45-65' },
    });
    fireEvent.click(screen.getByLabelText('The subscriber consented to the check'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.create)).toEqual([
        { phone: '380501234565', depth_days: 30, consent: true },
      ]),
    );
    expect(await screen.findByText('Queued')).toBeTruthy();
    got = CHECK;
    // The answer arrives (pushed; the page's poll stands in for the push here).
    expect(await screen.findByText('Another operator or not active', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Call forwarding: unknown')).toBeTruthy();
    expect(screen.getByText('Another operator or not active is ambiguous.')).toBeTruthy();
  });

  it('shows the refusal of a check without consent', async () => {
    serve({
      [MCS_PATHS.create]: () =>
        failure(422, "This operator requires the subscriber's consent; a check without it is refused"),
      [MCS_PATHS.list]: () => listOf([]),
      [MCS_PATHS.users]: () => [],
    });
    render();
    fireEvent.change(await screen.findByLabelText('Phone number', { selector: 'input' }), {
      target: { value: '0671234561' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        "HTTP 422 - This operator requires the subscriber's consent; a check without it is refused",
      ),
    ).toBeTruthy();
  });

  it('sends the address’s filter, shows its period as dd.MM.yyyy and sends it back as yyyy-MM-dd', async () => {
    const calls = serve({
      [MCS_PATHS.list]: () => listOf([CHECK]),
      [MCS_PATHS.users]: () => [{ id: 2, name: 'Olena Koval' }],
    });
    render('/mobile-check?q.phone=050&q.sim_changed=no&q.date_from=2026-11-01&q.date_to=2026-11-20&page=1');
    await screen.findByText('+380 50 123 45 65');
    expect(bodiesSentTo(calls, MCS_PATHS.list)[0]).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'created_at',
      sort_order: 'descend',
      filter: { phone: '050', sim_changed: 'no', date_from: '2026-11-01', date_to: '2026-11-20' },
    });
    expect(screen.getByDisplayValue('01.11.2026')).toBeTruthy();
    const phone = screen.getByLabelText('Subscriber number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '067');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(lastListBody(calls)).toMatchObject({
        filter: { phone: '067', sim_changed: 'no', date_from: '2026-11-01', date_to: '2026-11-20' },
      }),
    );
  });

  it('sorts by a clicked column, resets the filter and exports the filtered list once', async () => {
    const calls = serve({
      [MCS_PATHS.list]: () => listOf([CHECK]),
      [MCS_PATHS.users]: () => [],
      [MCS_PATHS.export]: () =>
        new Response('x', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="checks.csv"' },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { router } = render('/mobile-check?q.operator=vodafone&q.call_forwarding=unknown&page=1');
    await screen.findByText('+380 50 123 45 65');
    fireEvent.click(screen.getByRole('columnheader', { name: /Operator/ }));
    await waitFor(() =>
      expect(lastListBody(calls)).toMatchObject({
        sort_field: 'operator',
        sort_order: 'ascend',
        filter: { operator: 'vodafone', call_forwarding: 'unknown' },
      }),
    );

    const exports = screen.getAllByRole('button', { name: /Export/ });
    expect(exports).toHaveLength(1);
    await userEvent.click(exports[0]!);
    await userEvent.click(await screen.findByText('CSV (UTF-8, ;)'));
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.export)).toEqual([
        {
          filter: { operator: 'vodafone', call_forwarding: 'unknown' },
          sort_field: 'operator',
          sort_order: 'ascend',
          format: 'csv',
        },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect((lastListBody(calls) as { filter: object }).filter).toEqual({}));
    expect(router.state.location.search).not.toContain('q.');
  });

  it('repeats a check from the list, and the list asks again after it', async () => {
    const calls = serve({
      [MCS_PATHS.create]: () => ({ id: 8, status: 'queued' }),
      [MCS_PATHS.get]: () => ({ ...CHECK, id: 8 }),
      [MCS_PATHS.list]: () => listOf([CHECK]),
      [MCS_PATHS.users]: () => [{ id: 2, name: 'Olena Koval' }],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat' }));
    const listed = bodiesSentTo(calls, MCS_PATHS.list).length;
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.create)).toEqual([
        { phone: '380501234565', depth_days: 30, consent: true },
      ]),
    );
    await waitFor(() => expect(bodiesSentTo(calls, MCS_PATHS.list).length).toBeGreaterThan(listed));
  });
});
