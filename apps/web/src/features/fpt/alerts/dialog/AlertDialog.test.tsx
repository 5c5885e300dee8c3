import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALERT_ID,
  AVAILABLE,
  FPT_TEST_TIMEOUT_MS,
  alertView,
  renderAlerts,
  serveAlerts,
} from '../../../../../test/features/fptAlerts';
import { bodiesSentTo, failure, type Reply } from '../../../../../test/network';
import { FPT_PATHS } from '../../api/alertApi';
import type { AlertView } from '../../api/alertTypes';
import { InboundAlertsPage, OutboundAlertsPage } from '../list/AlertsPage';

const IN_ALERT = `/fpt/request-in/id/${ALERT_ID}`;

/** The inbound page at the alert's address, the alert answering as given. */
function openInbound(alert: Partial<AlertView>, routes: Record<string, Reply> = {}) {
  const calls = serveAlerts('inbound', {
    [FPT_PATHS.get('inbound')]: () => alertView(alert),
    [FPT_PATHS.availableStatuses]: () => ({ list: AVAILABLE }),
    ...routes,
  });
  const view = renderAlerts(<InboundAlertsPage />, { path: IN_ALERT });
  return { calls, ...view };
}

const dialog = () => screen.getByTestId('alert-dialog');
const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent?.trim() === text) as
    HTMLButtonElement | undefined;
/** A button that appears once the form has taken the last choice. */
const appearing = (text: string) =>
  waitFor(() => {
    const found = button(text);
    if (!found) throw new Error(`no button ${text}`);
    return found;
  });
const notes = () => screen.getByLabelText('Processing notes') as HTMLTextAreaElement;

/** Picks an option of an antd select by its visible text. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((element) =>
      element.textContent?.includes(option),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

/** Adds a card transfer in the full transaction dialog. */
async function addTransaction() {
  fireEvent.click(await appearing('Add transaction'));
  const modal = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-modal')].find((element) =>
      element.textContent?.includes('New transaction'),
    );
    if (!found) throw new Error('no transaction dialog');
    return found as HTMLElement;
  });
  const field = (label: string) => within(modal).getByLabelText(label);
  fireEvent.change(field('Date and time'), { target: { value: '20.11.2026 12:00:00' } });
  await choose(field('Terminal'), 'Online');
  await choose(field('Type'), 'Card transfer');
  fireEvent.change(field('Amount'), { target: { value: '1500' } });
  fireEvent.change(field('Currency'), { target: { value: '980' } });
  fireEvent.change(field('Recipient card'), { target: { value: '5168740000001238' } });
  fireEvent.click(button('Save', modal) as HTMLButtonElement);
  await waitFor(() => expect(screen.queryByText('New transaction')).toBeNull());
}

