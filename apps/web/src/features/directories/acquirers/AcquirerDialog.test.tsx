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
  httpFailure,
  isDisabled,
  mockHttp,
  renderDirectory,
  U_CODES,
  type Route,
} from '../directoriesTestKit';
import { ACQUIRER_BASE, type AcquirerIdView } from './acquirerApi';
import { AcquirerDialog } from './AcquirerDialog';

const RECORD: AcquirerIdView = {
  id: '407500',
  card_system_id: 1,
  card_system_name: 'Visa',
  org_id: ALPHA.orgId,
  org_name: ALPHA.orgName,
  org_country_id: 'UA',
  org_country_name: 'Ukraine',
  monitoring_email: 'monitoring@alpha.example',
  notes: 'Main',
  mutable: true,
  update_dt: '2025-05-01T10:00:00.000Z',
};

function acquirerRoutes(extra: Record<string, Route> = {}) {
  return mockHttp({
    [`${ACQUIRER_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${ACQUIRER_BASE}/organization/list`]: () => ({ list: [], total_count: 0 }),
    ...extra,
  });
}

const field = (name: string) => within(dialog()).getByLabelText(name);
const combobox = (name: string) => within(dialog()).getByRole('combobox', { name });

function open(record: AcquirerIdView | null, roles = U_CODES) {
  const handlers = { onClose: vi.fn(), onChanged: vi.fn() };
  renderDirectory(<AcquirerDialog record={record} {...handlers} />, roles);
  return handlers;
}

async function chooseCardSystem(name: string) {
  fireEvent.mouseDown(combobox('Payment system'));
  fireEvent.click(await screen.findByTitle(name));
}

describe('acquirer ID dialog (spec 3 §2.4)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('New: the domain’s messages for a missing ID and card system', async () => {
    acquirerRoutes();
    open(null);
    expect(dialog().textContent).toContain('New');
    expect(within(dialog()).queryByLabelText('Contact e-mail')).toBeNull();
    expect(isDisabled(combobox('Acquirer name'))).toBe(true);
    fireEvent.click(dialogButton('Confirm') as HTMLElement);
    expect(await within(dialog()).findByText('Enter Acquirer ID')).toBeTruthy();
    expect(await within(dialog()).findByText('Select card system')).toBeTruthy();
  });

  it('digits only, at most 6, as typed', () => {
    acquirerRoutes();
    open(null);
    fireEvent.change(field('Acquirer ID'), { target: { value: '12a34567' } });
    expect((field('Acquirer ID') as HTMLInputElement).value).toBe('123456');
  });

  it('"Acquirer ID must be unique" from the server’s 409 goes under the ID', async () => {
    const { post } = acquirerRoutes({
      [`${ACQUIRER_BASE}/add`]: () =>
        httpFailure(409, 'Acquirer ID must be unique', { id: 'Acquirer ID must be unique' }),
    });
    const { onChanged } = open(null);
    fireEvent.change(field('Acquirer ID'), { target: { value: '407500' } });
    await chooseCardSystem('Visa');
    fireEvent.click(dialogButton('Confirm') as HTMLElement);
    expect(await within(dialog()).findByText('Acquirer ID must be unique')).toBeTruthy();
    expect(bodiesPostedTo(post, `${ACQUIRER_BASE}/add`)).toEqual([
      { id: '407500', card_system_id: 1, org_id: ALPHA.orgId, notes: undefined },
    ]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('E1011 may pick any organisation on create', () => {
    acquirerRoutes();
    open(null, E_CODES);
    expect(isDisabled(combobox('Acquirer name'))).toBe(false);
  });

  it('Edit: ID locked, contact e-mail shown, every field with a copy button; delete asks first', async () => {
    acquirerRoutes({ [`${ACQUIRER_BASE}/delete`]: () => ({ count: 1 }) });
    const { onChanged } = open(RECORD);
    expect(dialog().textContent).toContain('Edit: 407500');
    expect(isDisabled(field('Acquirer ID'))).toBe(true);
    expect((field('Contact e-mail') as HTMLInputElement).value).toBe('monitoring@alpha.example');
    for (const name of ['Acquirer ID', 'Payment system', 'Acquirer name', 'Contact e-mail', 'Notes']) {
      expect(within(dialog()).getByRole('button', { name: `Copy: ${name}` })).toBeTruthy();
    }
    fireEvent.click(dialogButton('Delete') as HTMLElement);
    expect(await screen.findByText('Delete this Acquirer ID?')).toBeTruthy();
    const confirm = screen
      .getAllByRole('button')
      .find((button) => button.textContent === 'Delete' && !dialog().contains(button));
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('View: not mutable, Close only', () => {
    acquirerRoutes();
    open({ ...RECORD, mutable: false });
    expect(dialog().textContent).toContain('View: 407500');
    expect(isDisabled(field('Notes'))).toBe(true);
    expect(dialogButton('Confirm')).toBeNull();
    expect(dialogButton('Delete')).toBeNull();
    expect(dialogButton('Close')).not.toBeNull();
  });
});
