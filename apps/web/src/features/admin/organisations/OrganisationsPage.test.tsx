import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TEST_TIMEOUT_MS,
  ALPHA_ORG,
  FPT_ENDPOINT,
  buttonWith,
  pickOption,
  renderAdmin,
  serveAdmin,
} from '../../../../test/features/admin';
import { bodiesSentTo, failure } from '../../../../test/network';
import { ADMIN_PATHS } from '../api/adminApi';
import { OrganisationsPage } from './OrganisationsPage';

const ROUTES = ['/admin/organisations', '/admin/organisations/id/:id'];
type ListBody = { sort_field: string; sort_order: string; filter: Record<string, unknown> };

const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const openAlpha = async () => {
  fireEvent.click(await screen.findByText('Bank Alpha'));
  await waitFor(() => expect(within(drawer()).getByDisplayValue('Bank Alpha')).toBeTruthy());
};

describe('the organisations page (/admin/organisations)', { timeout: ADMIN_TEST_TIMEOUT_MS }, () => {
  it('opens on the filters of its address, fills the box and shows the row', async () => {
    const calls = serveAdmin();
    renderAdmin(
      <OrganisationsPage />,
      '/admin/organisations?q.text=alpha&q.type=issuer&q.service=fpt&q.active=true&page=1&size=20&sort=name',
      ROUTES,
    );
    const row = (await screen.findByText('Bank Alpha')).closest('tr') as HTMLElement;
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationList)[0]).toMatchObject({
      sort_field: 'name',
      sort_order: 'ascend',
      // One type in the address, a list of types in the request.
      filter: { text: 'alpha', type: ['issuer'], service: 'fpt', active: true },
    });
    expect((screen.getByLabelText('Name, EDRPOU or MFO') as HTMLInputElement).value).toBe('alpha');
    expect(within(row).getByText('Issuing bank')).toBeTruthy();
    expect(within(row).getByText('FPT')).toBeTruthy();
    expect(within(row).getByText('Crime Check')).toBeTruthy();
    expect(within(row).queryByText('Mobile check')).toBeNull();
    expect(within(row).getByText('MFO 300001')).toBeTruthy();
    expect(within(row).getByText('active')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
  });

  it('puts a search in the address and asks the list with it', async () => {
    const calls = serveAdmin();
    const { router } = renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await screen.findByText('Bank Alpha');
    fireEvent.change(screen.getByLabelText('Name, EDRPOU or MFO'), { target: { value: ' beta ' } });
    await pickOption(screen.getByLabelText('Connected to'), 'Crime Check');
    fireEvent.click(buttonWith('Search'));
    await waitFor(() =>
      expect((bodiesSentTo(calls, ADMIN_PATHS.organisationList).at(-1) as ListBody).filter).toEqual({
        text: 'beta',
        service: 'crc',
      }),
    );
    expect(router.state.location.search).toBe('?q.text=beta&q.service=crc&page=1&size=20&sort=name');
  });

  it('opening a row puts the organisation in the address, the search kept; closing returns to the list', async () => {
    serveAdmin();
    const search = '?q.text=alpha&page=1&size=20&sort=name';
    const { router } = renderAdmin(<OrganisationsPage />, `/admin/organisations${search}`, ROUTES);
    await openAlpha();
    expect(router.state.location.pathname).toBe('/admin/organisations/id/2');
    expect(router.state.location.search).toBe(search);

    fireEvent.click(buttonWith('Cancel', drawer()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organisations'));
    expect(router.state.location.search).toBe(search);
  });

  it('an address naming an organisation opens its drawer, read once', async () => {
    const calls = serveAdmin();
    renderAdmin(<OrganisationsPage />, '/admin/organisations/id/2?q.text=alpha', ROUTES);
    await waitFor(() => expect(within(drawer()).getByDisplayValue('Bank Alpha')).toBeTruthy());
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationGet)).toEqual([{ id: 2 }]);
    // Its address can be passed on: the copied link is the organisation's own.
    const user = userEvent.setup(); // it puts a clipboard in place
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(drawer()).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/admin/organisations/id/2`),
    );
  });

  it('an address naming no organisation says so and offers the list back', async () => {
    serveAdmin({ [ADMIN_PATHS.organisationGet]: () => failure(404, 'Organisation not found') });
    const { router } = renderAdmin(<OrganisationsPage />, '/admin/organisations/id/77?q.text=alpha', ROUTES);
    expect((await screen.findByRole('alert')).textContent).toContain('There is no record “77”');
    // The answer of the address, not a failure: no error message, no drawer.
    expect(screen.queryByText(/HTTP 404/)).toBeNull();
    expect(drawer()).toBeNull();
    fireEvent.click(buttonWith('Back to the list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organisations'));
    expect(router.state.location.search).toBe('?q.text=alpha');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('creates an organisation with the body the server takes, and shows its field messages', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationCreate]: () =>
        failure(400, 'Invalid request', { edrpou: 'Another organisation has this EDRPOU' }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await screen.findByText('Bank Alpha');
    fireEvent.click(buttonWith('New organisation'));
    const form = await waitFor(() => drawer());
    // Nothing is sent while the required fields are empty.
    fireEvent.click(buttonWith('Create', form));
    expect((await within(form).findAllByText('required field')).length).toBeGreaterThan(0);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Bank Gamma ' } });
    fireEvent.change(within(form).getByLabelText('Short name'), { target: { value: 'Gamma' } });
    await pickOption(within(form).getByLabelText('Type'), 'Issuing bank');
    fireEvent.change(within(form).getByLabelText('EDRPOU'), { target: { value: '87654321' } });
    fireEvent.change(await within(form).findByLabelText('MFO'), { target: { value: '300999' } });
    fireEvent.change(within(form).getByLabelText('E-mail domains'), {
      target: { value: '@Gamma.example,' },
    });
    fireEvent.change(within(form).getByLabelText('Notification e-mail'), {
      target: { value: 'fraud@gamma.example' },
    });
    fireEvent.click(within(form).getAllByLabelText('FPT')[0] as HTMLElement);
    fireEvent.click(within(form).getByLabelText('IBAN in FPT'));
    expect(within(form).getByText('Incident database (1000)')).toBeTruthy();
    // Every number is named, the card-blocking one the spec left without a code among them.
    expect(within(form).getByText('Card blocking information (1010)')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('U1000'));
    fireEvent.click(within(form).getByLabelText('E1011'));
    fireEvent.click(buttonWith('Create', form));

    expect(await within(form).findByText('Another organisation has this EDRPOU')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationCreate)).toEqual([
      {
        name: 'Bank Gamma',
        short_name: 'Gamma',
        type: 'issuer',
        country: 'UA',
        edrpou: '87654321',
        mfo: '300999',
        email_domains: ['gamma.example'],
        monitoring_email: null,
        notification_email: 'fraud@gamma.example',
        services: { fpt: true, crc: false, card_info: false, mobile_check: false },
        iban_access: { fpt: true, crc: false },
        grantable_codes: ['U1000', 'E1011'],
      },
    ]);
  });

  it('refuses a wrong MFO, e-mail and domain in the form before sending', async () => {
    const calls = serveAdmin();
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    const form = drawer();
    fireEvent.change(within(form).getByLabelText('MFO'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText('Monitoring e-mail'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.change(within(form).getByLabelText('E-mail domains'), { target: { value: 'not a domain,' } });
    fireEvent.click(buttonWith('Save', form));
    expect(await within(form).findByText('MFO: 6 digits')).toBeTruthy();
    expect(within(form).getByText('invalid e-mail')).toBeTruthy();
    expect(within(form).getByText('Not a valid domain name (e.g. bank.com.ua): not, a, domain')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationUpdate)).toEqual([]);
  });

  it('saves an organisation’s changes with its id', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationUpdate]: (body) => ({ ...ALPHA_ORG, ...(body as object) }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    const form = drawer();
    fireEvent.change(within(form).getByLabelText('Short name'), { target: { value: 'Alpha Bank' } });
    fireEvent.click(within(form).getByLabelText('U22'));
    fireEvent.click(buttonWith('Save', form));
    expect(await screen.findByText('Organisation saved')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationUpdate)[0]).toMatchObject({
      id: 2,
      short_name: 'Alpha Bank',
      mfo: '300001',
      email_domains: ['alpha.example'],
      grantable_codes: ['U1000'],
    });
  });

  it('deactivates an organisation only with a reason', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationDeactivate]: () => ({ ...ALPHA_ORG, active: false }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    fireEvent.click(buttonWith('Deactivate', drawer()));
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    fireEvent.click(buttonWith('Deactivate', dialog));
    expect(await within(dialog).findByText('Enter the reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Contract ended ' } });
    fireEvent.click(buttonWith('Deactivate', dialog));
    expect(await screen.findByText('Organisation deactivated')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationDeactivate)).toEqual([
      { id: 2, reason: 'Contract ended' },
    ]);
  });

  it('shows a new endpoint’s signing secret once, with a copy button, and not after closing', async () => {
    let endpoints: (typeof FPT_ENDPOINT)[] = [];
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationGet]: () => ({ ...ALPHA_ORG, endpoints }),
      [ADMIN_PATHS.endpointSet]: () => {
        endpoints = [FPT_ENDPOINT];
        return { secret: 'whsec_MfKQ9r8GKYqTz' };
      },
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    const fpt = screen.getByTestId('system-fpt');
    expect(within(fpt).getByText('not set up')).toBeTruthy();
    fireEvent.change(within(fpt).getByLabelText('Endpoint URL'), {
      target: { value: 'ftp://alpha.example' },
    });
    fireEvent.click(buttonWith('Save', fpt));
    expect(await within(fpt).findByText('URL must start with http:// or https://')).toBeTruthy();
    fireEvent.change(within(fpt).getByLabelText('Endpoint URL'), {
      target: { value: 'http://alpha.example/afx' },
    });
    fireEvent.click(buttonWith('Save', fpt));
    expect(await within(fpt).findByText('The address must use https (http only for localhost)')).toBeTruthy();
    fireEvent.change(within(fpt).getByLabelText('Endpoint URL'), { target: { value: FPT_ENDPOINT.url } });
    fireEvent.click(buttonWith('Save', fpt));

    const dialog = (await screen.findByText('whsec_MfKQ9r8GKYqTz')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('FPT: the signing secret')).toBeTruthy();
    expect(within(dialog).getByText(/it will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Copy: Signing secret')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.endpointSet)).toEqual([
      { org_id: 2, service: 'fpt', url: FPT_ENDPOINT.url },
    ]);
    fireEvent.click(buttonWith('I have saved it', dialog));
    await waitFor(() => expect(screen.queryByText('whsec_MfKQ9r8GKYqTz')).toBeNull());
    // The organisation read again shows the endpoint and its actions.
    expect(await within(fpt).findByText('Send test packet')).toBeTruthy();
  });

  it('sets the card-blocking system beside FPT and Crime Check; IBAN access stays theirs alone', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationGet]: () => ({ ...ALPHA_ORG, endpoints: [] }),
      [ADMIN_PATHS.endpointSet]: () => ({ secret: 'whsec_cci_1' }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    const cci = screen.getByTestId('system-cci');
    expect(within(cci).getByText('Card-blocking information')).toBeTruthy();
    fireEvent.change(within(cci).getByLabelText('Endpoint URL'), {
      target: { value: 'https://alpha.example/afx/cci' },
    });
    fireEvent.click(buttonWith('Save', cci));
    expect(await screen.findByText('whsec_cci_1')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.endpointSet)).toEqual([
      { org_id: 2, service: 'cci', url: 'https://alpha.example/afx/cci' },
    ]);
    expect(screen.queryByLabelText('IBAN in Card-blocking information')).toBeNull();
    expect(screen.getByLabelText('IBAN in FPT')).toBeTruthy();
  });

  it('rotates an endpoint’s secret after a confirmation and shows the new one once', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationGet]: () => ({ ...ALPHA_ORG, endpoints: [FPT_ENDPOINT] }),
      [ADMIN_PATHS.endpointRotate]: () => ({ secret: 'whsec_rotated_2' }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    fireEvent.click(buttonWith('Rotate secret', screen.getByTestId('system-fpt')));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    fireEvent.click(buttonWith('Rotate secret', confirm));
    expect(await screen.findByText('whsec_rotated_2')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.endpointRotate)).toEqual([{ org_id: 2, service: 'fpt' }]);
  });

  it('shows the answer of a test packet: delivered, then not', async () => {
    let attempt = 0;
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationGet]: () => ({ ...ALPHA_ORG, endpoints: [FPT_ENDPOINT] }),
      [ADMIN_PATHS.endpointTest]: () =>
        (attempt += 1) === 1
          ? { ok: true, http_status: 200, duration_ms: 84, answer: '{"received":"afx.test"}' }
          : { ok: false, http_status: 503, duration_ms: 1200, answer: 'Service Unavailable' },
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    const fpt = screen.getByTestId('system-fpt');
    fireEvent.click(buttonWith('Send test packet', fpt));
    expect(await within(fpt).findByText('Delivered: HTTP 200 in 84 ms')).toBeTruthy();
    expect(within(fpt).getByText('{"received":"afx.test"}')).toBeTruthy();
    fireEvent.click(buttonWith('Send test packet', fpt));
    expect(await within(fpt).findByText('Not delivered: HTTP 503 after 1200 ms')).toBeTruthy();
    expect(within(fpt).getByText('Service Unavailable')).toBeTruthy();
    expect(within(fpt).queryByText('{"received":"afx.test"}')).toBeNull();
    expect(bodiesSentTo(calls, ADMIN_PATHS.endpointTest)).toEqual([
      { org_id: 2, service: 'fpt' },
      { org_id: 2, service: 'fpt' },
    ]);
  });

  it('shows a test packet that got no answer with its error', async () => {
    serveAdmin({
      [ADMIN_PATHS.organisationGet]: () => ({ ...ALPHA_ORG, endpoints: [FPT_ENDPOINT] }),
      [ADMIN_PATHS.endpointTest]: () => ({
        ok: false,
        http_status: null,
        duration_ms: 10000,
        error: 'No answer within 10 s',
      }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    const fpt = screen.getByTestId('system-fpt');
    fireEvent.click(buttonWith('Send test packet', fpt));
    expect(await within(fpt).findByText('Not delivered: no answer after 10000 ms')).toBeTruthy();
    expect(within(fpt).getByText('No answer within 10 s')).toBeTruthy();
  });

  it('uploads a PNG icon and refuses another format or a file over 200 KB', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationIcon]: () => ({ ...ALPHA_ORG, icon: 'data:image/png;base64,iVBORw0KGgo=' }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    await openAlpha();
    // The upload renders a fresh file input after each choice.
    const choose = (file: File) =>
      fireEvent.change(drawer().querySelector('input[type="file"]') as HTMLInputElement, {
        target: { files: [file] },
      });

    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The icon must be PNG, JPEG or SVG')).toBeTruthy();
    choose(new File([new Uint8Array(200 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The icon must be at most 200 KB')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationIcon)).toEqual([]);

    choose(new File([new Uint8Array(1024)], 'alpha.png', { type: 'image/png' }));
    expect(await screen.findByText('Icon saved')).toBeTruthy();
    // A multipart upload of the organisation's id and the image (jsdom's File reaches Node's fetch
    // without its name and bytes, so only its type is compared).
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationIcon)).toEqual([
      { id: '2', file: expect.objectContaining({ type: 'image/png' }) },
    ]);
  });

  it('shows an organisation’s history in the readers’ words', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.organisationHistory]: () => ({
        list: [
          {
            action: 'services',
            notes: null,
            changes: { crc_connected: [false, true], iban_access_fpt: [false, true] },
            readable_changes: { crc_connected: ['no', 'yes'], iban_access_fpt: ['no', 'yes'] },
            event_dt: '2026-11-27T10:15:00Z',
            creator: 'Iryna Admin',
          },
          {
            action: 'deactivate',
            notes: 'Contract ended',
            changes: { active: [true, false] },
            readable_changes: null,
            event_dt: '2026-11-26T10:15:00Z',
            creator: 'Iryna Admin',
          },
        ],
      }),
    });
    renderAdmin(<OrganisationsPage />, '/admin/organisations', ROUTES);
    fireEvent.click(await screen.findByLabelText('History: Bank Alpha'));
    expect(await screen.findByText('services changed')).toBeTruthy();
    expect(screen.getByText('Crime Check: no → yes')).toBeTruthy();
    expect(screen.getByText('IBAN in FPT: no → yes')).toBeTruthy();
    expect(screen.getByText('deactivated')).toBeTruthy();
    expect(screen.getByText('Active: true → false')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.organisationHistory)).toEqual([{ id: 2 }]);
  });

  it('exports the filtered list with the filter the list was asked with', async () => {
    const calls = serveAdmin({
      '/api/admin/v1/organisation/export': () => failure(422, 'Narrow the filter'),
    });
    renderAdmin(
      <OrganisationsPage />,
      '/admin/organisations?q.type=acquirer&page=1&size=20&sort=-users_count',
      ROUTES,
    );
    await screen.findByText('Bank Alpha');
    fireEvent.click(buttonWith('Export'));
    fireEvent.click(await screen.findByText('Excel (xlsx)'));
    expect(await screen.findByText('HTTP 422 - Narrow the filter')).toBeTruthy();
    expect(bodiesSentTo(calls, '/api/admin/v1/organisation/export')).toEqual([
      { filter: { type: ['acquirer'] }, sort_field: 'users_count', sort_order: 'descend', format: 'xlsx' },
    ]);
  });
});
