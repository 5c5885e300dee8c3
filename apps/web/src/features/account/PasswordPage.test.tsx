import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '../../api/http';
import { http, HttpError } from '../../api/http';
import { renderAccountPage } from './accountTestKit';
import { PasswordPage } from './PasswordPage';

vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

function fillIn(fields: { current: string; next: string; repeat: string }): void {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Current password', fields.current);
  type('New password', fields.next);
  type('Repeat the new password', fields.repeat);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(http.post).mockReset();
});

// antd's forms are slow to render in jsdom; the default 5 s is too tight on a busy machine.
describe('the password page', { timeout: 20_000 }, () => {
  it('shows the rules before anything is typed', () => {
    renderAccountPage(<PasswordPage />);

    expect(screen.getByText('has at least 12 characters;')).toBeTruthy();
    expect(screen.getByText('is not the same as your login;')).toBeTruthy();
  });

  it('refuses a new password shorter than 12 characters', async () => {
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'short-pass', repeat: 'short-pass' });

    expect(await screen.findByText('The password must have at least 12 characters')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('refuses the login as the new password, whatever its case', async () => {
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'ALPHA.ANALYST', repeat: 'ALPHA.ANALYST' });

    expect(await screen.findByText('The password must not be the same as the login')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('refuses a repeat that differs from the new password', async () => {
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'correct horse battery', repeat: 'correct horse batterY' });

    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields", async () => {
    vi.mocked(http.post).mockRejectedValue(
      new HttpError(400, {
        message: 'validation failed',
        code: 'validation_failed',
        fields: { current_password: 'wrong password' },
      }),
    );
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'not-demo', next: 'correct horse battery', repeat: 'correct horse battery' });

    expect(await screen.findByText('wrong password')).toBeTruthy();
    // The form shows the field errors: the client is told to raise no message for them.
    expect(http.post).toHaveBeenCalledExactlyOnceWith(
      '/api/cab/v1/account/password',
      { current_password: 'not-demo', new_password: 'correct horse battery' },
      { inlineFieldErrors: true },
    );
    expect(screen.queryByTestId('password-changed')).toBeNull();
  });

  it('changes the password and says so', async () => {
    vi.mocked(http.post).mockResolvedValue({ ok: true });
    renderAccountPage(<PasswordPage />);

    fillIn({ current: 'demo', next: 'correct horse battery', repeat: 'correct horse battery' });

    expect(await screen.findByTestId('password-changed')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe(''));
  });
});
