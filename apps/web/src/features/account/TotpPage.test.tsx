import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '../../api/http';
import { http } from '../../api/http';
import { answer, renderAccountPage } from './accountTestKit';
import { TotpPage } from './TotpPage';

vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const PROFILE = {
  login: 'alpha.analyst',
  email: 'olena.koval@alpha.example',
  full_name: 'Olena Koval',
  position: 'Analyst',
  org_name: 'Bank Alpha',
  locale: 'en',
  totp_enabled: false,
};
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/AFX:alpha.analyst?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=AFX',
  qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
};

function enterCode(code: string, button: string): void {
  fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(http.get).mockImplementation(answer(PROFILE));
  vi.mocked(http.post).mockReset();
  vi.mocked(http.delete).mockReset();
});

describe('the authenticator page', { timeout: 20_000 }, () => {
  it('goes from not set up through enrolment and confirmation to on, and back off', async () => {
    vi.mocked(http.post).mockImplementation((path) =>
      Promise.resolve(path.endsWith('/totp/enrol') ? ENROLMENT : { ok: true }),
    );
    vi.mocked(http.delete).mockResolvedValue({ ok: true });
    renderAccountPage(<TotpPage />);

    expect((await screen.findByTestId('totp-status')).textContent).toBe('not set up');
    fireEvent.click(screen.getByRole('button', { name: /Set up an authenticator/ }));

    const qr = await screen.findByRole<HTMLImageElement>('img', { name: /QR code/ });
    expect(qr.src).toBe(ENROLMENT.qr_data_url);
    expect(screen.getByTestId('totp-secret').textContent).toContain('JBSW Y3DP EHPK 3PXP');
    expect(http.post).toHaveBeenCalledWith('/api/cab/v1/account/totp/enrol');

    enterCode('12a3456', 'Confirm');
    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('on'));
    expect(http.post).toHaveBeenCalledWith(
      '/api/cab/v1/account/totp/verify',
      { code: '123456' },
      { inlineFieldErrors: true },
    );

    enterCode('654321', 'Turn off');
    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('not set up'));
    expect(http.delete).toHaveBeenCalledExactlyOnceWith(
      '/api/cab/v1/account/totp',
      { code: '654321' },
      { inlineFieldErrors: true },
    );
  });

  it('asks for six digits before confirming', async () => {
    vi.mocked(http.post).mockImplementation(() => Promise.resolve(ENROLMENT));
    renderAccountPage(<TotpPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Set up an authenticator/ }));
    await screen.findByTestId('totp-qr');

    enterCode('123', 'Confirm');

    expect(await screen.findByText('Enter 6 digits')).toBeTruthy();
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('returns to not set up when the enrolment is cancelled', async () => {
    vi.mocked(http.post).mockImplementation(() => Promise.resolve(ENROLMENT));
    renderAccountPage(<TotpPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Set up an authenticator/ }));
    await screen.findByTestId('totp-qr');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByTestId('totp-status').textContent).toBe('not set up');
    expect(screen.queryByTestId('totp-qr')).toBeNull();
  });

  it('offers removal by password when the authenticator is on', async () => {
    vi.mocked(http.get).mockImplementation(answer({ ...PROFILE, totp_enabled: true }));
    vi.mocked(http.delete).mockResolvedValue({ ok: true });
    renderAccountPage(<TotpPage />);

    expect((await screen.findByTestId('totp-status')).textContent).toBe('on');
    fireEvent.click(screen.getByRole('radio', { name: 'the password' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('not set up'));
    expect(http.delete).toHaveBeenCalledExactlyOnceWith(
      '/api/cab/v1/account/totp',
      { password: 'demo' },
      { inlineFieldErrors: true },
    );
  });
});
