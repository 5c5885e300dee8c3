import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  POLICE_TEST_TIMEOUT_MS,
  RECIPIENT_CARD,
  renderPolice,
  requestRow,
  requestView,
  servePolice,
  type,
} from '../../../../../test/features/crcPolice';
import { bodiesSentTo, failure, listOf } from '../../../../../test/network';
import { POLICE_PATHS } from '../api/policeApi';
import { PoliceRequestsPage } from './PoliceRequestsPage';

// jsdom cannot draw a map: the map's own module is replaced; what it is given is real.
vi.mock('../../../../components/map/GeoPointsMap', () => ({
  GeoPointsMap: ({ points }: { points: readonly { lat: number; lon: number }[] }) => (
    <div data-testid="geo-map">{points.map((point) => `${point.lat},${point.lon}`).join(' ')}</div>
  ),
}));

const ROUTES = ['/crc/police', '/crc/police/id/:id'];

function renderList(path = '/crc/police') {
  return renderPolice(<PoliceRequestsPage />, { path, routes: ROUTES });
}

type ListBody = { filter: Record<string, unknown> };

describe('the police cabinet list (issue 14)', { timeout: POLICE_TEST_TIMEOUT_MS }, () => {
  it("lists the unit's requests: id, registration, recipient with its issuer, status, due date, overdue", async () => {
    servePolice({
      [POLICE_PATHS.list]: () =>
        listOf([
          requestRow(),
          requestRow({ id: '100000000124', status_id: 6, overdue: false }),
          requestRow({ id: '100000000125', status_id: 5, overdue: true }),
        ]),
    });
    renderList();
    const table = await screen.findByTestId('police-request-table');
    await within(table).findByText('100000000124');
    expect(within(table).getAllByText('ERDR 12026100000000123, 19.11.2026')).toHaveLength(3);
    expect(within(table).getAllByText(RECIPIENT_CARD)).toHaveLength(3);
    expect(within(table).getAllByText('Bank Alpha')).toHaveLength(3);
    expect(within(table).getByText('waiting for review')).toBeTruthy();
    expect(within(table).getByText('replied')).toBeTruthy();
    expect(within(table).getByText('overdue')).toBeTruthy();
    // The replied request's answer time; the others have none yet.
    expect(within(table).getAllByText('not yet')).toHaveLength(2);
  });

  it('keeps the filters in the address and sends them; a request id alone clears the others', async () => {
    const calls = servePolice({ [POLICE_PATHS.list]: () => listOf([requestRow()]) });
    const { router } = renderList(`/crc/police?q.status=4,5&q.recipient_number=${RECIPIENT_CARD}&page=1`);
    await screen.findByText('100000000123');
    expect((bodiesSentTo(calls, POLICE_PATHS.list)[0] as ListBody).filter).toEqual({
      status: [4, 5],
      recipient_number: RECIPIENT_CARD,
    });

    type('Request id', '100000000123');
    fireEvent.click(button('Search'));
    await waitFor(() => expect(router.state.location.search).toContain('q.id=100000000123'));
    expect(router.state.location.search).not.toContain('q.status');
    await waitFor(() =>
      expect((bodiesSentTo(calls, POLICE_PATHS.list).at(-1) as ListBody).filter).toEqual({
        id: '100000000123',
      }),
    );
  });

  it('says when the unit has no requests yet and offers a new one', async () => {
    servePolice({ [POLICE_PATHS.list]: () => listOf([]) });
    renderList();
    await screen.findByText('No requests yet');
    expect(screen.getAllByText('New request').length).toBeGreaterThanOrEqual(2);
  });

  it("opens the address's request: the status with its meaning, what was filed, the reply with geodata on the map", async () => {
    servePolice({
      [POLICE_PATHS.list]: () => listOf([requestRow()]),
      '/config': () => ({
        authority: 'http://localhost/auth',
        clientId: 'afx-web',
        mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      }),
      [POLICE_PATHS.get]: () =>
        requestView({
          status_id: 6,
          issuer_reply: {
            request_id: '100000000123',
            is_rejected: false,
            update_dt: '2026-11-21T09:30:00.000Z',
            funds_were_not_used: false,
            transactions: [],
            last_offline_transactions: [],
            last_authorization_geodata: [
              { date_time: '20.11.2026 10:00:00', lat: 50.4501, lon: 30.5234 },
              { date_time: '20.11.2026 11:00:00', lat: 49.8397, lon: 24.0297 },
            ],
            recipient_cardholder_name: 'Petro Ivanenko',
            recipient_cardholder_id: '1234567890',
            notes: 'The card was used in Kyiv and Lviv.',
            issuer_id: 2,
            issuer_name: 'Bank Alpha',
          },
        }),
    });
    renderList('/crc/police/id/100000000123');
    const status = await screen.findByTestId('police-request-status');
    expect(within(status).getByText('replied')).toBeTruthy();
    expect(within(status).getByText('The bank has replied.')).toBeTruthy();
    expect(screen.getByText('art. 190 part 4')).toBeTruthy();
    expect(screen.getByText('Olha Shevchenko')).toBeTruthy();
    const reply = screen.getByTestId('reply-data');
    expect(within(reply).getByText('Petro Ivanenko')).toBeTruthy();
    expect(within(reply).getByText('1234567890')).toBeTruthy();
    expect(within(reply).getByText('The card was used in Kyiv and Lviv.')).toBeTruthy();
    expect(within(reply).getByText('50.450100')).toBeTruthy();
    expect((await screen.findByTestId('geo-map')).textContent).toBe('50.4501,30.5234 49.8397,24.0297');
    expect(screen.getByText('Request filed: waiting for review')).toBeTruthy();
    // Comments are not enabled for this request.
    expect(screen.queryByText('Comment')).toBeNull();
  });

  it('shows a rejection with its notes', async () => {
    servePolice({
      [POLICE_PATHS.list]: () => listOf([requestRow()]),
      [POLICE_PATHS.get]: () =>
        requestView({
          status_id: 7,
          issuer_reply: {
            request_id: '100000000123',
            is_rejected: true,
            update_dt: '2026-11-21T09:30:00.000Z',
            funds_were_not_used: false,
            transactions: [],
            last_offline_transactions: [],
            last_authorization_geodata: [],
            recipient_cardholder_name: null,
            recipient_cardholder_id: null,
            notes: 'The card is not ours.',
            issuer_id: 2,
            issuer_name: 'Bank Alpha',
          },
        }),
    });
    renderList('/crc/police/id/100000000123');
    const rejection = await screen.findByTestId('reply-rejection');
    expect(within(rejection).getByText('The card is not ours.')).toBeTruthy();
    expect(screen.queryByTestId('reply-data')).toBeNull();
  });

  it('sends a comment when comments are enabled, and refuses an empty one', async () => {
    let comments = 0;
    const calls = servePolice({
      [POLICE_PATHS.list]: () => listOf([requestRow()]),
      [POLICE_PATHS.get]: () => requestView({ status_id: 5, create_comment_enable: true }),
      [POLICE_PATHS.comment]: () => {
        comments += 1;
        return { ok: true };
      },
    });
    renderList('/crc/police/id/100000000123');
    await screen.findByText('Comment');
    fireEvent.click(button('Send'));
    await screen.findByText('Enter a comment');
    expect(comments).toBe(0);

    type('Comment', 'Please hurry: the money is moving.');
    fireEvent.click(button('Send'));
    await screen.findByText('The comment has been sent');
    expect(bodiesSentTo(calls, POLICE_PATHS.comment)).toEqual([
      { request_id: '100000000123', comment_on_fraud: 'Please hurry: the money is moving.' },
    ]);
  });

  it('closes a request that fails to load', async () => {
    servePolice({
      [POLICE_PATHS.list]: () => listOf([requestRow()]),
      [POLICE_PATHS.get]: () => failure(404, 'Crime Check request not found'),
    });
    const { router } = renderList('/crc/police/id/100000000999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crc/police'));
  });
});
