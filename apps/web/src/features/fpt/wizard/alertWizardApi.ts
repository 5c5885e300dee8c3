import type { BlockRequest, Locale, ReceiverType } from '@afx/domain';
import type { ApiAnswer, ApiBody } from '../../../api/contract';
import { http, TIMEOUT_MS } from '../../../api/http';

// The FPT service the wizard calls (spec 2 §7.1), under /api/fpt/v2.
const FPT_BASE = '/api/fpt/v2';

export const WIZARD_PATHS = {
  findByCard: `${FPT_BASE}/issuer/find_by_card`,
  findByAccount: `${FPT_BASE}/issuer/find_by_account`,
  fraudTypes: `${FPT_BASE}/fraud_type/list`,
  myEmail: `${FPT_BASE}/my_email`,
  create: `${FPT_BASE}/alert/create`,
} as const;

/** The issuer of a card or an account, with the outcome the info blocks switch on. */
export type IssuerInfo = ApiAnswer<typeof WIZARD_PATHS.findByCard>;
type FraudTypeRow = ApiAnswer<typeof WIZARD_PATHS.fraudTypes>['list'][number];

/** POST /alert/create: the block request of spec 2 §3.3, as makeBlockRequestSchema answers it. */
type CreateAlertBody = BlockRequest & ApiBody<typeof WIZARD_PATHS.create>;
/** The new alert's UUID v7 and status. */
export type CreatedAlert = ApiAnswer<typeof WIZARD_PATHS.create>;

export const alertWizardApi = {
  findIssuer: (type: ReceiverType, number: string): Promise<IssuerInfo> =>
    type === 'account'
      ? http.post<IssuerInfo>(WIZARD_PATHS.findByAccount, {
          iban: number,
        } satisfies ApiBody<typeof WIZARD_PATHS.findByAccount>)
      : http.post<IssuerInfo>(WIZARD_PATHS.findByCard, {
          pan: number,
        } satisfies ApiBody<typeof WIZARD_PATHS.findByCard>),
  fraudTypes: async (locale: Locale, signal?: AbortSignal): Promise<FraudTypeRow[]> => {
    const body: ApiBody<typeof WIZARD_PATHS.fraudTypes> = { locale };
    const answer = await http.post<ApiAnswer<typeof WIZARD_PATHS.fraudTypes>>(WIZARD_PATHS.fraudTypes, body, {
      signal,
    });
    return answer.list;
  },
  /** The organisation's notification e-mail, '' when it has none. */
  myEmail: async (signal?: AbortSignal): Promise<string> => {
    const answer = await http.get<ApiAnswer<typeof WIZARD_PATHS.myEmail, 'get'>>(WIZARD_PATHS.myEmail, {
      signal,
    });
    return answer.notification_email ?? '';
  },
  // Creation waits for the issuer's system: the spec's longer 15 s.
  create: (body: CreateAlertBody): Promise<CreatedAlert> =>
    http.post<CreatedAlert>(WIZARD_PATHS.create, body, { timeoutMs: TIMEOUT_MS.extended }),
};
