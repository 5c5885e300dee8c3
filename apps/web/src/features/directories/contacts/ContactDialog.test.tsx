import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DIALOG_TEST_TIMEOUT_MS,
  inDialog,
  isDisabled,
  readOnlyLines,
  renderRowDialog,
} from '../../../../test/features/directoryDialogs';
import { bodiesSentTo, serve } from '../../../../test/network';
import { ALPHA, E_CODES, U_CODES } from '../../../../test/features/directories';
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
  const routes = serve({ [`${CONTACTS_BASE}/banks/update`]: () => record });
  const spies = renderRowDialog(
    ({ onClose, onChanged }) => (
      <ContactDialog kind="banks" record={record} onClose={onClose} onChanged={onChanged} />
    ),
    roles,
  );
  return { calls: routes, ...spies };
}

describe('contact dialog (U-codes their own entry, E-codes any)', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('U12 edits its own contacts but not the service flags', async () => {
    const { calls, onChanged } = open(ALPHA_CONTACT, U_CODES);
    expect(inDialog.element().textContent).toContain('Edit: Bank Alpha');
    expect(inDialog.element().textContent).toContain('305299');
    expect(isDisabled(inDialog.field('FPT connected'))).toBe(true);
    fireEvent.change(inDialog.field('Monitoring e-mail'), { target: { value: 'fraud@alpha.example' } });
    fireEvent.click(inDialog.button('Confirm') as HTMLElement);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodiesSentTo(calls, `${CONTACTS_BASE}/banks/update`)).toEqual([
      { id: ALPHA.orgId, monitoring_email: 'fraud@alpha.example', phones: ['380441234567'] },
    ]);
  });

  it('E12 sees the service flags but cannot switch them (the administrator does)', () => {
    open(ALPHA_CONTACT, E_CODES);
    expect(isDisabled(inDialog.field('FPT connected'))).toBe(true);
    expect(isDisabled(inDialog.field('Card-information service connected'))).toBe(true);
  });

  it('an entry of another organisation is view-only', () => {
    open({ ...ALPHA_CONTACT, id: 3, name: 'Bank Beta', mutable: false }, U_CODES);
    expect(inDialog.element().textContent).toContain('View: Bank Beta');
    expect(readOnlyLines()).toMatchObject({
      Name: 'Bank Beta',
      'Monitoring e-mail': 'monitoring@alpha.example',
      Phones: '+380 44 123 45 67',
    });
    // No 'separate numbers with commas' hint where nothing can be typed.
    expect(inDialog.element().textContent).not.toContain('International format without');
    expect(inDialog.button('Confirm')).toBeNull();
    expect(inDialog.button('Close')).not.toBeNull();
  });

  it('a bad e-mail gets the domain’s message', async () => {
    open(ALPHA_CONTACT, U_CODES);
    fireEvent.change(inDialog.field('Monitoring e-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(inDialog.button('Confirm') as HTMLElement);
    expect(
      await within(inDialog.element()).findByText(/e-mail/i, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
  });
});
