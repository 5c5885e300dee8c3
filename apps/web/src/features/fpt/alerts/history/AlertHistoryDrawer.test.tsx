import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALERT_ID,
  FPT_TEST_TIMEOUT_MS,
  alertView,
  renderAlerts,
  serveAlerts,
} from '../../../../../test/features/fptAlerts';
import { bodiesSentTo } from '../../../../../test/network';
import { FPT_PATHS } from '../../api/alertApi';
import type { AlertEvent } from '../../api/alertTypes';
import { InboundAlertsPage, OutboundAlertsPage } from '../list/AlertsPage';

const EVENTS: AlertEvent[] = [
  {
    event_type: 0,
    event_dt: '2026-11-20T10:00:00Z',
    creator: 'Olena Koval',
    creator_org_name: 'Bank Alpha',
    description: 'Alert created',
    notes: null,
  },
  {
    event_type: 1,
    event_dt: '2026-11-20T11:00:00Z',
    creator: 'Taras Melnyk',
    creator_org_name: 'Bank Beta',
    description: 'Message',
    notes: 'Please send the receipt',
  },
  {
    event_type: 1,
    event_dt: '2026-11-20T12:00:00Z',
    creator: 'Olena Koval',
    creator_org_name: 'Bank Alpha',
    description: 'Message',
    notes: 'Receipt sent',
  },
  {
    event_type: 2,
    event_dt: '2026-11-20T13:00:00Z',
    creator: 'Taras Melnyk',
    creator_org_name: 'Bank Beta',
    description: 'Status: Recipient blocked',
    notes: 'Card blocked',
  },
];

describe('the alert history (spec 2 §2.3, §2.5)', { timeout: FPT_TEST_TIMEOUT_MS }, () => {
  it('shows events by type with their counts; a type’s checkbox hides and shows it', async () => {
    const calls = serveAlerts('outbound', {
      [FPT_PATHS.history('outbound')]: () => ({ list: EVENTS, create_message_enable: true }),
    });
    renderAlerts(<OutboundAlertsPage />, { path: `/fpt/request-out/history/${ALERT_ID}` });
    expect(await screen.findByText('Status: Recipient blocked')).toBeTruthy();
    expect(bodiesSentTo(calls, FPT_PATHS.history('outbound'))).toEqual([{ id: ALERT_ID, locale: 'en' }]);
    expect(screen.getByText('info (1)')).toBeTruthy();
    expect(screen.getByText('message (2)')).toBeTruthy();
    expect(screen.getByText('status (1)')).toBeTruthy();
    expect(screen.getByText('error (0)')).toBeTruthy();
    expect(screen.getAllByText('By Taras Melnyk (Bank Beta)')).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('message (2)'));
    await waitFor(() => expect(screen.queryByText('Notes: Receipt sent')).toBeNull());
    expect(screen.queryByText('Notes: Please send the receipt')).toBeNull();
    expect(screen.getByText('Alert created')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('message (2)'));
    expect(await screen.findByText('Notes: Receipt sent')).toBeTruthy();
    // The server lets this side write: the message box is below the timeline.
    expect(screen.getByLabelText('Message to the other side')).toBeTruthy();
  });

  it('has no message box when the server says this side may not write', async () => {
    serveAlerts('inbound', {
      [FPT_PATHS.history('inbound')]: () => ({ list: EVENTS, create_message_enable: false }),
    });
    renderAlerts(<InboundAlertsPage />, { path: `/fpt/request-in/history/${ALERT_ID}` });
    expect(await screen.findByText('Alert created')).toBeTruthy();
    expect(screen.queryByLabelText('Message to the other side')).toBeNull();
  });

  it('opens from the dialog and closes back to it', async () => {
    serveAlerts('outbound', {
      [FPT_PATHS.get('outbound')]: () => alertView({ status_id: 12, create_message_enable: false }),
      [FPT_PATHS.history('outbound')]: () => ({ list: EVENTS, create_message_enable: false }),
    });
    const { router } = renderAlerts(<OutboundAlertsPage />, { path: `/fpt/request-out/id/${ALERT_ID}` });
    await screen.findByTestId('alert-dialog');
    fireEvent.click(screen.getByText('History'));
    expect(await screen.findByText('Alert created')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/fpt/request-out/history/${ALERT_ID}`);
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fpt/request-out/id/${ALERT_ID}`));
    expect(screen.getByTestId('alert-dialog')).toBeTruthy();
  });
});
