import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TEST_TIMEOUT_MS,
  CLIENT,
  buttonWith,
  pickOption,
  renderAdmin,
  serveAdmin,
} from '../../../../test/features/admin';
import { bodiesSentTo, failure } from '../../../../test/network';
import { ADMIN_PATHS } from '../api/adminApi';
import { ApiClientsPage } from './ApiClientsPage';

const ROUTES = ['/admin/api-clients'];
type ListBody = { sort_field: string; sort_order: string; filter: Record<string, unknown> };

const modal = () => document.querySelector('.ant-modal') as HTMLElement;

describe('the API clients page (/admin/api-clients)', { timeout: ADMIN_TEST_TIMEOUT_MS }, () => {
  it('lists the clients newest first with the address’s filters, naming the organisation', async () => {
    const calls = serveAdmin();
    renderAdmin(
      <ApiClientsPage />,
      '/admin/api-clients?q.org_id=2&q.active=true&page=1&size=20&sort=-created_at',
      ROUTES,
    );
    const row = (await screen.findByText('afx_alpha_core')).closest('tr') as HTMLElement;
    expect(bodiesSentTo(calls, ADMIN_PATHS.apiClientList)[0]).toMatchObject({
      sort_field: 'created_at',
      sort_order: 'descend',
      filter: { org_id: 2, active: true },
    });
    expect(within(row).getByText('Core banking')).toBeTruthy();
    expect(within(row).getByText('U1005')).toBeTruthy();
    expect(within(row).getByLabelText('Copy client ID afx_alpha_core')).toBeTruthy();
    expect(within(row).getByText('27.11.2026 09:30:00')).toBeTruthy();
    // The organisation filter names the organisation of the address.
    const filterBox = document.getElementById('admin_api_client_filter') as HTMLElement;
    expect(await within(filterBox).findByText('Bank Alpha')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationGet)).toEqual([{ id: 2 }]);
  });

  it('creates a client and shows its id and secret once, with copy buttons', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.apiClientCreate]: () => ({
        client_id: 'afx_alpha_mobile',
        client_secret: 's3cr3t-Once-Only',
      }),
    });
    renderAdmin(<ApiClientsPage />, '/admin/api-clients', ROUTES);
    await screen.findByText('afx_alpha_core');
    fireEvent.click(buttonWith('New API client'));
    const dialog = await waitFor(() => modal());
    fireEvent.click(buttonWith('Create', dialog));
    expect(await within(dialog).findByText('Choose at least one code')).toBeTruthy();

    await pickOption(within(dialog).getByLabelText('Organisation'), 'Bank Alpha');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Mobile app ' } });
    fireEvent.click(within(dialog).getByLabelText('U1000'));
    fireEvent.click(within(dialog).getByLabelText('E1005'));
    fireEvent.click(buttonWith('Create', dialog));

    const secret = await screen.findByText('s3cr3t-Once-Only');
    const shown = secret.closest('.ant-modal') as HTMLElement;
    expect(within(shown).getByText('afx_alpha_mobile')).toBeTruthy();
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    expect(within(shown).getByLabelText('Copy: Client ID')).toBeTruthy();
    expect(within(shown).getByLabelText('Copy: Client secret')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.apiClientCreate)).toEqual([
      { org_id: 2, name: 'Mobile app', permissions: ['U1000', 'E1005'] },
    ]);
    fireEvent.click(buttonWith('I have saved it', shown));
    await waitFor(() => expect(screen.queryByText('s3cr3t-Once-Only')).toBeNull());
    // The list is read again for the new client.
    expect(bodiesSentTo(calls, ADMIN_PATHS.apiClientList).length).toBeGreaterThan(1);
  });

  it('shows the server’s field message when a client cannot be created', async () => {
    serveAdmin({
      [ADMIN_PATHS.apiClientCreate]: () =>
        failure(400, 'Invalid request', { permissions: 'Bank Alpha may not be given E1005' }),
    });
    renderAdmin(<ApiClientsPage />, '/admin/api-clients', ROUTES);
    await screen.findByText('afx_alpha_core');
    fireEvent.click(buttonWith('New API client'));
    const dialog = await waitFor(() => modal());
    await pickOption(within(dialog).getByLabelText('Organisation'), 'Bank Alpha');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Mobile app' } });
    fireEvent.click(within(dialog).getByLabelText('E1005'));
    fireEvent.click(buttonWith('Create', dialog));
    expect(await within(dialog).findByText('Bank Alpha may not be given E1005')).toBeTruthy();
    expect(screen.queryByText(/it will not be shown again/)).toBeNull();
  });

  it('rotates a secret with the overlap (24 hours unless changed) and shows the new one once', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.apiClientRotate]: () => ({ client_id: CLIENT.client_id, client_secret: 'new-secret-2' }),
    });
    renderAdmin(<ApiClientsPage />, '/admin/api-clients', ROUTES);
    const row = (await screen.findByText('afx_alpha_core')).closest('tr') as HTMLElement;
    fireEvent.click(buttonWith('Rotate secret', row));
    const dialog = await waitFor(() => modal());
    const overlap = within(dialog).getByLabelText('Overlap, hours') as HTMLInputElement;
    expect(overlap.value).toBe('24');
    // More than a week is brought back to 168 hours.
    fireEvent.change(overlap, { target: { value: '200' } });
    fireEvent.blur(overlap);
    await waitFor(() => expect(overlap.value).toBe('168'));
    fireEvent.change(overlap, { target: { value: '48' } });
    fireEvent.click(buttonWith('Rotate secret', dialog));
    expect(await screen.findByText('new-secret-2')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.apiClientRotate)).toEqual([
      { client_id: 'afx_alpha_core', overlap_hours: 48 },
    ]);
  });

  it('disables a client after a confirmation', async () => {
    const calls = serveAdmin({ [ADMIN_PATHS.apiClientDisable]: () => ({}) });
    renderAdmin(<ApiClientsPage />, '/admin/api-clients', ROUTES);
    const row = (await screen.findByText('afx_alpha_core')).closest('tr') as HTMLElement;
    fireEvent.click(buttonWith('Disable', row));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(within(confirm).getAllByText('Disable the API client Core banking?').length).toBeGreaterThan(0);
    expect(bodiesSentTo(calls, ADMIN_PATHS.apiClientDisable)).toEqual([]);
    fireEvent.click(buttonWith('Disable', confirm));
    expect(await screen.findByText('API client disabled')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.apiClientDisable)).toEqual([{ client_id: 'afx_alpha_core' }]);
  });

  it('searches by whether a client is active and keeps it in the address', async () => {
    const calls = serveAdmin();
    const { router } = renderAdmin(<ApiClientsPage />, '/admin/api-clients', ROUTES);
    await screen.findByText('afx_alpha_core');
    await pickOption(screen.getByLabelText('Active'), 'inactive');
    fireEvent.click(buttonWith('Search'));
    await waitFor(() =>
      expect((bodiesSentTo(calls, ADMIN_PATHS.apiClientList).at(-1) as ListBody).filter).toEqual({
        active: false,
      }),
    );
    expect(router.state.location.search).toBe('?q.active=false&page=1&size=20&sort=-created_at');
  });

  it('says until when a rotated client’s old secret still works', async () => {
    serveAdmin({
      [ADMIN_PATHS.apiClientList]: () => ({
        list: [{ ...CLIENT, previous_secret_until: '2099-01-02T10:00:00Z' }],
        total_count: 1,
      }),
    });
    renderAdmin(<ApiClientsPage />, '/admin/api-clients', ROUTES);
    expect(await screen.findByText('old secret accepted until 02.01.2099 12:00:00')).toBeTruthy();
  });
});
