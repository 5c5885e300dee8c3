import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DIALOG_TEST_TIMEOUT_MS,
  inDialog,
  isDisabled,
  readOnlyLines,
  renderRowDialog,
  valueOf,
} from '../../../../test/features/directoryDialogs';
import { type Reply, bodiesSentTo, failure, serve } from '../../../../test/network';
import { ALPHA, CARD_SYSTEMS, E_CODES, U_CODES, VISA_BIN } from '../../../../test/features/directories';
import { BIN_BASE, type BinView } from './binApi';
import { BinDialog } from './BinDialog';

const BETA = { id: 3, name: 'Bank Beta' };

/** The BIN service as the dialog uses it: Alpha has one BID and two ICAs, Beta one BID. */
function binRoutes(extra: Record<string, Reply> = {}) {
  const codes = (byOrg: Record<number, string[]>) => (body: unknown) => {
    const list = byOrg[(body as { org_id: number }).org_id] ?? [];
    return { list, total_count: list.length };
  };
  return serve({
    [`${BIN_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${BIN_BASE}/bid/list`]: codes({ [ALPHA.orgId]: ['10000123'], [BETA.id]: ['10000789'] }),
    [`${BIN_BASE}/ica/list`]: codes({ [ALPHA.orgId]: ['001234', '004567'] }),
    [`${BIN_BASE}/organization/list`]: () => ({
      list: [
        {
          id: BETA.id,
          name: BETA.name,
          monitoring_email: 'monitoring@beta.example',
          org_type_id: 'issuer',
          country_id: 'UA',
        },
      ],
      total_count: 1,
    }),
    ...extra,
  });
}

const open = (record: BinView | null, roles = U_CODES) =>
  renderRowDialog(
    ({ onClose, onChanged }) => <BinDialog record={record} onClose={onClose} onChanged={onChanged} />,
    roles,
  );

