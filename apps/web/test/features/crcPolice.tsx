import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { POLICE_PATHS } from '../../src/features/crc/police/api/policeApi';
import type { PoliceRequestRow, PoliceRequestView } from '../../src/features/crc/police/api/policeTypes';
import type { IssuerInfo } from '../../src/features/fpt/wizard/alertWizardApi';
import type { Language } from '../../src/i18n/languages';
import { analystProfileBody } from '../fixtures';
import { serve, type Reply } from '../network';
import { renderInApp } from '../render';

/** Per-test time for the police screens, full of antd controls. */
export const POLICE_TEST_TIMEOUT_MS = 30_000;

export const ACCOUNT_PROFILE_PATH = '/api/cab/v1/account/profile';

/** police.officer of the Kyiv cyber-police unit, with U22. */
export const OFFICER = analystProfileBody({
  name: 'police.officer',
  introduction: 'Ivan Petrenko',
  roles: ['user', 'U22'],
  user_id: 41,
  org_id: 7,
  org_name: 'Управління кіберполіції в м. Києві',
  org_type: 'cyber_police',
});

export const OFFICER_EMAIL = 'i.petrenko@cyberpolice.example';

/** The account profile the form's employee fields are filled from. */
export function accountProfile() {
  return {
    login: 'police.officer',
    email: OFFICER_EMAIL,
    full_name: 'Ivan Petrenko',
    position: 'Investigator',
    org_name: 'Управління кіберполіції в м. Києві',
    locale: 'en',
    totp_enabled: false,
  };
}

/** Numbers that pass the domain's rules. */
export const RECIPIENT_CARD = '5168755512345675';
export const SENDER_CARD = '4149499912345673';
export const RECIPIENT_IBAN = 'UA213223130000026007233566001';

/** An issuer lookup's answer: Bank Alpha, connected, unless overridden. */
export function issuerInfo(overrides: Partial<IssuerInfo> = {}): IssuerInfo {
  return {
    outcome: 'found',
    issuer_org_id: 2,
    issuer_org_name: 'Bank Alpha',
    issuer_icon_src: null,
    issuer_country_id: 'UA',
    issuer_country_name: 'Ukraine',
    issuer_country_code_2: 'UA',
    service_enable: true,
    monitoring_email: null,
    ...overrides,
  };
}

/** A list row of the unit's requests. */
export function requestRow(overrides: Partial<PoliceRequestRow> = {}): PoliceRequestRow {
  return {
    id: '100000000123',
    request_dt: '2026-11-20T08:15:00.000Z',
    update_dt: '2026-11-21T09:30:00.000Z',
    reg_number: '12026100000000123',
    reg_date: '19.11.2026',
    registry_type: 1,
    sender_type: 'card',
    sender_number: SENDER_CARD,
    sender_issuer_id: 3,
    sender_issuer_name: 'Bank Beta',
    recipient_type: 'card',
    recipient_number: RECIPIENT_CARD,
    recipient_issuer_id: 2,
    recipient_issuer_name: 'Bank Alpha',
    tran_time: '2026-11-18T12:00:00.000Z',
    tran_count: 1,
    total_amount: '1500.00',
    currency_code: '980',
    notes: null,
    url: null,
    alert_source_id: 7,
    alert_source_name: 'Управління кіберполіції в м. Києві',
    status_id: 4,
    last_user_name: null,
    incident_id: null,
    due_dt: '2026-11-30T08:15:00.000Z',
    overdue: false,
    ...overrides,
  };
}

/** A request as /police/request/get answers it: waiting for review, no reply. */
export function requestView(overrides: Partial<PoliceRequestView> = {}): PoliceRequestView {
  return {
    ...requestRow(),
    employee_name: 'Ivan Petrenko',
    employee_email: OFFICER_EMAIL,
    incriminated_articles: [{ article: '190', part: '4', point: null }],
    applicant_name: 'Olha Shevchenko',
    sender_issuer_icon: null,
    recipient_issuer_icon: null,
    funds_flow: [],
    incident_id2: null,
    fraud_transactions: [
      {
        date_time: '18.11.2026 12:00:00',
        amount: '1500.00',
        currency_code: '980',
      } as PoliceRequestView['fraud_transactions'][number],
    ],
    fraudster_contacts: [{ name: 'Sergii', phone: '380671234567' }],
    parent_id: null,
    related_requests: [],
    mutable: false,
    create_comment_enable: false,
    issuer_reply: null,
    history: [
      {
        event_type: 2,
        event_dt: '2026-11-20T08:15:00.000Z',
        creator: 'Ivan Petrenko',
        creator_org_name: 'Управління кіберполіції в м. Києві',
        description: 'Request filed: waiting for review',
        notes: null,
      },
    ],
    ...overrides,
  };
}

/** The police screens' calls: the account profile and the issuer lookup, then the test's own. */
export function servePolice(extra: Record<string, Reply> = {}, issuer: IssuerInfo = issuerInfo()) {
  return serve({
    [ACCOUNT_PROFILE_PATH]: () => accountProfile(),
    [POLICE_PATHS.findByCard]: () => issuer,
    [POLICE_PATHS.findByAccount]: () => issuer,
    ...extra,
  });
}

/** A police screen as police.officer signs in. */
export function renderPolice(
  element: ReactElement,
  options: {
    path: string;
    routes?: readonly string[];
    language?: Language;
    profile?: Record<string, unknown>;
  },
) {
  return renderInApp(element, {
    profile: options.profile ?? OFFICER,
    path: options.path,
    ...(options.routes ? { routes: options.routes } : {}),
    language: options.language ?? 'en',
  });
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

/** The texts of the form's field errors, in the order shown. */
export const errorsShown = (): string[] =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((element) => element.textContent ?? '');
