import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ALPHA,
  bodiesPostedTo,
  CARD_SYSTEMS,
  DIALOG_TEST_TIMEOUT_MS,
  dialog,
  dialogButton,
  E_CODES,
  isDisabled,
  valueOf,
  httpFailure,
  mockHttp,
  renderDirectory,
  U_CODES,
  type Route,
} from '../directoriesTestKit';
import { BIN_BASE, type BinView } from './binApi';
import { BinDialog } from './BinDialog';

const BETA = { id: 3, name: 'Bank Beta' };

const VISA_BIN: BinView = {
  bin: '41494987',
  ica: null,
  bid: '10000123',
  card_system_id: 1,
  card_system_name: 'Visa',
  org_id: ALPHA.orgId,
  org_name: ALPHA.orgName,
  org_country_id: 'UA',
  org_country_name: 'Ukraine',
  monitoring_email: 'monitoring@alpha.example',
  prepaid: true,
  token: null,
  notes: 'Gold',
  mutable: true,
  update_dt: '2025-05-01T10:00:00.000Z',
};

/** The BIN service as the dialog uses it: Alpha has one BID and two ICAs, Beta one BID. */
function binRoutes(extra: Record<string, Route> = {}) {
  const codes = (byOrg: Record<number, string[]>) => (body: unknown) => {
    const list = byOrg[(body as { org_id: number }).org_id] ?? [];
    return { list, total_count: list.length };
  };
  return mockHttp({
    [`${BIN_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${BIN_BASE}/bid/list`]: codes({ [ALPHA.orgId]: ['10000123'], [BETA.id]: ['10000789'] }),
    [`${BIN_BASE}/ica/list`]: codes({ [ALPHA.orgId]: ['001234', '004567'] }),
    [`${BIN_BASE}/organization/list`]: () => ({
      list: [
        { id: BETA.id, name: BETA.name, monitoring_email: null, org_type_id: 'issuer', country_id: 'UA' },
      ],
      total_count: 1,
    }),
    ...extra,
  });
}

const field = (name: string) => within(dialog()).getByLabelText(name);
const button = dialogButton;

function open(record: BinView | null, roles = U_CODES) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderDirectory(<BinDialog record={record} onClose={onClose} onChanged={onChanged} />, roles);
  return { onClose, onChanged };
}

describe('BIN dialog — rules of state (spec 3 §4)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('create: BIN editable, the system follows the BIN, a single BID is preselected, no contact, delete or history', async () => {
    binRoutes();
    open(null);
    expect(dialog().textContent).toContain('New');
    expect(isDisabled(field('BIN'))).toBe(false);
    expect(within(dialog()).queryByLabelText('Contact')).toBeNull();
    expect(button('Delete')).toBeNull();
    expect(button('History')).toBeNull();
    expect(button('Confirm')).not.toBeNull();

    fireEvent.change(field('BIN'), { target: { value: '4149 49x87' } });
    expect(valueOf(field('BIN'))).toBe('41494987');
    await waitFor(() => expect(valueOf(field('Payment system'))).toBe('Visa'));
    await waitFor(() => expect(valueOf(field('BID'))).toBe('10000123'));
    expect(within(dialog()).queryByLabelText('ICA')).toBeNull();
  });

  it('create: the BIN decides between BID and ICA; two ICAs are not preselected', async () => {
    binRoutes();
    open(null);
    fireEvent.change(field('BIN'), { target: { value: '516875' } });
    await waitFor(() => expect(valueOf(field('Payment system'))).toBe('Mastercard'));
    expect(valueOf(field('ICA'))).toBe('');
    fireEvent.change(field('BIN'), { target: { value: '98041234' } });
    await waitFor(() => expect(valueOf(field('Payment system'))).toBe('ПРОСТІР'));
    expect(within(dialog()).queryByLabelText('ICA')).toBeNull();
    expect(within(dialog()).queryByLabelText('BID')).toBeNull();
  });

  it('edit (U1007): BIN and issuer locked, contact shown, delete and history offered', async () => {
    binRoutes();
    open(VISA_BIN);
    expect(dialog().textContent).toContain('Edit: 41494987');
    expect(isDisabled(field('BIN'))).toBe(true);
    expect(valueOf(field('Contact'))).toBe('monitoring@alpha.example');
    expect(isDisabled(within(dialog()).getByRole('combobox', { name: 'Issuer name' }))).toBe(true);
    expect(isDisabled(field('Notes'))).toBe(false);
    expect(button('Delete')).not.toBeNull();
    expect(button('History')).not.toBeNull();
    expect(button('Cancel')).not.toBeNull();
  });

  it('view (not mutable): every field disabled, Close instead of Cancel, no Confirm or delete', () => {
    binRoutes();
    open({ ...VISA_BIN, mutable: false });
    expect(dialog().textContent).toContain('View: 41494987');
    expect(isDisabled(field('Notes'))).toBe(true);
    expect(isDisabled(field('BID'))).toBe(true);
    expect(button('Close')).not.toBeNull();
    expect(button('Confirm')).toBeNull();
    expect(button('Delete')).toBeNull();
    expect(button('History')).not.toBeNull();
  });

  it('E1007: changing the issuer resets contact and BID, then preselects the new issuer’s only BID', async () => {
    binRoutes();
    open(VISA_BIN, E_CODES);
    const issuer = within(dialog()).getByRole('combobox', { name: 'Issuer name' });
    expect(isDisabled(issuer)).toBe(false);
    expect(valueOf(field('BID'))).toBe('10000123');

    fireEvent.mouseDown(issuer);
    fireEvent.click(await screen.findByTitle(BETA.name));

    await waitFor(() => expect(valueOf(field('BID'))).toBe('10000789'));
    expect(valueOf(field('Contact'))).toBe('');
  });
});

