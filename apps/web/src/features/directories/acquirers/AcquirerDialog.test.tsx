import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DIALOG_TEST_TIMEOUT_MS,
  inDialog,
  isDisabled,
  readOnlyLines,
  renderRowDialog,
} from '../../../../test/features/directoryDialogs';
import { type Reply, bodiesSentTo, failure, serve } from '../../../../test/network';
import {
  ALPHA,
  CARD_SYSTEMS,
  E_CODES,
  U_CODES,
  VISA_ACQUIRER_ID,
} from '../../../../test/features/directories';
import { ACQUIRER_BASE, type AcquirerIdView } from './acquirerApi';
import { AcquirerDialog } from './AcquirerDialog';

function acquirerRoutes(extra: Record<string, Reply> = {}) {
  return serve({
    [`${ACQUIRER_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${ACQUIRER_BASE}/organization/list`]: () => ({ list: [], total_count: 0 }),
    ...extra,
  });
}

const open = (record: AcquirerIdView | null, roles = U_CODES) =>
  renderRowDialog(
    ({ onClose, onChanged }) => <AcquirerDialog record={record} onClose={onClose} onChanged={onChanged} />,
    roles,
  );

async function chooseCardSystem(name: string) {
  fireEvent.mouseDown(inDialog.combobox('Payment system'));
  fireEvent.click(await screen.findByTitle(name));
}

describe('acquirer ID dialog (spec 3 §2.4)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('New: the domain’s messages for a missing ID and card system', async () => {
    acquirerRoutes();
    open(null);
    expect(inDialog.element().textContent).toContain('New');
    expect(within(inDialog.element()).queryByLabelText('Contact e-mail')).toBeNull();
    expect(isDisabled(inDialog.combobox('Acquirer name'))).toBe(true);
    fireEvent.click(inDialog.button('Confirm') as HTMLElement);
    expect(await within(inDialog.element()).findByText('Enter Acquirer ID')).toBeTruthy();
    expect(await within(inDialog.element()).findByText('Select card system')).toBeTruthy();
  });

  it('digits only, at most 6, as typed', () => {
    acquirerRoutes();
    open(null);
    fireEvent.change(inDialog.field('Acquirer ID'), { target: { value: '12a34567' } });
    expect((inDialog.field('Acquirer ID') as HTMLInputElement).value).toBe('123456');
  });

  it('"Acquirer ID must be unique" from the server’s 409 goes under the ID', async () => {
    const calls = acquirerRoutes({
      [`${ACQUIRER_BASE}/add`]: () =>
        failure(409, 'Acquirer ID must be unique', { id: 'Acquirer ID must be unique' }),
    });
    const { onChanged } = open(null);
    fireEvent.change(inDialog.field('Acquirer ID'), { target: { value: '407500' } });
    await chooseCardSystem('Visa');
    fireEvent.click(inDialog.button('Confirm') as HTMLElement);
    expect(await within(inDialog.element()).findByText('Acquirer ID must be unique')).toBeTruthy();
    expect(bodiesSentTo(calls, `${ACQUIRER_BASE}/add`)).toEqual([
      { id: '407500', card_system_id: 1, org_id: ALPHA.orgId, notes: undefined },
    ]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('E1011 may pick any organisation on create', () => {
    acquirerRoutes();
    open(null, E_CODES);
    expect(isDisabled(inDialog.combobox('Acquirer name'))).toBe(false);
  });

  it('Edit: ID locked, contact e-mail shown, every field with a copy button; delete asks first', async () => {
    acquirerRoutes({ [`${ACQUIRER_BASE}/delete`]: () => ({ count: 1 }) });
    const { onChanged } = open(VISA_ACQUIRER_ID);
    expect(inDialog.element().textContent).toContain('Edit: 407500');
    expect(isDisabled(inDialog.field('Acquirer ID'))).toBe(true);
    expect((inDialog.field('Contact e-mail') as HTMLInputElement).value).toBe('monitoring@alpha.example');
    for (const name of ['Acquirer ID', 'Payment system', 'Acquirer name', 'Contact e-mail', 'Notes']) {
      expect(within(inDialog.element()).getByRole('button', { name: `Copy: ${name}` })).toBeTruthy();
    }
    fireEvent.click(inDialog.button('Delete') as HTMLElement);
    expect(await screen.findByText('Delete this Acquirer ID?')).toBeTruthy();
    const confirm = screen
      .getAllByRole('button')
      .find((button) => button.textContent === 'Delete' && !inDialog.element().contains(button));
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('a copy button puts the field on the clipboard and says "Copied to clipboard successfully"', async () => {
    acquirerRoutes();
    // user-event puts a clipboard on the navigator (jsdom has none).
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    open(VISA_ACQUIRER_ID);
    await user.click(within(inDialog.element()).getByRole('button', { name: 'Copy: Acquirer ID' }));
    expect(await screen.findByText('Copied to clipboard successfully')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('407500');
  });

  it('View: not mutable, Close only', () => {
    acquirerRoutes();
    open({ ...VISA_ACQUIRER_ID, mutable: false });
    expect(inDialog.element().textContent).toContain('View: 407500');
    expect(readOnlyLines()).toMatchObject({
      'Acquirer ID': '407500',
      'Payment system': 'Visa',
      'Acquirer name': 'Bank Alpha',
      Notes: 'Main',
    });
    expect(within(inDialog.element()).getByRole('button', { name: 'Copy: Acquirer ID' })).toBeTruthy();
    expect(inDialog.button('Confirm')).toBeNull();
    expect(inDialog.button('Delete')).toBeNull();
    expect(inDialog.button('Close')).not.toBeNull();
  });
});
