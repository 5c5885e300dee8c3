import { translate } from '@afx/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DIALOG_TEST_TIMEOUT_MS,
  inDialog,
  isDisabled,
  readOnlyLines,
  renderRowDialog,
  valueOf,
} from '../../../../test/features/directoryDialogs';
import { type Reply, bodiesSentTo, serve } from '../../../../test/network';
import { ALPHA, E_CODES, U_CODES } from '../../../../test/features/directories';
import { ATM_BASE, type AtmView } from './atmApi';
import { AtmDialog, type AtmDialogUpload } from './AtmDialog';
import type { AtmUploadPrompt } from './atmUploadPlugin';

const KYIV = 'UA80000000000093317';
const LVIV = 'UA46060250010015970';

const ATM: AtmView = {
  term_id: 'ATM00001',
  org_id: ALPHA.orgId,
  org_name: ALPHA.orgName,
  location_id: KYIV,
  location_name: 'Київ',
  full_name: 'м. Київ',
  location_address: 'вул. Хрещатик, 1',
  location_description: 'ТЦ',
  mutable: true,
  update_dt: '2025-05-01T10:00:00.000Z',
  monitoring_email: 'monitoring@alpha.example',
  acq_id_list: ['407500', '531200'],
  latitude: 50.4501,
  longitude: 30.5234,
  raw_region: null,
  raw_city: null,
  old_location_id: LVIV,
  old_location_name: 'Львів',
  old_location_full_name: 'м. Львів, Львівська обл.',
  old_location_address: 'просп. Свободи, 1',
};

const PROMPT: AtmUploadPrompt = {
  rowNumber: 7,
  row: {
    term_id: 'ATM00009',
    region: 'Київська',
    city: 'Нетутівка',
    address: 'вул. Садова, 3',
    location_description: '',
    katottg: '',
    latitude: 0,
    longitude: 0,
  },
  existing: null,
  mode: 'create',
  location: null,
  record: {
    term_id: 'ATM00009',
    org_id: ALPHA.orgId,
    location_id: '',
    location_address: 'вул. Садова, 3',
    latitude: 0,
    longitude: 0,
    raw_region: 'Київська',
    raw_city: 'Нетутівка',
  },
  reason: 'location_not_found',
};
const UPLOAD: AtmDialogUpload = {
  prompt: PROMPT,
  fileName: 'atms.xls',
  acquirer: { value: ALPHA.orgId, label: ALPHA.orgName },
  onStop: () => undefined,
};

function atmRoutes(extra: Record<string, Reply> = {}) {
  return serve({
    ...extra,
    // No tile server in this installation: the dialog keeps the coordinates without a map.
    '/config': () => ({ authority: 'http://localhost/auth', clientId: 'afx-web' }),
    [`${ATM_BASE}/organization/list`]: () => ({ list: [], total_count: 0 }),
    [`${ATM_BASE}/location/list`]: () => ({ list: [], total_count: 0 }),
  });
}

const open = (record: AtmView | null, roles = U_CODES, upload?: AtmDialogUpload) =>
  renderRowDialog(
    ({ onClose, onSaved, onDeleted }) => (
      <AtmDialog record={record} upload={upload} onClose={onClose} onSaved={onSaved} onDeleted={onDeleted} />
    ),
    roles,
  );

