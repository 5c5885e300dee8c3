import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ALPHA,
  bodiesPostedTo,
  DIALOG_TEST_TIMEOUT_MS,
  dialog,
  dialogButton,
  E_CODES,
  isDisabled,
  mockHttp,
  renderDirectory,
  U_CODES,
} from '../directoriesTestKit';
import { CONTACTS_BASE, type ContactView } from './contactApi';
import { ContactDialog } from './ContactDialog';

const ALPHA_CONTACT: ContactView = {
  id: ALPHA.orgId,
  name: ALPHA.orgName,
  short_name: 'Alpha',
  org_type_id: 'issuer',
  country_id: 'UA',
  mfo: '305299',
  edrpou: '14360570',
  monitoring_email: 'monitoring@alpha.example',
  phones: ['380441234567'],
  region: null,
  fpt_connected: true,
  card_info_connected: false,
  mutable: true,
  update_dt: '2025-05-01T10:00:00.000Z',
};

function open(record: ContactView, roles: readonly string[]) {
  const routes = mockHttp({ [`${CONTACTS_BASE}/banks/update`]: () => record });
  const handlers = { onClose: vi.fn(), onChanged: vi.fn() };
  renderDirectory(<ContactDialog kind="banks" record={record} {...handlers} />, roles);
  return { ...routes, ...handlers };
}

const field = (name: string) => within(dialog()).getByLabelText(name);

describe('contact dialog (U-codes their own entry, E-codes any)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('U12 edits its own contacts but not the service flags', async () => {
    const { post, onChanged } = open(ALPHA_CONTACT, U_CODES);
    expect(dialog().textContent).toContain('Edit: Bank Alpha');
    expect(dialog().textContent).toContain('305299');
    expect(isDisabled(field('FPT connected'))).toBe(true);
    fireEvent.change(field('Monitoring e-mail'), { target: { value: 'fraud@alpha.example' } });
    fireEvent.click(dialogButton('Confirm') as HTMLElement);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodiesPostedTo(post, `${CONTACTS_BASE}/banks/update`)).toEqual([
      { id: ALPHA.orgId, monitoring_email: 'fraud@alpha.example', phones: ['380441234567'] },
    ]);
  });

  it('E12 sets the service flags', () => {
    open(ALPHA_CONTACT, E_CODES);
    expect(isDisabled(field('FPT connected'))).toBe(false);
  });

  it('an entry of another organisation is view-only', () => {
    open({ ...ALPHA_CONTACT, id: 3, name: 'Bank Beta', mutable: false }, U_CODES);
    expect(dialog().textContent).toContain('View: Bank Beta');
    expect(isDisabled(field('Monitoring e-mail'))).toBe(true);
    expect(dialogButton('Confirm')).toBeNull();
    expect(dialogButton('Close')).not.toBeNull();
  });

  it('a bad e-mail gets the domain’s message', async () => {
    open(ALPHA_CONTACT, U_CODES);
    fireEvent.change(field('Monitoring e-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(dialogButton('Confirm') as HTMLElement);
    expect(
      await within(dialog()).findByText(/e-mail/i, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
  });
});