describe('BIN dialog — rules of state (spec 3 §4)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('create: BIN editable, the system follows the BIN, a single BID is preselected, no contact, delete or history', async () => {
    binRoutes();
    open(null);
    expect(inDialog.element().textContent).toContain('New');
    expect(isDisabled(inDialog.field('BIN'))).toBe(false);
    expect(within(inDialog.element()).queryByLabelText('Contact')).toBeNull();
    expect(inDialog.button('Delete')).toBeNull();
    expect(inDialog.button('History')).toBeNull();
    expect(inDialog.button('Confirm')).not.toBeNull();

    fireEvent.change(inDialog.field('BIN'), { target: { value: '4149 49x87' } });
    expect(valueOf(inDialog.field('BIN'))).toBe('41494987');
    await waitFor(() => expect(valueOf(inDialog.field('Payment system'))).toBe('Visa'));
    await waitFor(() => expect(valueOf(inDialog.field('BID'))).toBe('10000123'));
    expect(within(inDialog.element()).queryByLabelText('ICA')).toBeNull();
  });

  it('create: the BIN decides between BID and ICA; two ICAs are not preselected', async () => {
    binRoutes();
    open(null);
    fireEvent.change(inDialog.field('BIN'), { target: { value: '516875' } });
    await waitFor(() => expect(valueOf(inDialog.field('Payment system'))).toBe('Mastercard'));
    expect(valueOf(inDialog.field('ICA'))).toBe('');
    fireEvent.change(inDialog.field('BIN'), { target: { value: '98041234' } });
    await waitFor(() => expect(valueOf(inDialog.field('Payment system'))).toBe('ПРОСТІР'));
    expect(within(inDialog.element()).queryByLabelText('ICA')).toBeNull();
    expect(within(inDialog.element()).queryByLabelText('BID')).toBeNull();
  });

  it('edit (U1007): BIN and issuer locked, contact shown, delete and history offered', async () => {
    binRoutes();
    open(VISA_BIN);
    expect(inDialog.element().textContent).toContain('Edit: 41494987');
    expect(isDisabled(inDialog.field('BIN'))).toBe(true);
    expect(valueOf(inDialog.field('Contact'))).toBe('monitoring@alpha.example');
    expect(isDisabled(inDialog.combobox('Issuer name'))).toBe(true);
    expect(isDisabled(inDialog.field('Notes'))).toBe(false);
    // antd's order, through the footer every record dialog shares: actions left, primary last.
    const footer = within(inDialog.element()).getByTestId('record-footer');
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete', 'History', 'Cancel', 'Confirm']);
  });

  it('view (not mutable): the record as text with copy buttons, no inputs; Close instead of Cancel, no Confirm or delete', () => {
    binRoutes();
    open({ ...VISA_BIN, mutable: false, prepaid: true, token: false });
    expect(inDialog.element().textContent).toContain('View: 41494987');
    expect(readOnlyLines()).toMatchObject({
      BIN: '41494987',
      BID: '10000123',
      Prepaid: 'Yes',
      Token: 'Card',
    });
    expect(within(inDialog.element()).getByRole('button', { name: 'Copy: BID' })).toBeTruthy();
    expect(inDialog.button('Close')).not.toBeNull();
    expect(inDialog.button('Confirm')).toBeNull();
    expect(inDialog.button('Delete')).toBeNull();
    expect(inDialog.button('History')).not.toBeNull();
  });

  it('the token flag reads as in the list (Token / Card); prepaid as Yes / No', () => {
    binRoutes();
    open({ ...VISA_BIN, prepaid: false, token: false });
    const shown = (name: string) => inDialog.combobox(name).closest('.ant-select')?.textContent;
    expect(shown('Token')).toBe('Card');
    expect(shown('Prepaid')).toBe('No');
  });

  it('E1007: changing the issuer resets BID and shows the new issuer’s contact, then preselects its only BID', async () => {
    binRoutes();
    open(VISA_BIN, E_CODES);
    const issuer = inDialog.combobox('Issuer name');
    expect(isDisabled(issuer)).toBe(false);
    expect(valueOf(inDialog.field('BID'))).toBe('10000123');

    fireEvent.mouseDown(issuer);
    fireEvent.click(await screen.findByTitle(BETA.name));

    await waitFor(() => expect(valueOf(inDialog.field('BID'))).toBe('10000789'));
    expect(valueOf(inDialog.field('Contact'))).toBe('monitoring@beta.example');
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
      fireEvent.change(inDialog.field('BIN'), { target: { value: bin } });
      fireEvent.click(inDialog.button('Confirm') as HTMLElement);
      expect(await within(inDialog.element()).findByText(text)).toBeTruthy();
    });

    it('a BID of 3 digits, an ICA left empty', async () => {
      binRoutes();
      open(null);
      fireEvent.change(inDialog.field('BIN'), { target: { value: '41494987' } });
      await waitFor(() => expect(valueOf(inDialog.field('BID'))).toBe('10000123'));
      fireEvent.change(inDialog.field('BID'), { target: { value: '123' } });
      fireEvent.click(inDialog.button('Confirm') as HTMLElement);
      expect(
        await within(inDialog.element()).findByText('Length must be 8 (add 0 to the beginning if necessary)'),
      ).toBeTruthy();

      fireEvent.change(inDialog.field('BIN'), { target: { value: '51687555' } });
      await waitFor(() => expect(valueOf(inDialog.field('Payment system'))).toBe('Mastercard'));
      fireEvent.click(inDialog.button('Confirm') as HTMLElement);
      expect(await within(inDialog.element()).findByText('Select or enter ICA')).toBeTruthy();
    });

    it('creates with the domain record; the server’s 409 puts "BIN must be unique" under BIN', async () => {
      const calls = binRoutes({
        [`${BIN_BASE}/add`]: () => failure(409, 'BIN must be unique', { bin: 'BIN must be unique' }),
      });
      const { onChanged } = open(null);
      fireEvent.change(inDialog.field('BIN'), { target: { value: '41494987' } });
      await waitFor(() => expect(valueOf(inDialog.field('BID'))).toBe('10000123'));
      fireEvent.click(inDialog.button('Confirm') as HTMLElement);

      expect(await within(inDialog.element()).findByText('BIN must be unique')).toBeTruthy();
      expect(bodiesSentTo(calls, `${BIN_BASE}/add`)).toEqual([
        { bin: '41494987', org_id: ALPHA.orgId, bid: '10000123', prepaid: null, token: null },
      ]);
      expect(onChanged).not.toHaveBeenCalled();
    });
  },
);
