import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BIN_BASE } from './bins/binApi';
import { BinsPage } from './bins/BinsPage';
import { CONTACTS_BASE } from './contacts/contactApi';
import { BanksPage } from './contacts/ContactPages';
import { DIALOG_TEST_TIMEOUT_MS } from '../../../test/features/directoryDialogs';
import { bodiesSentTo, failure, serve } from '../../../test/network';
import { CARD_SYSTEMS, renderDirectory, U_CODES, VISA_BIN } from '../../../test/features/directories';

/** The VISA_BIN service with one stored VISA_BIN; /get answers 404 for any other. */
function serveBins() {
  return serve({
    [`${BIN_BASE}/list`]: () => ({ list: [VISA_BIN], total_count: 1 }),
    [`${BIN_BASE}/get`]: (body) =>
      (body as { bin: string }).bin === VISA_BIN.bin ? VISA_BIN : failure(404, 'BIN not found'),
    [`${BIN_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${BIN_BASE}/bid/list`]: () => ({ list: ['10000123'], total_count: 1 }),
    [`${BIN_BASE}/ica/list`]: () => ({ list: [], total_count: 0 }),
    [`${BIN_BASE}/organization/list`]: () => ({ list: [], total_count: 0 }),
  });
}

const dialogTitle = () => screen.findByText(`Edit: ${VISA_BIN.bin}`);

describe('a directory record in the address', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('opening a row puts the record in the address, the search kept; closing returns to the list', async () => {
    serveBins();
    const { router } = renderDirectory(<BinsPage />, U_CODES, '/di/bins?q.bin=4149&page=1&size=20&sort=-bin');
    fireEvent.click(await screen.findByText(VISA_BIN.bin));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/di/bins/id/${VISA_BIN.bin}`));
    expect(router.state.location.search).toBe('?q.bin=4149&page=1&size=20&sort=-bin');
    await dialogTitle();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/di/bins'));
    expect(router.state.location.search).toBe('?q.bin=4149&page=1&size=20&sort=-bin');
  });

  it('an address naming a record loads it and opens its dialog', async () => {
    const calls = serveBins();
    renderDirectory(<BinsPage />, U_CODES, `/di/bins/id/${VISA_BIN.bin}`);
    await dialogTitle();
    expect(bodiesSentTo(calls, `${BIN_BASE}/get`)).toEqual([{ bin: VISA_BIN.bin }]);
  });

  it('an address naming a missing record says so in the page', async () => {
    serveBins();
    renderDirectory(<BinsPage />, U_CODES, '/di/bins/id/40000000');
    expect((await screen.findByRole('alert')).textContent).toContain('There is no record “40000000”');
    expect(screen.queryByText(/^Edit:/)).toBeNull();
  });

  it("'Copy link' copies the record's absolute address", async () => {
    // userEvent provides the clipboard jsdom lacks.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    serveBins();
    renderDirectory(<BinsPage />, U_CODES, `/di/bins/id/${VISA_BIN.bin}?page=2`);
    await dialogTitle();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/di/bins/id/${VISA_BIN.bin}`);
  });

  it('a contact directory opens its record from the address', async () => {
    const calls = serve({
      [`${CONTACTS_BASE}/banks/list`]: () => ({ list: [], total_count: 0 }),
      [`${CONTACTS_BASE}/banks/get`]: () => ({
        id: 7,
        name: 'Bank Gamma',
        short_name: 'Gamma',
        org_type_id: 'bank',
        country_id: 'UA',
        mfo: null,
        edrpou: null,
        monitoring_email: null,
        phones: [],
        region: null,
        fpt_connected: false,
        card_info_connected: false,
        mutable: false,
        update_dt: '2025-05-01T10:00:00.000Z',
      }),
    });
    renderDirectory(<BanksPage />, U_CODES, '/di/banks/id/7');
    expect(await screen.findByText(/: Bank Gamma$/)).toBeTruthy();
    expect(bodiesSentTo(calls, `${CONTACTS_BASE}/banks/get`)).toEqual([{ id: 7 }]);
  });
});
