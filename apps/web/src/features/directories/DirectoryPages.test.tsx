import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACQUIRER_BASE } from './acquirers/acquirerApi';
import { AcquirersPage } from './acquirers/AcquirersPage';
import { ATM_BASE } from './atms/atmApi';
import { AtmsPage } from './atms/AtmsPage';
import { BIN_BASE } from './bins/binApi';
import { BinsPage } from './bins/BinsPage';
import { CONTACTS_BASE } from './contacts/contactApi';
import { BanksPage, CyberPolicePage, OrganisationsPage } from './contacts/ContactPages';
import { DIALOG_TEST_TIMEOUT_MS } from '../../../test/features/directoryDialogs';
import { type ServedCall, bodiesSentTo, listOf, serve } from '../../../test/network';
import { ALPHA, CARD_SYSTEMS, E_CODES, renderDirectory, U_CODES } from '../../../test/features/directories';

const EMPTY_LIST = () => ({ list: [], total_count: 0 });
const GROUP_HINT = 'Group actions are available when the filter is set to your organisation.';

/** The filters each list page posted, in order. */
function filtersPosted(calls: ServedCall[], path: string): unknown[] {
  return bodiesSentTo(calls, path).map((body) => (body as { filter: unknown }).filter);
}

/** The BIN page for a user with these roles: the filters it listed by, and a file to upload. */
function renderBins(roles: readonly string[]) {
  const calls = serve({
    [`${BIN_BASE}/list`]: EMPTY_LIST,
    [`${BIN_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${BIN_BASE}/organization/list`]: () => ({
      list: [{ id: 3, name: 'Bank Beta', monitoring_email: null }],
      total_count: 1,
    }),
    // After an upload: the organisation's BINs the file did not hold (none here).
    [`${BIN_BASE}/prepare_for_cleanup`]: () => listOf([]),
  });
  const { container } = renderDirectory(<BinsPage />, roles);
  const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement;
  return {
    listed: () => filtersPosted(calls, `${BIN_BASE}/list`),
    upload: () => userEvent.upload(fileInput, new File(['bin'], 'bins.xlsx')),
  };
}

