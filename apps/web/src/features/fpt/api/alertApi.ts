import type { Locale, SetStatusRequest } from '@afx/domain';
import type { ApiRow } from '../../../api/contract';
import { fetchList, http } from '../../../api/http';
import type {
  AlertChanged,
  AlertHistoryAnswer,
  AlertIncidentAnswer,
  AlertView,
  AvailableStatusAnswer,
  GreatResetAnswer,
} from './alertTypes';

/** The fraud-transfer service's base (spec 2 §7.1). */
export const FPT_API = '/api/fpt/v2';

/** Outbound alerts are the user's organisation's; inbound ones are raised against it. */
export type AlertDirection = 'outbound' | 'inbound';

export const FPT_PATHS = {
  list: (direction: AlertDirection) => `${FPT_API}/${direction}/list`,
  get: (direction: AlertDirection) => `${FPT_API}/${direction}/get`,
  history: (direction: AlertDirection) => `${FPT_API}/${direction}/history`,
  message: (direction: AlertDirection) => `${FPT_API}/${direction}/message`,
  creators: `${FPT_API}/outbound/creator/list`,
  recipientIssuers: `${FPT_API}/outbound/issuer/list`,
  senders: `${FPT_API}/inbound/sender/list`,
  lastUsers: `${FPT_API}/inbound/last_user/list`,
  availableStatuses: `${FPT_API}/card_block/status/available`,
  setStatus: `${FPT_API}/alert/set_status`,
  createIncident: `${FPT_API}/alert/create_incident`,
  greatReset: `${FPT_API}/great_reset`,
  statuses: `${FPT_API}/status/list`,
  fraudTypes: `${FPT_API}/fraud_type/list`,
} as const;

export type FptStatus = ApiRow<'/api/fpt/v2/status/list'>;
export type FptFraudType = ApiRow<'/api/fpt/v2/fraud_type/list'>;

export const alertApi = {
  get: (direction: AlertDirection, id: string, signal?: AbortSignal): Promise<AlertView> =>
    http.post<AlertView>(FPT_PATHS.get(direction), { id }, { signal }),

  history: (direction: AlertDirection, id: string, locale: Locale): Promise<AlertHistoryAnswer> =>
    http.post<AlertHistoryAnswer>(FPT_PATHS.history(direction), { id, locale }),

  message: (direction: AlertDirection, id: string, message: string): Promise<AlertChanged> =>
    http.post<AlertChanged>(FPT_PATHS.message(direction), { id, message }),

  availableStatuses: (id: string, locale: Locale): Promise<AvailableStatusAnswer> =>
    http.post<AvailableStatusAnswer>(FPT_PATHS.availableStatuses, { id, locale }),

  setStatus: (body: SetStatusRequest): Promise<AlertChanged> =>
    http.post<AlertChanged>(FPT_PATHS.setStatus, body),

  createIncident: (id: string): Promise<AlertIncidentAnswer> =>
    http.post<AlertIncidentAnswer>(FPT_PATHS.createIncident, { id }),

  /** The spec's GET; the server also takes POST. */
  greatReset: (): Promise<GreatResetAnswer> => http.get<GreatResetAnswer>(FPT_PATHS.greatReset),

  /** A failed catalogue is empty: names then show as unknown ('-----'). */
  statuses: async (locale: Locale, signal?: AbortSignal): Promise<FptStatus[]> =>
    (await fetchList<FptStatus>(FPT_PATHS.statuses, { locale }, { signal })).list,

  fraudTypes: async (locale: Locale, signal?: AbortSignal): Promise<FptFraudType[]> =>
    (await fetchList<FptFraudType>(FPT_PATHS.fraudTypes, { locale }, { signal })).list,
};
