import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CRC_EXPERT,
  CRC_TEST_TIMEOUT_MS,
  CRC_USER,
  REQUEST_ID,
  renderCrc,
  requestView,
  serveCrc,
} from '../../../../test/features/crc';
import { bodiesSentTo, failure, type Reply } from '../../../../test/network';
import { INCIDENT_PATHS } from '../../incidents';
import { CRC_PATHS } from '../api/crcApi';
import type { CrcIssuerReply, CrcRequest } from '../api/types';
import { CrcClientPage } from '../list/CrcClientPage';

const AT_REQUEST = `/crc/client/id/${REQUEST_ID}`;

/** The client page at the request's address, the request answering as given. */
function openRequest(
  request: Partial<CrcRequest>,
  routes: Record<string, Reply> = {},
  profile: Record<string, unknown> = CRC_USER,
) {
  const calls = serveCrc({ [CRC_PATHS.get]: () => requestView(request), ...routes });
  const view = renderCrc(<CrcClientPage />, { path: AT_REQUEST, profile });
  return { calls, ...view };
}

const REJECTION: CrcIssuerReply = {
  request_id: REQUEST_ID,
  is_rejected: true,
  update_dt: '2026-11-21T10:00:00Z',
  funds_were_not_used: false,
  transactions: [],
  last_offline_transactions: [],
  last_authorization_geodata: [],
  recipient_cardholder_name: null,
  recipient_cardholder_id: null,
  notes: 'The card is not ours',
  issuer_id: 2,
  issuer_name: 'Bank Alpha',
};

const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent?.trim() === text) as
    HTMLButtonElement | undefined;
const appearing = (text: string) =>
  waitFor(() => {
    const found = button(text);
    if (!found) throw new Error(`no button ${text}`);
    return found;
  });
const confirmDialog = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation');
    return found as HTMLElement;
  });
/** The footer's action buttons, beside History and Close. */
async function actions(): Promise<string[]> {
  const footer = await screen.findByTestId('record-footer');
  return [...footer.querySelectorAll('button')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((text) => text !== 'History' && text !== 'Close');
}
const form = () => screen.getByTestId('crc-reply-form');

describe('the request dialog’s actions (spec 2 §2.7, §4.3)', { timeout: CRC_TEST_TIMEOUT_MS }, () => {
  it.each([
    ['4, U22', { status_id: 4 }, CRC_USER, ['Take into processing']],
    ['2, U22', { status_id: 2 }, CRC_USER, ['Take into processing']],
    ['2, E22', { status_id: 2 }, CRC_EXPERT, []],
    ['5', { status_id: 5 }, CRC_USER, ['Reply', 'Reject']],
    ['5, not mutable', { status_id: 5, mutable: false }, CRC_USER, []],
    ['6 without incident', { status_id: 6 }, CRC_USER, ['Edit reply', 'Create incident']],
    ['6 with an incident', { status_id: 6, incident_id: 77 }, CRC_USER, ['Edit reply']],
    ['7', { status_id: 7, issuer_reply: REJECTION }, CRC_USER, ['Reply instead', 'Edit rejection']],
    ['3 (manual request only)', { status_id: 3, mutable: false }, CRC_USER, []],
  ])('status %s', async (_case, request, profile, expected) => {
    openRequest(request as Partial<CrcRequest>, {}, profile);
    await screen.findByTestId('crc-request-dialog');
    expect(await actions()).toEqual(expected);
  });

  it('shows the request’s fields: registration, articles, recipient issuer, contacts, due date', async () => {
    openRequest({
      related_requests: [{ id: '100000000099', status_id: 6, request_dt: '2026-11-01T10:00:00Z' }],
    });
    const dialog = await screen.findByTestId('crc-request-dialog');
    expect(within(dialog).getByText('ERDR No. 12026100000001 of 19.11.2026')).toBeTruthy();
    expect(within(dialog).getByText('art. 190 part 2')).toBeTruthy();
    expect(within(dialog).getByText('Bank Alpha')).toBeTruthy();
    expect(within(dialog).getByText('Fake courier')).toBeTruthy();
    expect(within(dialog).getByText('100000000099 (replied)')).toBeTruthy();
    expect(within(dialog).getByLabelText('Copy: Recipient')).toBeTruthy();
    expect(within(dialog).getByText(/30\.11\.2099/)).toBeTruthy();
  });

  it('closes when the request cannot be read', async () => {
    const { router } = openRequest({}, { [CRC_PATHS.get]: () => failure(404, 'Request not found') });
    expect(await screen.findByText('HTTP 404 - Request not found')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/crc/client'));
  });

  it('takes a request into processing after a confirmation', async () => {
    const { calls } = openRequest(
      { status_id: 4 },
      { [CRC_PATHS.inProcess(REQUEST_ID)]: () => requestView({ status_id: 5 }) },
    );
    fireEvent.click(await appearing('Take into processing'));
    const confirm = await confirmDialog();
    expect(within(confirm).getAllByText('Take into processing?')).not.toEqual([]);
    fireEvent.click(button('Take into processing', confirm) as HTMLButtonElement);
    expect(await screen.findByText('Request status changed')).toBeTruthy();
    expect(
      calls.filter((call) => call.path === CRC_PATHS.inProcess(REQUEST_ID)).map((call) => call.method),
    ).toEqual(['GET']);
  });

  it('E22 assigns the issuer of a request of unknown issuer, chosen among the organisations', async () => {
    const { calls } = openRequest(
      { status_id: 1, mutable: false, recipient_issuer_id: null, recipient_issuer_name: null },
      {
        [INCIDENT_PATHS.organisations]: () => ({ list: [{ id: 3, name: 'Bank Beta' }], total_count: 1 }),
        [CRC_PATHS.assign]: () => requestView({ status_id: 4, recipient_issuer_id: 3 }),
      },
      CRC_EXPERT,
    );
    const section = await screen.findByTestId('crc-assign-issuer');
    const select = within(section).getByLabelText('Assign issuer');
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'Beta' } });
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((element) =>
        element.textContent?.includes('Bank Beta'),
      );
      if (!found) throw new Error('no option');
      return found as HTMLElement;
    });
    fireEvent.click(option);
    fireEvent.click(await appearing('Assign'));
    expect(await screen.findByText('Request status changed')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.assign)).toEqual([{ request_id: REQUEST_ID, issuer_id: 3 }]);
  });

  it('U22 sees no issuer assignment', async () => {
    openRequest({ status_id: 1, mutable: false, recipient_issuer_id: null });
    await screen.findByTestId('crc-request-dialog');
    expect(screen.queryByTestId('crc-assign-issuer')).toBeNull();
  });
});

