import { fireEvent, screen } from '@testing-library/react';
import { CreateAlertPage } from '../../src/features/fpt/wizard/CreateAlertPage';
import { WIZARD_PATHS, type IssuerInfo } from '../../src/features/fpt/wizard/alertWizardApi';
import type { Language } from '../../src/i18n/languages';
import { ALPHA, alphaUserWith } from '../fixtures/profiles';
import { serve, type Reply } from '../network';
import { renderInApp } from '../render';

/** Per-test time for the wizard, full of antd controls. */
export const WIZARD_TEST_TIMEOUT_MS = 30_000;

/** Numbers that pass the domain's rules: a receiver's card and IBAN, and Bank Alpha's client's card. */
export const RECEIVER_CARD = '5168755512345675';
export const RECEIVER_IBAN = 'UA213223130000026007233566001';
export const SENDER_CARD = '4149499912345673';

/** An issuer lookup's answer: Bank Beta, connected, unless overridden. */
export function issuerInfo(overrides: Partial<IssuerInfo> = {}): IssuerInfo {
  return {
    outcome: 'found',
    issuer_org_id: 3,
    issuer_org_name: 'Bank Beta',
    issuer_icon_src: null,
    issuer_country_id: 'UA',
    issuer_country_name: 'Ukraine',
    issuer_country_code_2: 'UA',
    service_enable: true,
    monitoring_email: null,
    ...overrides,
  };
}

/** Bank Alpha as the sender card's issuer. */
export const ALPHA_ISSUER = issuerInfo({ issuer_org_id: ALPHA.orgId, issuer_org_name: ALPHA.orgName });

export const FRAUD_TYPES = [
  { id: 1, name: 'Phishing site', short_name: 'Phishing', description: 'A fake site of a bank' },
  { id: 2, name: 'Vishing', short_name: 'Vishing', description: "A 'bank security service' call" },
];

export const ALPHA_EMAIL = 'fraud@alpha.example';

/**
 * The wizard's calls: the sender's card is Bank Alpha's, any other number's issuer is `recipient`;
 * the organisation's e-mail and the fraud types; whatever the test adds.
 */
export function serveWizard(recipient: IssuerInfo = issuerInfo(), extra: Record<string, Reply> = {}) {
  return serve({
    [WIZARD_PATHS.findByCard]: (body) =>
      (body as { pan: string }).pan === SENDER_CARD ? ALPHA_ISSUER : recipient,
    [WIZARD_PATHS.findByAccount]: () => recipient,
    [WIZARD_PATHS.myEmail]: () => ({ notification_email: ALPHA_EMAIL }),
    [WIZARD_PATHS.fraudTypes]: () => ({ list: FRAUD_TYPES, total_count: FRAUD_TYPES.length }),
    ...extra,
  });
}

/** The wizard at /fpt/request for alpha.analyst with these roles. */
export function renderWizard(roles: readonly string[] = ['user', 'U1005'], language: Language = 'en') {
  return renderInApp(<CreateAlertPage />, { profile: alphaUserWith(roles), path: '/fpt/request', language });
}

/**
 * A button by its visible text (antd puts icons and spaces around it). By text, not by role: the
 * accessibility tree of a page with a table is very slow in jsdom.
 */
export function button(text: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((element) => element.textContent?.trim() === text);
  if (!found) throw new Error(`No button '${text}'`);
  return found;
}

export function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Step 0 filled and Next pressed; resolves once step 1 shows the sender. */
export async function toDetails(receiver: string = RECEIVER_CARD, sender: string = SENDER_CARD) {
  type("Receiver's card or IBAN", receiver);
  type("Sender's card or IBAN", sender);
  fireEvent.click(button('Next'));
  await screen.findByText("Sender's issuer");
}