describe('the inbound alert dialog (spec 2 §2.5, §4.2)', { timeout: FPT_TEST_TIMEOUT_MS }, () => {
  it.each([
    [1, false],
    [3, false],
    [4, true],
  ])('at status %i shows the issuer reply: %s', async (status, shown) => {
    openInbound({ status_id: status, create_message_enable: false });
    await screen.findByTestId('alert-dialog');
    expect(screen.queryByTestId('issuer-reply') !== null).toBe(shown);
    if (shown) expect(within(dialog()).getByText('Card blocked, funds held')).toBeTruthy();
  });

  it('shows the alert’s fields, numbers in fours, and no transit source', async () => {
    openInbound({ status_id: 4 });
    await screen.findByTestId('alert-dialog');
    expect(within(dialog()).getByText('4149 4900 0000 1234')).toBeTruthy();
    expect(within(dialog()).getByText('5168 7400 0000 5678')).toBeTruthy();
    expect(within(dialog()).getByText('transit source not specified')).toBeTruthy();
    expect(within(dialog()).getByText('Phishing site')).toBeTruthy();
    expect(within(dialog()).getByText('Fraud transactions')).toBeTruthy();
    expect(within(dialog()).getByText('The client paid on a fake delivery page.')).toBeTruthy();
  });

  it('asks for the next status at once at status 3; notes are required; sends the code and transactions', async () => {
    const { calls } = openInbound(
      { status_id: 3, create_message_enable: false },
      { [FPT_PATHS.setStatus]: () => ({ id: ALERT_ID, status_id: 4 }) },
    );
    await screen.findByTestId('change-status-form');
    await choose(screen.getByLabelText('New status'), 'Recipient blocked');
    expect(within(screen.getByTestId('change-status-form')).getByText('advised')).toBeTruthy();
    fireEvent.click(button('Confirm') as HTMLButtonElement);
    expect(await screen.findByText('required field')).toBeTruthy();
    expect(bodiesSentTo(calls, FPT_PATHS.setStatus)).toEqual([]);

    await addTransaction();
    fireEvent.change(notes(), { target: { value: 'Card blocked, 1500 held' } });
    fireEvent.click(button('Confirm') as HTMLButtonElement);
    await waitFor(() =>
      expect(bodiesSentTo(calls, FPT_PATHS.setStatus)).toEqual([
        {
          id: ALERT_ID,
          status: 'recipient_blocked',
          notes: 'Card blocked, 1500 held',
          transactions: [
            {
              date_time: '20.11.2026 12:00:00',
              term_type: 'online',
              tran_type: 'p2p',
              amount: '1500.00',
              currency_code: '980',
              pan: '5168740000001238',
            },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Alert status changed')).toBeTruthy();
  });

  it('writes the marker into empty notes with the first outgoing transaction, and takes it away when cleared', async () => {
    openInbound({ status_id: 3, create_message_enable: false });
    await screen.findByTestId('change-status-form');
    // Outgoing transactions appear only for the statuses that hold funds (or when there are some).
    expect(screen.queryByText('Add transaction')).toBeNull();
    await choose(screen.getByLabelText('New status'), 'Recipient blocked');
    await addTransaction();
    expect(notes().value).toBe('* transactions added');
    fireEvent.click(button('Clear all') as HTMLButtonElement);
    await waitFor(() => expect(notes().value).toBe(''));

    fireEvent.change(notes(), { target: { value: 'Own words' } });
    await addTransaction();
    expect(notes().value).toBe('Own words');
    fireEvent.click(button('Clear all') as HTMLButtonElement);
    expect(notes().value).toBe('Own words');
  });

  it('offers to change the status and create an incident when the new status allows one', async () => {
    const { calls } = openInbound(
      { status_id: 3, create_message_enable: false },
      {
        [FPT_PATHS.setStatus]: () => ({ id: ALERT_ID, status_id: 6 }),
        [FPT_PATHS.createIncident]: () => ({ id: ALERT_ID, incident_id: 91 }),
      },
    );
    await screen.findByTestId('change-status-form');
    await choose(screen.getByLabelText('New status'), 'Recipient not found');
    expect(button('Change status and create incident')).toBeUndefined();
    await choose(screen.getByLabelText('New status'), 'Recipient blocked');
    fireEvent.change(notes(), { target: { value: 'Blocked' } });
    fireEvent.click(await appearing('Change status and create incident'));
    expect(await screen.findByText('Incident #91 created')).toBeTruthy();
    expect(bodiesSentTo(calls, FPT_PATHS.createIncident)).toEqual([{ id: ALERT_ID }]);
    expect(bodiesSentTo(calls, FPT_PATHS.setStatus)).toHaveLength(1);
  });

  it('closes at once on Cancel at status 3, back to the bare list', async () => {
    const { router } = openInbound({ status_id: 3, create_message_enable: false });
    await screen.findByTestId('change-status-form');
    fireEvent.click(button('Cancel') as HTMLButtonElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fpt/request-in'));
  });

  it('closes when the alert cannot be read', async () => {
    const { router } = openInbound({}, { [FPT_PATHS.get('inbound')]: () => failure(404, 'Alert not found') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fpt/request-in'));
    expect(screen.queryByTestId('alert-dialog')).toBeNull();
  });
});

describe('the alert message box (spec 2 §5.2)', { timeout: FPT_TEST_TIMEOUT_MS }, () => {
  it('refuses an empty message, sends it trimmed, and keeps the text when sending fails', async () => {
    let fail = true;
    const calls = serveAlerts('outbound', {
      [FPT_PATHS.get('outbound')]: () => alertView({ status_id: 12 }),
      [FPT_PATHS.message('outbound')]: () =>
        fail ? failure(409, 'The alert changed') : { id: ALERT_ID, status_id: 12 },
    });
    renderAlerts(<OutboundAlertsPage />, { path: `/fpt/request-out/id/${ALERT_ID}` });
    const box = await screen.findByLabelText('Message to the other side');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(button('Send') as HTMLButtonElement);
    expect(await screen.findByText('required field')).toBeTruthy();
    expect(bodiesSentTo(calls, FPT_PATHS.message('outbound'))).toEqual([]);

    fireEvent.change(box, { target: { value: '  Documents sent by e-mail  ' } });
    fireEvent.click(button('Send') as HTMLButtonElement);
    expect(await screen.findByText('HTTP 409 - The alert changed')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('  Documents sent by e-mail  ');

    fail = false;
    fireEvent.click(button('Send') as HTMLButtonElement);
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(bodiesSentTo(calls, FPT_PATHS.message('outbound'))).toEqual([
      { id: ALERT_ID, message: 'Documents sent by e-mail' },
      { id: ALERT_ID, message: 'Documents sent by e-mail' },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});

describe('the funds flow (spec 2 §3.2)', { timeout: FPT_TEST_TIMEOUT_MS }, () => {
  it('draws the chain and lists it as text, bank, status and amount per step', async () => {
    const issuer = (name: string | null) => ({
      outcome: name ? ('found' as const) : ('not_found' as const),
      issuer_org_id: name ? 3 : null,
      issuer_org_name: name,
      issuer_icon_src: null,
      issuer_country_id: null,
      issuer_country_name: null,
      issuer_country_code_2: null,
      service_enable: name !== null,
      monitoring_email: null,
    });
    serveAlerts('outbound', {
      [FPT_PATHS.get('outbound')]: () =>
        alertView({
          status_id: 12,
          funds_flow: [
            {
              alert_id: ALERT_ID,
              parent_id: null,
              node_type: 'card',
              pan: '5168740000005678',
              iban: null,
              status_id: 4,
              total_amount: '1500.00',
              currency_code: '980',
              issuer_info: issuer('Bank Beta'),
            },
            {
              alert_id: 'child-alert',
              parent_id: ALERT_ID,
              node_type: 'other',
              pan: null,
              iban: 'UA213223130000026007233566001',
              status_id: 99,
              total_amount: '700.00',
              currency_code: '980',
              issuer_info: issuer(null),
            },
          ],
        }),
    });
    renderAlerts(<OutboundAlertsPage />, { path: `/fpt/request-out/id/${ALERT_ID}` });
    const list = await screen.findByLabelText('Funds flow as a list');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '5168 7400 0000 5678 — Bank Beta — Recipient blocked — 1500.00 UAH',
      'UA21 3223 1300 0002 6007 2335 6600 1 — unknown issuer — ----- — 700.00 UAH',
    ]);
    // The graph library arrives with the dialog that shows a flow.
    await waitFor(() => expect(document.querySelector('.react-flow')).not.toBeNull());
  });
});