describe('ATM dialog modes (spec 3 §2.3, §4)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('New (U1008): own acquirer fixed, no contact, acquirer ids, delete or history; coordinates without a map', async () => {
    atmRoutes();
    open(null);
    expect(inDialog.element().textContent).toContain('New');
    expect(isDisabled(inDialog.field('Terminal ID'))).toBe(false);
    expect(isDisabled(inDialog.combobox('Acquirer name'))).toBe(true);
    expect(inDialog.element().textContent).toContain(ALPHA.orgName);
    expect(within(inDialog.element()).queryByLabelText('Contact')).toBeNull();
    expect(within(inDialog.element()).queryByLabelText('Acquirer ID list')).toBeNull();
    expect(inDialog.button('Delete')).toBeNull();
    expect(inDialog.button('History')).toBeNull();
    expect(await within(inDialog.element()).findByText(/No map server is configured/)).toBeTruthy();
    expect(isDisabled(inDialog.field('Latitude'))).toBe(false);

    fireEvent.change(inDialog.field('Terminal ID'), { target: { value: 'atm0000123' } });
    expect(valueOf(inDialog.field('Terminal ID'))).toBe('ATM00001');
  });

  it('New (E1008): any acquirer may be chosen', () => {
    atmRoutes();
    open(null, E_CODES);
    expect(isDisabled(inDialog.combobox('Acquirer name'))).toBe(false);
  });

  it('Edit: terminal id locked, contact and acquirer ids shown, old data reuses the old city', async () => {
    atmRoutes();
    open(ATM);
    expect(inDialog.element().textContent).toContain('Edit: ATM00001');
    expect(isDisabled(inDialog.field('Terminal ID'))).toBe(true);
    expect(valueOf(inDialog.field('Contact'))).toBe('monitoring@alpha.example');
    expect(valueOf(inDialog.field('Acquirer ID list'))).toBe('407500, 531200');
    expect(inDialog.button('Delete')).not.toBeNull();
    expect(inDialog.button('History')).not.toBeNull();
    expect(within(inDialog.element()).getByText('Old data')).toBeTruthy();

    fireEvent.click(inDialog.button('Use the old city') as HTMLElement);
    await waitFor(() => expect(inDialog.element().textContent).toContain('м. Львів, Львівська обл.'));
  });

  it('View: not mutable, only Close', () => {
    atmRoutes();
    open({ ...ATM, mutable: false });
    expect(inDialog.element().textContent).toContain('View: ATM00001');
    expect(readOnlyLines()).toMatchObject({
      'Terminal ID': 'ATM00001',
      Address: 'вул. Хрещатик, 1',
      'Acquirer ID list': '407500, 531200',
    });
    // The old place is still told, without the button that would change the city.
    expect(inDialog.element().textContent).toContain('просп. Свободи, 1');
    expect(inDialog.button('Close')).not.toBeNull();
    expect(inDialog.button('Confirm')).toBeNull();
    expect(inDialog.button('Delete')).toBeNull();
    expect(inDialog.button('Use the old city')).toBeNull();
  });

  it('upload (U1008): the row from the file with "Loaded from file", no file-info panel', () => {
    atmRoutes();
    open(null, U_CODES, UPLOAD);
    expect(inDialog.element().textContent).toContain('New: ATM00009');
    expect(isDisabled(inDialog.field('Terminal ID'))).toBe(true);
    expect(valueOf(inDialog.field('Terminal ID'))).toBe('ATM00009');
    expect(valueOf(inDialog.field('Address'))).toBe('вул. Садова, 3');
    expect(within(inDialog.element()).getByText('Loaded from file')).toBeTruthy();
    expect(inDialog.element().textContent).toContain('Нетутівка');
    expect(within(inDialog.element()).getByRole('switch', { name: 'Search in region' })).toBeTruthy();
    expect(within(inDialog.element()).queryByText('File information')).toBeNull();
    expect(inDialog.element().textContent).toContain('The city of this row was not found in the codifier');
  });

  it('upload: a failed automatic save says so, with the server’s answer', () => {
    atmRoutes();
    const prompt: AtmUploadPrompt = {
      ...PROMPT,
      reason: 'save_failed',
      serverMessage: 'latitude: non-zero, from -90 to 90',
    };
    open(null, U_CODES, { ...UPLOAD, prompt });
    const text = inDialog.element().textContent;
    expect(text).toContain('This row could not be saved automatically');
    expect(text).toContain('The server answered: latitude: non-zero, from -90 to 90');
    expect(text).not.toContain('codifier');
  });

  it('upload of a stored ATM whose new city is not found: old data offers the stored city', async () => {
    atmRoutes();
    const prompt: AtmUploadPrompt = { ...PROMPT, existing: ATM, mode: 'edit' };
    open(ATM, U_CODES, { ...UPLOAD, prompt });
    const old = within(inDialog.element()).getByText('Old data').closest('.ant-card') as HTMLElement;
    // What is stored now (Kyiv), not where the ATM stood before its last move (Lviv).
    expect(old.textContent).toContain('м. Київ');
    expect(old.textContent).toContain('вул. Хрещатик, 1');
    expect(old.textContent).not.toContain('Львів');
    fireEvent.click(inDialog.button('Use the old city') as HTMLElement);
    await waitFor(() =>
      expect(inDialog.combobox('City').closest('.ant-select')?.textContent).toContain('м. Київ'),
    );
  });

  it('upload: searching in the region Київська asks for the region, where the server keeps Kyiv', async () => {
    const routes = atmRoutes({
      [`${ATM_BASE}/location/list`]: () => ({
        list: [{ id: KYIV, category: 'K', name: 'Київ', full_name: 'м. Київ' }],
        total_count: 1,
      }),
    });
    const prompt: AtmUploadPrompt = {
      ...PROMPT,
      row: { ...PROMPT.row, region: 'Київська обл.', city: 'Київ' },
    };
    open(null, U_CODES, { ...UPLOAD, prompt });
    await userEvent.setup().type(inDialog.combobox('City'), 'Київ');
    await waitFor(() =>
      expect(bodiesSentTo(routes, `${ATM_BASE}/location/list`)).toContainEqual(
        expect.objectContaining({ filter: { name: 'Київ', region: 'Київська' } }),
      ),
    );
  });

  it('upload (E1008): the file-info panel names the file and the row', () => {
    atmRoutes();
    open(null, E_CODES, UPLOAD);
    const info = within(inDialog.element()).getByText('File information').closest('.ant-card') as HTMLElement;
    expect(info.textContent).toContain('atms.xls');
    expect(info.textContent).toContain('7');
  });
});

