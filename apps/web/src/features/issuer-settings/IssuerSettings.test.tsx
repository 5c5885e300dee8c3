import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, serve, type Reply } from '../../../test/network';
import {
  ALPHA,
  ALPHA_CONFIG,
  FORMAT_CODES,
  FORMAT_TEST_TIMEOUT_MS,
  renderSetup,
} from '../../../test/features/smartFormats';
import { ISSUER_CONFIG_BASE, type IssuerConfigView } from './issuerSettingsApi';
import { IssuerSettings } from './IssuerSettings';

const CRC = ISSUER_CONFIG_BASE.crc;
const FPT = ISSUER_CONFIG_BASE.fpt;

/** The issuer config of a service as the server keeps it: get answers it, set replaces it. */
function configServer(base: string, start: IssuerConfigView, extra: Record<string, Reply> = {}) {
  let stored = start;
  return serve({
    [`${base}/get`]: () => stored,
    [`${base}/set`]: (body) => {
      stored = { ...stored, ...(body as Partial<IssuerConfigView>) };
      return stored;
    },
    ...extra,
  });
}

// By label and text, not by role: antd's accessibility tree is slow to compute in jsdom.
const button = (text: string) => screen.getByText(text).closest('button') as HTMLElement;
const emailBox = () => screen.getByLabelText('Notification e-mail');
const ibanSwitch = () => screen.findByLabelText('IBAN support') as Promise<HTMLButtonElement>;

describe('issuer settings (spec 3 §2.5, §5)', { timeout: FORMAT_TEST_TIMEOUT_MS }, () => {
  it('Crime Check: an unchanged e-mail sends nothing; an invalid one is refused; a new one is saved', async () => {
    const calls = configServer(CRC, ALPHA_CONFIG);
    renderSetup(<IssuerSettings service="crc" issuerId={ALPHA.orgId} />, FORMAT_CODES.crc.own, '/crc/setup');
    expect(await screen.findByText('fraud@alpha.example')).toBeTruthy();

    fireEvent.click(button('Edit'));
    fireEvent.change(emailBox(), { target: { value: ' fraud@alpha.example ' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('fraud@alpha.example')).toBeTruthy();
    expect(bodiesSentTo(calls, `${CRC}/set`)).toEqual([]);

    fireEvent.click(button('Edit'));
    fireEvent.change(emailBox(), { target: { value: '' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('required field')).toBeTruthy();
    fireEvent.change(emailBox(), { target: { value: 'not-an-address' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('invalid e-mail')).toBeTruthy();

    fireEvent.change(emailBox(), { target: { value: 'alerts@alpha.example' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Notification e-mail saved')).toBeTruthy();
    expect(await screen.findByText('alerts@alpha.example')).toBeTruthy();
    expect(bodiesSentTo(calls, `${CRC}/set`)).toEqual([
      { id: ALPHA.orgId, iban_support: false, notification_email: 'alerts@alpha.example' },
    ]);
  });

  it('FPT: IBAN support changes after the FPT confirmation, then the config is read again', async () => {
    const calls = configServer(FPT, ALPHA_CONFIG);
    renderSetup(<IssuerSettings service="fpt" issuerId={ALPHA.orgId} />, FORMAT_CODES.fpt.own);
    // The organisation's e-mail shows here too: IBAN support is saved with it.
    expect(await screen.findByText('fraud@alpha.example')).toBeTruthy();
    fireEvent.click(await ibanSwitch());
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeNull());
    const question = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(question.textContent).toContain('Change IBAN support for FPT alerts?');
    expect(bodiesSentTo(calls, `${FPT}/set`)).toEqual([]);
    fireEvent.click(within(question).getByText('Change').closest('button') as HTMLElement);
    expect(await screen.findByText('IBAN support saved')).toBeTruthy();
    expect(bodiesSentTo(calls, `${FPT}/set`)).toEqual([
      { id: ALPHA.orgId, iban_support: true, notification_email: 'fraud@alpha.example' },
    ]);
    expect(calls.map((call) => call.path)).toEqual([`${FPT}/get`, `${FPT}/set`, `${FPT}/get`]);
    await waitFor(() =>
      expect(screen.getByLabelText('IBAN support').getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('the switch is disabled without the administrator’s grant, and for whom may not flip it', async () => {
    configServer(CRC, { ...ALPHA_CONFIG, iban_access: false });
    const first = renderSetup(
      <IssuerSettings service="crc" issuerId={ALPHA.orgId} />,
      FORMAT_CODES.crc.own,
      '/crc/setup',
    );
    expect((await ibanSwitch()).disabled).toBe(true);
    expect(screen.getByText(/has not granted the organisation IBAN access/)).toBeTruthy();
    first.unmount();

    configServer(CRC, { ...ALPHA_CONFIG, can_switch_iban: false });
    renderSetup(<IssuerSettings service="crc" issuerId={ALPHA.orgId} />, FORMAT_CODES.crc.own, '/crc/setup');
    expect((await ibanSwitch()).disabled).toBe(true);
    expect(screen.getByText('Only the organisation’s manager may change IBAN support.')).toBeTruthy();
  });
});