describe(
  'BIN dialog — messages of the domain (spec 3 §5 "BIN form")',
  { timeout: DIALOG_TEST_TIMEOUT_MS },
  () => {
    it.each([
      ['', 'Enter BIN'],
      ['12345', 'Length must be 6 to 8'],
    ])('BIN %j → %s', async (bin, text) => {
      binRoutes();
      open(null);
      fireEvent.change(field('BIN'), { target: { value: bin } });
      fireEvent.click(button('Confirm') as HTMLElement);
      expect(await within(dialog()).findByText(text)).toBeTruthy();
    });

    it('a BID of 3 digits, an ICA left empty', async () => {
      binRoutes();
      open(null);
      fireEvent.change(field('BIN'), { target: { value: '41494987' } });
      await waitFor(() => expect(valueOf(field('BID'))).toBe('10000123'));
      fireEvent.change(field('BID'), { target: { value: '123' } });
      fireEvent.click(button('Confirm') as HTMLElement);
      expect(
        await within(dialog()).findByText('Length must be 8 (add 0 to the beginning if necessary)'),
      ).toBeTruthy();

      fireEvent.change(field('BIN'), { target: { value: '51687555' } });
      await waitFor(() => expect(valueOf(field('Payment system'))).toBe('Mastercard'));
      fireEvent.click(button('Confirm') as HTMLElement);
      expect(await within(dialog()).findByText('Select or enter ICA')).toBeTruthy();
    });

    it('creates with the domain record; the server’s 409 puts "BIN must be unique" under BIN', async () => {
      const { post } = binRoutes({
        [`${BIN_BASE}/add`]: () => httpFailure(409, 'BIN must be unique', { bin: 'BIN must be unique' }),
      });
      const { onChanged } = open(null);
      fireEvent.change(field('BIN'), { target: { value: '41494987' } });
      await waitFor(() => expect(valueOf(field('BID'))).toBe('10000123'));
      fireEvent.click(button('Confirm') as HTMLElement);

      expect(await within(dialog()).findByText('BIN must be unique')).toBeTruthy();
      expect(bodiesPostedTo(post, `${BIN_BASE}/add`)).toEqual([
        { bin: '41494987', org_id: ALPHA.orgId, bid: '10000123', prepaid: null, token: null },
      ]);
      expect(onChanged).not.toHaveBeenCalled();
    });
  },
);
