import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serve, type ServedCall } from '../../../test/network';
import { renderAccountPage } from '../../../test/features/account';
import { TotpPage } from './TotpPage';

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

const BASE = '/api/cab/v1/account';

/** The account service as the page uses it: the profile, enrolment, confirmation and removal. */
function serveTotp(profile = PROFILE): ServedCall[] {
  return serve({
    [`${BASE}/profile`]: () => profile,
    [`${BASE}/totp/enrol`]: () => ENROLMENT,
    [`${BASE}/totp/verify`]: () => ({ ok: true }),
    [`${BASE}/totp`]: () => ({ ok: true }),
  });
}

/** The calls other than reading the profile: method, path and body. */
const changes = (calls: readonly ServedCall[]) =>
  calls.filter((call) => call.path !== `${BASE}/profile`).map((call) => [call.method, call.path, call.body]);

describe('the authenticator page', { timeout: 20_000 }, () => {
  it('goes from not set up through enrolment and confirmation to on, and back off', async () => {
    const calls = serveTotp();
    renderAccountPage(<TotpPage />);

    expect((await screen.findByTestId('totp-status')).textContent).toBe('not set up');
    fireEvent.click(screen.getByRole('button', { name: /Set up an authenticator/ }));

    const qr = await screen.findByRole<HTMLImageElement>('img', { name: /QR code/ });
    expect(qr.src).toBe(ENROLMENT.qr_data_url);
    expect(screen.getByTestId('totp-secret').textContent).toContain('JBSW Y3DP EHPK 3PXP');
    expect(changes(calls)).toEqual([['POST', `${BASE}/totp/enrol`, {}]]);

    enterCode('12a3456', 'Confirm');
    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('on'));
    expect(changes(calls).at(-1)).toEqual(['POST', `${BASE}/totp/verify`, { code: '123456' }]);

    enterCode('654321', 'Turn off');
    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('not set up'));
    expect(changes(calls).filter(([method]) => method === 'DELETE')).toEqual([
      ['DELETE', `${BASE}/totp`, { code: '654321' }],
    ]);
  });

  it('asks for six digits before confirming', async () => {
    const calls = serveTotp();
    renderAccountPage(<TotpPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Set up an authenticator/ }));
    await screen.findByTestId('totp-qr');

    enterCode('123', 'Confirm');

    expect(await screen.findByText('Enter 6 digits')).toBeTruthy();
    expect(changes(calls)).toEqual([['POST', `${BASE}/totp/enrol`, {}]]);
  });

  it('returns to not set up when the enrolment is cancelled', async () => {
    serveTotp();
    renderAccountPage(<TotpPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Set up an authenticator/ }));
    await screen.findByTestId('totp-qr');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByTestId('totp-status').textContent).toBe('not set up');
    expect(screen.queryByTestId('totp-qr')).toBeNull();
  });

  it('offers removal by password when the authenticator is on', async () => {
    const calls = serveTotp({ ...PROFILE, totp_enabled: true });
    renderAccountPage(<TotpPage />);

    expect((await screen.findByTestId('totp-status')).textContent).toBe('on');
    fireEvent.click(screen.getByRole('radio', { name: 'the password' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(screen.getByTestId('totp-status').textContent).toBe('not set up'));
    expect(changes(calls)).toEqual([['DELETE', `${BASE}/totp`, { password: 'demo' }]]);
  });
});