describe('the directory list pages', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('BINs: the list starts unfiltered; Own BINs filters by the user’s organisation and allows group actions', async () => {
    const bins = renderBins(U_CODES);
    await waitFor(() => expect(bins.listed()).toEqual([{ prepaid: null, token: null }]));
    expect(screen.getByText(GROUP_HINT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Own BINs' }));
    await waitFor(() =>
      expect(bins.listed().at(-1)).toEqual({
        org_id: ALPHA.orgId,
        prepaid: null,
        token: null,
      }),
    );
    expect(screen.queryByText(GROUP_HINT)).toBeNull();
    expect(screen.getByText(ALPHA.orgName)).toBeTruthy();
  });

  it('ATMs: without E1008 the list starts on the own organisation, where group actions are allowed', async () => {
    const calls = serve({ [`${ATM_BASE}/list`]: EMPTY_LIST });
    renderDirectory(<AtmsPage />, U_CODES);
    await waitFor(() => expect(filtersPosted(calls, `${ATM_BASE}/list`)).toEqual([{ org_id: ALPHA.orgId }]));
    expect(screen.queryByText(GROUP_HINT)).toBeNull();
  });

  it('ATMs: with E1008 the list starts on every organisation', async () => {
    const calls = serve({ [`${ATM_BASE}/list`]: EMPTY_LIST });
    renderDirectory(<AtmsPage />, E_CODES);
    await waitFor(() => expect(filtersPosted(calls, `${ATM_BASE}/list`)).toEqual([{}]));
  });

  it('acquirer IDs: Own acquirer IDs clears a typed ID and searches by the organisation', async () => {
    const calls = serve({ [`${ACQUIRER_BASE}/list`]: EMPTY_LIST });
    renderDirectory(<AcquirersPage />, U_CODES);
    const typedId = screen.getByRole('textbox', { name: 'Acquirer ID' });
    fireEvent.change(typedId, { target: { value: '407500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(filtersPosted(calls, `${ACQUIRER_BASE}/list`).at(-1)).toEqual({ acquirer_id: '407500' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Own acquirer IDs' }));
    await waitFor(() =>
      expect(filtersPosted(calls, `${ACQUIRER_BASE}/list`).at(-1)).toEqual({ org_id: ALPHA.orgId }),
    );
    expect((typedId as HTMLInputElement).value).toBe('');
  });

  it('BIN upload: E1007 without an issuer is told to select one', async () => {
    const bins = renderBins(E_CODES);
    await bins.upload();
    expect(await screen.findByText('Select an issuer')).toBeTruthy();
    expect(bins.listed()).toHaveLength(1);
  });

  it('BIN upload: E1007 without an issuer is told so before the file dialog opens', async () => {
    renderBins(E_CODES);
    // A file input's click is what opens the browser's file dialog.
    const openDialog = vi.spyOn(HTMLInputElement.prototype, 'click');
    fireEvent.click(screen.getByRole('button', { name: /Upload issuer BINs/ }));
    expect(await screen.findByText('Select an issuer')).toBeTruthy();
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('BIN upload: E1007 with an issuer chosen gets the file dialog', async () => {
    renderBins(E_CODES);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Issuer' }), 'Be');
    await user.click(await screen.findByTitle('Bank Beta'));
    const openDialog = vi.spyOn(HTMLInputElement.prototype, 'click');
    fireEvent.click(screen.getByRole('button', { name: /Upload issuer BINs/ }));
    expect(openDialog).toHaveBeenCalled();
    expect(screen.queryByText('Select an issuer')).toBeNull();
  });

  it('BIN upload: E1007 uploads for the issuer picked in the filter, searched or not', async () => {
    const bins = renderBins(E_CODES);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Issuer' }), 'Be');
    await user.click(await screen.findByTitle('Bank Beta'));
    expect(bins.listed()).toHaveLength(1);
    await bins.upload();
    // The list now shows the issuer the file goes to.
    await waitFor(() => expect(bins.listed().at(-1)).toMatchObject({ org_id: 3 }));
    expect(screen.queryByText('Select an issuer')).toBeNull();
  });

  it('BIN upload without E1007 sets the own issuer as the filter', async () => {
    const bins = renderBins(U_CODES);
    await bins.upload();
    await waitFor(() => expect(bins.listed().at(-1)).toMatchObject({ org_id: ALPHA.orgId }));
  });

  it('banks: phones read as +380 44 123 45 67, connections as ticks', async () => {
    serve({
      [`${CONTACTS_BASE}/banks/list`]: () => ({
        list: [
          {
            id: ALPHA.orgId,
            name: ALPHA.orgName,
            short_name: 'Alpha',
            org_type_id: '1',
            country_id: '804',
            mfo: '305299',
            edrpou: '14360570',
            monitoring_email: 'fraud@alpha.example',
            phones: ['380441234567', '380501112233'],
            region: null,
            fpt_connected: true,
            card_info_connected: false,
            mutable: true,
            update_dt: '2026-11-20T10:00:00Z',
          },
        ],
        total_count: 1,
      }),
    });
    renderDirectory(<BanksPage />, U_CODES);
    expect(await screen.findByText('+380 44 123 45 67, +380 50 111 22 33')).toBeTruthy();
    expect(screen.getAllByLabelText('Yes')).toHaveLength(1);
  });

  it.each([
    ['banks', <BanksPage key="banks" />, 'Name, MFO or EDRPOU'],
    ['cyber', <CyberPolicePage key="cyber" />, 'Name, region or EDRPOU'],
    ['orgs', <OrganisationsPage key="orgs" />, 'Name or EDRPOU'],
  ])('%s: the search box names what it searches, and sends the text typed', async (kind, page, hint) => {
    const calls = serve({ [`${CONTACTS_BASE}/${kind}/list`]: EMPTY_LIST });
    renderDirectory(page, U_CODES);
    const search = screen.getByRole('searchbox', { name: hint });
    await userEvent.type(search, ' Львів {Enter}');
    await waitFor(() =>
      expect(filtersPosted(calls, `${CONTACTS_BASE}/${kind}/list`)).toContainEqual({ query: 'Львів' }),
    );
  });
});
