import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, serve, type Reply, type ServedCall } from '../../../test/network';
import { renderAccountPage } from '../../../test/features/account';
import { PasswordPage } from './PasswordPage';

function fillIn(fields: { current: string; next: string; repeat: string }): void {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Current password', fields.current);
  type('New password', fields.next);
  type('Repeat the new password', fields.repeat);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const PASSWORD_PATH = '/api/cab/v1/account/password';

/** The password endpoint, answering as told; the calls it got. */
function servePassword(reply: Reply = () => ({ ok: true })): ServedCall[] {
  return serve({ [PASSWORD_PATH]: reply });
}

// antd's forms are slow to render in jsdom; the default 5 s is too tight on a busy machine.
describe('the password page', { timeout: 20_000 }, () => {
  it('shows the rules before anything is typed', () => {
    renderAccountPage(<PasswordPage />);

    expect(screen.getByText('has at least 12 characters;')).toBeTruthy();
    expect(screen.getByText('is not the same as your login;')).toBeTruthy();
  });

  it('refuses a new password shorter than 12 characters', async () => {
    const calls = servePassword();
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'short-pass', repeat: 'short-pass' });

    expect(await screen.findByText('The password must have at least 12 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses the login as the new password, whatever its case', async () => {
    const calls = servePassword();
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'ALPHA.ANALYST', repeat: 'ALPHA.ANALYST' });

    expect(await screen.findByText('The password must not be the same as the login')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a repeat that differs from the new password', async () => {
    const calls = servePassword();
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'correct horse battery', repeat: 'correct horse batterY' });

    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("puts the server's field errors on the fields", async () => {
    const calls = servePassword(() =>
      failure(400, 'validation failed', { current_password: 'wrong password' }),
    );
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'not-demo', next: 'correct horse battery', repeat: 'correct horse battery' });

    expect(await screen.findByText('wrong password')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', PASSWORD_PATH, { current_password: 'not-demo', new_password: 'correct horse battery' }],
    ]);
    // The form shows the field errors: the client raises no message for them.
    expect(screen.queryByText('HTTP 400 - validation failed')).toBeNull();
    expect(screen.queryByTestId('password-changed')).toBeNull();
  });

  it('changes the password and says so', async () => {
    servePassword();
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'correct horse battery', repeat: 'correct horse battery' });

    expect(await screen.findByTestId('password-changed')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe(''));
  });
});