describe(
  'ATM form messages of the domain (spec 3 §5 "ATM form")',
  { timeout: DIALOG_TEST_TIMEOUT_MS },
  () => {
    it('required fields', async () => {
      atmRoutes();
      open(null);
      fireEvent.click(inDialog.button('Confirm') as HTMLElement);
      for (const text of ['Enter Terminal ID', 'Enter City', 'Enter Address']) {
        expect(await within(inDialog.element()).findByText(text)).toBeTruthy();
      }
    });

    it('terminal id characters and a latitude outside −90..90', async () => {
      atmRoutes();
      open(null);
      fireEvent.change(inDialog.field('Terminal ID'), { target: { value: 'atm-1' } });
      fireEvent.change(inDialog.field('Latitude'), { target: { value: '120' } });
      fireEvent.click(inDialog.button('Confirm') as HTMLElement);
      expect(await within(inDialog.element()).findByText('Must be uppercase alphanumeric only')).toBeTruthy();
      expect(await within(inDialog.element()).findByText(translate('latitude_invalid', 'en'))).toBeTruthy();
    });
  },
);

describe('ATM dialog saves through the server', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('update answers the outcome', async () => {
    const routes = atmRoutes({ [`${ATM_BASE}/update`]: () => ATM });
    const { onSaved } = open(ATM);
    fireEvent.click(inDialog.button('Confirm') as HTMLElement);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    expect(bodiesSentTo(routes, `${ATM_BASE}/update`)).toEqual([
      {
        term_id: 'ATM00001',
        org_id: ALPHA.orgId,
        location_id: KYIV,
        location_address: 'вул. Хрещатик, 1',
        location_description: 'ТЦ',
        latitude: '50.4501',
        longitude: '30.5234',
        raw_region: undefined,
        raw_city: undefined,
      },
    ]);
    expect(screen.queryByText('Updated successfully')).toBeTruthy();
  });
});
