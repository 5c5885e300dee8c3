import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALERT_ID,
  FPT_EXPERT,
  FPT_TEST_TIMEOUT_MS,
  ROW,
  SHORT_ID,
  alertView,
  listAnswer,
  renderAlerts,
  serveAlerts,
} from '../../../../../test/features/fptAlerts';
import { bodiesSentTo, failure } from '../../../../../test/network';
import { FPT_PATHS } from '../../api/alertApi';
import { InboundAlertsPage, OutboundAlertsPage } from './AlertsPage';

const OUT_LIST = FPT_PATHS.list('outbound');
const IN_LIST = FPT_PATHS.list('inbound');

type ListBody = {
  page_number: number;
  page_size: number;
  sort_field: string;
  sort_order: string;
  filter: Record<string, unknown>;
};
const lastFilter = (calls: Parameters<typeof bodiesSentTo>[0], path: string) =>
  (bodiesSentTo(calls, path).at(-1) as ListBody).filter;

const counter = (group: string) => screen.getByTestId(`counter-${group}`);
const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent?.includes(text)) as
    HTMLButtonElement | undefined;
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

describe('the outbound alert list (spec 2 §2.2)', { timeout: FPT_TEST_TIMEOUT_MS }, () => {
  it('asks 20 alerts of the last 30 days by alert time, newest first, and shows the counters', async () => {
    const calls = serveAlerts('outbound');
    renderAlerts(<OutboundAlertsPage />, { path: '/fpt/request-out' });
    expect(await screen.findByText(SHORT_ID)).toBeTruthy();
    const [body] = bodiesSentTo(calls, OUT_LIST) as ListBody[];
    expect(body).toMatchObject({
      page_number: 1,
      page_size: 20,
      sort_field: 'request_dt',
      sort_order: 'descend',
    });
    expect(Object.keys(body?.filter ?? {})).toEqual(['request_date_from', 'request_date_to']);
    expect(counter('in_process').textContent).toBe('awaiting processing5 · 12500.00 UAH');
    // A group mixing currencies has no amount.
    expect(counter('possibility').textContent).toBe('possibility of refunds2 · ? UAH');
    expect(counter('success').textContent).toBe('refunds1 · 800.00 UAH');
    const row = screen.getByText(SHORT_ID).closest('tr') as HTMLElement;
    expect(within(row).getByText('1500.00 UAH')).toBeTruthy();
    expect(within(row).getByText('Phishing')).toBeTruthy();
    expect(within(row).getByText('Recipient blocked')).toBeTruthy();
    expect(within(row).getByText('Olena Koval')).toBeTruthy();
  });

  it('shows an empty list and unknown counters when the list fails', async () => {
    serveAlerts('outbound', {}, () => failure(500, 'Database unavailable'));
    renderAlerts(<OutboundAlertsPage />, { path: '/fpt/request-out' });
    expect(await screen.findByText('HTTP 500 - Database unavailable')).toBeTruthy();
    await waitFor(() => expect(counter('in_process').textContent).toBe('awaiting processing? · ? UAH'));
    expect(counter('success').textContent).toBe('refunds? · ? UAH');
    expect(screen.queryByText(SHORT_ID)).toBeNull();
  });

  it('filters by a counter’s statuses, and the search goes into the address', async () => {
    const calls = serveAlerts('outbound');
    const { router } = renderAlerts(<OutboundAlertsPage />, { path: '/fpt/request-out' });
    await screen.findByText(SHORT_ID);
    fireEvent.click(counter('in_process'));
    await waitFor(() => expect(lastFilter(calls, OUT_LIST).status).toEqual([1, 3]));
    expect(router.state.location.search).toContain('q.status=1%2C3');
    expect(counter('in_process').getAttribute('aria-pressed')).toBe('true');
  });

  it('opens on the filters of its address, and fills the box with them', async () => {
    const calls = serveAlerts('outbound');
    renderAlerts(<OutboundAlertsPage />, {
      path: '/fpt/request-out?q.sender_number=414949******1234&q.status=8&q.prevented_fraud=true&page=2&size=50&sort=sender_number',
    });
    await screen.findByText(SHORT_ID);
    expect(bodiesSentTo(calls, OUT_LIST)[0]).toEqual({
      page_number: 2,
      page_size: 50,
      sort_field: 'sender_number',
      sort_order: 'ascend',
      filter: { sender_number: '414949******1234', status: [8], prevented_fraud: true },
    });
    expect((screen.getByLabelText('Sender card or account') as HTMLInputElement).value).toBe(
      '414949******1234',
    );
    expect(screen.getByText('Possibility')).toBeTruthy();
  });

  it('searches by an alert id alone: the other filters are disabled', async () => {
    const calls = serveAlerts('outbound');
    const { router } = renderAlerts(<OutboundAlertsPage />, {
      path: '/fpt/request-out?q.recipient_number=5168740000005678&page=1',
    });
    await screen.findByText(SHORT_ID);
    const recipient = screen.getByLabelText('Recipient card or account') as HTMLInputElement;
    expect(recipient.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Alert ID'), { target: { value: SHORT_ID } });
    await waitFor(() => expect(recipient.disabled).toBe(true));
    expect(screen.getByText('An alert ID searches alone, without the other filters')).toBeTruthy();
    fireEvent.click(button('Search') as HTMLButtonElement);
    await waitFor(() => expect(lastFilter(calls, OUT_LIST)).toEqual({ id: SHORT_ID }));
    expect(router.state.location.search).toBe(`?q.id=${SHORT_ID}&page=1&size=20&sort=-request_dt`);
  });

  it('offers Reset transport to E1005 when packets failed, and asks first', async () => {
    const calls = serveAlerts(
      'outbound',
      { [FPT_PATHS.greatReset]: () => ({ message: 'accepted for execution', reset_count: 2 }) },
      () => listAnswer([ROW], { fixable_error_qty: 2, total_error_qty: 3 }),
    );
    renderAlerts(<OutboundAlertsPage />, { path: '/fpt/request-out', profile: FPT_EXPERT });
    fireEvent.click(await screen.findByText('Reset transport (2/3)'));
    expect(await screen.findAllByText('reset counters of sending attempts of transport packets')).not.toEqual(
      [],
    );
    expect(calls.filter((call) => call.path === FPT_PATHS.greatReset)).toEqual([]);
    fireEvent.click(button('OK', confirmDialog()) as HTMLButtonElement);
    expect(await screen.findByText('accepted for execution')).toBeTruthy();
    expect(calls.filter((call) => call.path === FPT_PATHS.greatReset).map((call) => call.method)).toEqual([
      'GET',
    ]);
  });

  it.each([
    ['a member (U1005)', undefined, { fixable_error_qty: 2, total_error_qty: 3 }],
    ['E1005 with no failed packets', FPT_EXPERT, { fixable_error_qty: 0, total_error_qty: 0 }],
  ])('shows no Reset transport to %s', async (_who, profile, errors) => {
    serveAlerts('outbound', {}, () => listAnswer([ROW], errors));
    renderAlerts(<OutboundAlertsPage />, { path: '/fpt/request-out', profile });
    await screen.findByText(SHORT_ID);
    expect(button('Reset transport')).toBeUndefined();
  });
});

describe('the inbound alert list (spec 2 §2.4)', { timeout: FPT_TEST_TIMEOUT_MS }, () => {
  it('asks to take a new alert into processing when it is opened, then opens it', async () => {
    const calls = serveAlerts(
      'inbound',
      {
        [FPT_PATHS.setStatus]: () => ({ id: ALERT_ID, status_id: 3 }),
        [FPT_PATHS.get('inbound')]: () => alertView({ status_id: 3, create_message_enable: false }),
        [FPT_PATHS.availableStatuses]: () => ({ list: [] }),
      },
      () => listAnswer([{ ...ROW, status_id: 1 }], { new_count: 1 }),
    );
    const { router } = renderAlerts(<InboundAlertsPage />, { path: '/fpt/request-in' });
    fireEvent.click(await screen.findByLabelText(`Open alert ${SHORT_ID}`));
    expect(await screen.findAllByText('Take into processing?')).not.toEqual([]);
    fireEvent.click(button('Take', confirmDialog()) as HTMLButtonElement);
    await waitFor(() =>
      expect(bodiesSentTo(calls, FPT_PATHS.setStatus)).toEqual([
        { id: ALERT_ID, status: 'bank_in_process', notes: 'Taken into processing', transactions: [] },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fpt/request-in/id/${ALERT_ID}`));
    // Status 3 asks for the next status at once.
    expect(await screen.findByTestId('change-status-form')).toBeTruthy();
  });

  it('filters new and in-process alerts from the status header’s shortcut', async () => {
    const calls = serveAlerts('inbound', {}, () => listAnswer([ROW], { new_count: 4 }));
    renderAlerts(<InboundAlertsPage />, { path: '/fpt/request-in' });
    // antd draws the header twice (the table and its measure row).
    fireEvent.click((await screen.findAllByText('4 new'))[0] as HTMLElement);
    await waitFor(() => expect(lastFilter(calls, IN_LIST).status).toEqual([1, 3]));
  });

  it('creates an incident from a row whose status allows one, then shows its link', async () => {
    let incident: number | null = null;
    const calls = serveAlerts(
      'inbound',
      {
        [FPT_PATHS.createIncident]: () => {
          incident = 77;
          return { id: ALERT_ID, incident_id: 77 };
        },
      },
      () => listAnswer([{ ...ROW, incident_id: incident }]),
    );
    renderAlerts(<InboundAlertsPage />, { path: '/fpt/request-in' });
    fireEvent.click(await screen.findByLabelText('Create incident'));
    expect(await screen.findByText('Incident #77 created')).toBeTruthy();
    expect(bodiesSentTo(calls, FPT_PATHS.createIncident)).toEqual([{ id: ALERT_ID }]);
    expect(await screen.findByText('#77')).toBeTruthy();
  });

  it('marks overdue alerts and counts them', async () => {
    serveAlerts('inbound', {}, () =>
      listAnswer([{ ...ROW, sla: { take_minutes: 300, final_minutes: 300, overdue: true } }], {
        overdue_count: 1,
      }),
    );
    renderAlerts(<InboundAlertsPage />, { path: '/fpt/request-in' });
    expect(await screen.findByText('overdue')).toBeTruthy();
    expect(screen.getByText('Overdue: 1')).toBeTruthy();
  });
});