describe('the reply and the rejection (spec 2 §3.12, §5.3)', { timeout: CRC_TEST_TIMEOUT_MS }, () => {
  it('asks for some data before a reply goes, then sends it with the update time seen', async () => {
    const { calls } = openRequest(
      { status_id: 5 },
      { [CRC_PATHS.reply]: () => requestView({ status_id: 6 }) },
    );
    fireEvent.click(await appearing('Reply'));
    fireEvent.click(await appearing('Send reply'));
    expect(await within(form()).findByText('required data')).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText('Cardholder tax id'), { target: { value: '123' } });
    fireEvent.click(button('Send reply') as HTMLButtonElement);
    expect(await within(form()).findByText('tax id (INN): 10 digits')).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText('Cardholder tax id'), { target: { value: '3012345678' } });
    fireEvent.change(within(form()).getByLabelText('Cardholder name'), {
      target: { value: 'Petro Ivanenko' },
    });
    fireEvent.click(button('Send reply') as HTMLButtonElement);
    expect(await screen.findByText('The reply has been sent to the cyber police')).toBeTruthy();
    expect(screen.getByText('Request status changed')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.reply)).toEqual([
      expect.objectContaining({
        request_id: REQUEST_ID,
        is_rejected: false,
        recipient_cardholder_id: '3012345678',
        recipient_cardholder_name: 'Petro Ivanenko',
        transactions: [],
        update_dt: '2026-11-20T10:00:00Z',
      }),
    ]);
  });

  it("starts a transaction added by hand with the bank's default acquirer id", async () => {
    const { calls } = openRequest(
      { status_id: 5 },
      { [CRC_PATHS.defaultAcquirer]: () => ({ acquirer_id: '407500' }) },
    );
    fireEvent.click(await appearing('Reply'));
    // The default is read as the reply opens; a person clicks 'Add' after it has come.
    await waitFor(() => expect(bodiesSentTo(calls, CRC_PATHS.defaultAcquirer)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click((await within(form()).findAllByRole('button', { name: /Add transaction/ }))[0]!);
    const acquirer = (await screen.findByLabelText('Acquirer ID')) as HTMLInputElement;
    expect(acquirer.value).toBe('407500');
  });

  it('a rejection needs its reason', async () => {
    const { calls } = openRequest(
      { status_id: 5 },
      { [CRC_PATHS.reply]: () => requestView({ status_id: 7 }) },
    );
    fireEvent.click(await appearing('Reject'));
    fireEvent.click(await appearing('Send rejection'));
    expect(await within(form()).findByText('Enter the reason for rejection')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.reply)).toEqual([]);
    fireEvent.change(within(form()).getByLabelText('Reason for rejection'), {
      target: { value: 'No such card' },
    });
    fireEvent.click(button('Send rejection') as HTMLButtonElement);
    expect(await screen.findByText('The reply has been sent to the cyber police')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.reply)).toEqual([
      expect.objectContaining({ request_id: REQUEST_ID, is_rejected: true, notes: 'No such card' }),
    ]);
  });

  it('an edited rejection must say something new', async () => {
    const { calls } = openRequest({ status_id: 7, issuer_reply: REJECTION });
    fireEvent.click(await appearing('Edit rejection'));
    const notes = within(form()).getByLabelText('Reason for rejection') as HTMLTextAreaElement;
    expect(notes.value).toBe('The card is not ours');
    fireEvent.click(await appearing('Send rejection'));
    expect(await within(form()).findByText('Notes have not changed')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.reply)).toEqual([]);
  });

  it('switching from a rejection to a reply asks, clears the notes and warns of the type change', async () => {
    openRequest({ status_id: 7, issuer_reply: REJECTION });
    fireEvent.click(await appearing('Reply instead'));
    const confirm = await confirmDialog();
    expect(within(confirm).getAllByText('Switch to a reply? The notes will be cleared.')).not.toEqual([]);
    fireEvent.click(button('OK', confirm) as HTMLButtonElement);
    await screen.findByTestId('crc-reply-form');
    expect(within(form()).getByText('The reply type has changed')).toBeTruthy();
    expect((within(form()).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('');
    expect(within(form()).getByLabelText('Cardholder tax id')).toBeTruthy();
  });

  it('cancelling an edit asks, then reads the request again', async () => {
    const { calls } = openRequest({ status_id: 5 });
    fireEvent.click(await appearing('Reply'));
    await screen.findByTestId('crc-reply-form');
    const reads = bodiesSentTo(calls, CRC_PATHS.get).length;
    fireEvent.click(button('Cancel', form()) as HTMLButtonElement);
    const confirm = await confirmDialog();
    expect(within(confirm).getAllByText('Cancel last changes?')).not.toEqual([]);
    fireEvent.click(button('OK', confirm) as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByTestId('crc-reply-form')).toBeNull());
    await waitFor(() => expect(bodiesSentTo(calls, CRC_PATHS.get).length).toBeGreaterThan(reads));
  });

  it('adds a geodata point in its dialog, shown with 6 decimals', async () => {
    openRequest({ status_id: 5 });
    fireEvent.click(await appearing('Reply'));
    fireEvent.click(await appearing('Add point'));
    const modal = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-modal')].find((element) =>
        element.textContent?.includes('New point'),
      );
      if (!found) throw new Error('no geodata dialog');
      return found as HTMLElement;
    });
    expect(await within(modal).findByText('No map server is configured: enter the coordinates')).toBeTruthy();
    fireEvent.click(button('Save', modal) as HTMLButtonElement);
    expect((await within(modal).findAllByText('required field')).length).toBeGreaterThan(0);
    fireEvent.change(within(modal).getByLabelText('Time'), { target: { value: '20.11.2026 12:00:00' } });
    fireEvent.change(within(modal).getByLabelText('Latitude'), { target: { value: '50.45' } });
    fireEvent.change(within(modal).getByLabelText('Longitude'), { target: { value: '30.523456' } });
    fireEvent.click(button('Save', modal) as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByText('New point')).toBeNull());
    const table = within(form()).getByRole('region', { name: 'Mobile-app authorisation places' });
    expect(within(table).getByText('50.450000')).toBeTruthy();
    expect(within(table).getByText('30.523456')).toBeTruthy();
  });

  it('places a geodata point on the map when a tile server is configured', async () => {
    openRequest(
      { status_id: 5 },
      {
        '/config': () => ({
          authority: 'http://localhost/auth',
          clientId: 'afx-web',
          mapTileUrl: '/tiles/{z}/{x}/{y}.png',
        }),
      },
    );
    fireEvent.click(await appearing('Reply'));
    fireEvent.click(await appearing('Add point'));
    const map = await screen.findByRole('group', { name: 'Map of the points' });
    expect(screen.getByText('Click the map to place the point')).toBeTruthy();
    expect(map.querySelector('.leaflet-container')).toBeTruthy();
  });
});
