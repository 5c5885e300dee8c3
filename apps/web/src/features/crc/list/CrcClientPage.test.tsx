import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CRC_EXPERT,
  CRC_TEST_TIMEOUT_MS,
  REQUEST_ID,
  ROW,
  listAnswer,
  renderCrc,
  serveCrc,
} from '../../../../test/features/crc';
import { bodiesSentTo, failure } from '../../../../test/network';
import { CRC_PATHS } from '../api/crcApi';
import { CrcClientPage } from './CrcClientPage';

type ListBody = {
  page_number: number;
  page_size: number;
  sort_field: string;
  sort_order: string;
  filter: Record<string, unknown>;
};
const lastFilter = (calls: Parameters<typeof bodiesSentTo>[0]) =>
  (bodiesSentTo(calls, CRC_PATHS.list).at(-1) as ListBody).filter;
const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent?.includes(text)) as
    HTMLButtonElement | undefined;
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

describe('the Crime Check client list (spec 2 §2.6)', { timeout: CRC_TEST_TIMEOUT_MS }, () => {
  it('asks 20 requests of the last 30 days by request time, newest first, and shows the row', async () => {
    const calls = serveCrc();
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    expect(await screen.findByText(REQUEST_ID)).toBeTruthy();
    const [body] = bodiesSentTo(calls, CRC_PATHS.list) as ListBody[];
    expect(body).toMatchObject({
      page_number: 1,
      page_size: 20,
      sort_field: 'request_dt',
      sort_order: 'descend',
    });
    expect(Object.keys(body?.filter ?? {})).toEqual(['request_date_from', 'request_date_to']);
    const row = screen.getByText(REQUEST_ID).closest('tr') as HTMLElement;
    expect(within(row).getByText('1500.00 UAH')).toBeTruthy();
    expect(within(row).getByText('ERDR 12026100000001')).toBeTruthy();
    expect(within(row).getByText('Kyiv cyber police')).toBeTruthy();
    expect(within(row).getByText('waiting for review')).toBeTruthy();
  });

  it('shows an empty list when the list fails', async () => {
    serveCrc({}, () => failure(500, 'Database unavailable'));
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    expect(await screen.findByText('HTTP 500 - Database unavailable')).toBeTruthy();
    expect(await screen.findByText(/No requests from/)).toBeTruthy();
    expect(screen.queryByText(REQUEST_ID)).toBeNull();
  });

  it('opens on the filters of its address and fills the box with them', async () => {
    const calls = serveCrc();
    renderCrc(<CrcClientPage />, {
      path: '/crc/client?q.recipient_number=5168740000005678&q.status=4%2C5&q.notes=scam&page=2&size=50',
    });
    await screen.findByText(REQUEST_ID);
    expect(bodiesSentTo(calls, CRC_PATHS.list)[0]).toEqual({
      page_number: 2,
      page_size: 50,
      sort_field: 'request_dt',
      sort_order: 'descend',
      filter: { recipient_number: '5168740000005678', status: [4, 5], notes: 'scam' },
    });
    expect((screen.getByLabelText('Recipient card or account') as HTMLInputElement).value).toBe(
      '5168740000005678',
    );
    // A toggled filter of the address unfolds its group.
    expect(
      (within(screen.getByTestId('crc-filter-box')).getByLabelText('Notes') as HTMLInputElement).value,
    ).toBe('scam');
  });

  it('searches by a request id alone: the other filters are cleared and disabled', async () => {
    const calls = serveCrc();
    const { router } = renderCrc(<CrcClientPage />, {
      path: '/crc/client?q.recipient_number=5168740000005678',
    });
    await screen.findByText(REQUEST_ID);
    const recipient = screen.getByLabelText('Recipient card or account') as HTMLInputElement;
    expect(recipient.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Request ID'), { target: { value: REQUEST_ID } });
    await waitFor(() => expect(recipient.disabled).toBe(true));
    expect(screen.getByText('A request ID searches alone, without the other filters')).toBeTruthy();
    fireEvent.click(button('Search') as HTMLButtonElement);
    await waitFor(() => expect(lastFilter(calls)).toEqual({ id: REQUEST_ID }));
    expect(router.state.location.search).toBe(`?q.id=${REQUEST_ID}&page=1&size=20&sort=-request_dt`);
  });

  it('an incident filter (created or not) narrows the statuses to replied (6)', async () => {
    const calls = serveCrc();
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    await screen.findByText(REQUEST_ID);
    fireEvent.mouseDown(screen.getByLabelText('Incident'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (element) => element.textContent === 'Created',
      );
      if (!found) throw new Error('no option');
      return found as HTMLElement;
    });
    fireEvent.click(option);
    const box = screen.getByTestId('crc-filter-box');
    await waitFor(() => expect(within(box).getByText('replied')).toBeTruthy());
    fireEvent.click(button('Search') as HTMLButtonElement);
    await waitFor(() => expect(lastFilter(calls)).toMatchObject({ status: [6], incident_created: true }));
  });

  it('filters new and in-process requests (4 and 5) from the status header’s shortcut', async () => {
    const calls = serveCrc({}, () => listAnswer([ROW], { new_count: 3 }));
    const { router } = renderCrc(<CrcClientPage />, { path: '/crc/client' });
    fireEvent.click((await screen.findAllByText('3 new'))[0] as HTMLElement);
    await waitFor(() => expect(lastFilter(calls).status).toEqual([4, 5]));
    expect(router.state.location.search).toContain('q.status=4%2C5');
  });

  it('hides a column with its checkbox', async () => {
    serveCrc();
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    await screen.findByText(REQUEST_ID);
    expect(screen.getByText('Kyiv cyber police')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Columns' })).getByLabelText('Source'));
    await waitFor(() => expect(screen.queryByText('Kyiv cyber police')).toBeNull());
  });

  it('marks an overdue request and shows the time left of the others', async () => {
    serveCrc({}, () =>
      listAnswer([ROW, { ...ROW, id: '100000000124', due_dt: '2026-01-01T00:00:00Z', overdue: true }]),
    );
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    const overdueRow = (await screen.findByText('100000000124')).closest('tr') as HTMLElement;
    expect(within(overdueRow).getByText('overdue')).toBeTruthy();
    expect(within(overdueRow).getByText(/^overdue by/)).toBeTruthy();
    // A red bar at its start, not a tinted background that took the row's texts below 4.5:1.
    expect(overdueRow.className).toContain('afx-overdue-row');
    expect(overdueRow.getAttribute('style') ?? '').not.toContain('background');
    const row = screen.getByText(REQUEST_ID).closest('tr') as HTMLElement;
    expect(within(row).getByText(/left$/)).toBeTruthy();
  });

  it('exports the filtered list (every page) with the applied filter and sort', async () => {
    const calls = serveCrc({
      [CRC_PATHS.list.replace(/\/list$/, '/export')]: () => failure(422, 'Narrow the filter'),
    });
    renderCrc(<CrcClientPage />, { path: '/crc/client?q.status=6&page=1' });
    await screen.findByText(REQUEST_ID);
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('CSV (UTF-8, ;)'));
    expect(await screen.findByText('HTTP 422 - Narrow the filter')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/alert/export')).map((call) => call.body)).toEqual([
      { filter: { status: [6] }, sort_field: 'request_dt', sort_order: 'descend', format: 'csv' },
    ]);
  });

  it('opens the history drawer from the status', async () => {
    serveCrc({
      [CRC_PATHS.history]: () => ({ create_comment_enable: false, list: [] }),
    });
    const { router } = renderCrc(<CrcClientPage />, { path: '/crc/client' });
    fireEvent.click(await screen.findByLabelText('Status history: waiting for review'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crc/client/history/${REQUEST_ID}`));
    expect(await screen.findByText(`Request history ${REQUEST_ID}`)).toBeTruthy();
  });
});

describe('what only E22 sees (spec 2 §2.6)', { timeout: CRC_TEST_TIMEOUT_MS }, () => {
  const statusOptions = async () => {
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0),
    );
    return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
  };

  it('U22: statuses 2 to 7, no recipient issuer filter, no Reset transport; the address’s are dropped', async () => {
    const calls = serveCrc({}, () => listAnswer([ROW], { fixable_error_qty: 2, total_error_qty: 3 }));
    renderCrc(<CrcClientPage />, { path: '/crc/client?q.status=1%2C4&q.recipient_issuer_id=3&page=1' });
    await screen.findByText(REQUEST_ID);
    expect(lastFilter(calls)).toEqual({ status: [4] });
    expect(await statusOptions()).not.toContain('unknown issuer');
    expect(screen.queryByLabelText('Recipient issuer')).toBeNull();
    expect(button('Reset transport')).toBeUndefined();
  });

  it('E22: status 1, the recipient issuer filter and Reset transport with its counts, after a confirmation', async () => {
    const calls = serveCrc(
      { [CRC_PATHS.greatReset]: () => ({ message: 'accepted for execution', reset_count: 2 }) },
      () => listAnswer([ROW], { fixable_error_qty: 2, total_error_qty: 3 }),
    );
    renderCrc(<CrcClientPage />, {
      path: '/crc/client?q.status=1&q.recipient_issuer_id=3&page=1',
      profile: CRC_EXPERT,
    });
    await screen.findByText(REQUEST_ID);
    expect(lastFilter(calls)).toEqual({ status: [1], recipient_issuer_id: 3 });
    expect(await statusOptions()).toContain('unknown issuer');
    expect(screen.getByLabelText('Recipient issuer')).toBeTruthy();
    fireEvent.click(button('Reset transport (2/3)') as HTMLButtonElement);
    await waitFor(() => expect(confirmDialog()).toBeTruthy());
    expect(calls.filter((call) => call.path === CRC_PATHS.greatReset)).toEqual([]);
    fireEvent.click(button('OK', confirmDialog()) as HTMLButtonElement);
    expect(await screen.findByText('accepted for execution')).toBeTruthy();
  });
});

describe('the incident icons of replied rows (spec 2 §2.6)', { timeout: CRC_TEST_TIMEOUT_MS }, () => {
  it('a plus on a replied row without incident, an eye with one, nothing on other statuses', async () => {
    serveCrc({}, () =>
      listAnswer([
        { ...ROW, status_id: 6 },
        { ...ROW, id: '100000000124', status_id: 6, incident_id: 77 },
        { ...ROW, id: '100000000125', status_id: 5 },
      ]),
    );
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    const replied = (await screen.findByText(REQUEST_ID)).closest('tr') as HTMLElement;
    expect(within(replied).getByLabelText('Create incident')).toBeTruthy();
    const withIncident = screen.getByText('100000000124').closest('tr') as HTMLElement;
    expect(within(withIncident).getByLabelText('#77')).toBeTruthy();
    expect(within(withIncident).queryByLabelText('Create incident')).toBeNull();
    const inProcess = screen.getByText('100000000125').closest('tr') as HTMLElement;
    expect(within(inProcess).queryByLabelText('Create incident')).toBeNull();
  });

  it('creates the incident of an own request and reads the list again', async () => {
    let incident: number | null = null;
    const calls = serveCrc(
      {
        [CRC_PATHS.createIncident]: () => {
          incident = 77;
          return { incident_id: 77 };
        },
      },
      () => listAnswer([{ ...ROW, status_id: 6, incident_id: incident }]),
    );
    renderCrc(<CrcClientPage />, { path: '/crc/client' });
    fireEvent.click(await screen.findByLabelText('Create incident'));
    expect(await screen.findByText('Incident #77 created')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.createIncident)).toEqual([{ request_id: REQUEST_ID }]);
    expect(await screen.findByLabelText('#77')).toBeTruthy();
  });

  it.each([
    [
      'U22 on another issuer’s request',
      ['user', 'U22', 'U1000'],
      3,
      'Crime Check request belongs to another issuer',
    ],
    ['no incident rights', ['user', 'U22'], 2, 'Insufficient permissions!'],
  ])('refuses with %s', async (_case, roles, issuerId, text) => {
    const calls = serveCrc({}, () => listAnswer([{ ...ROW, status_id: 6, recipient_issuer_id: issuerId }]));
    const { alphaUserWith } = await import('../../../../test/fixtures/profiles');
    renderCrc(<CrcClientPage />, { path: '/crc/client', profile: alphaUserWith(roles) });
    fireEvent.click(await screen.findByLabelText('Create incident'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.createIncident)).toEqual([]);
  });
});
