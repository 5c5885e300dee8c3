import type { IssuerReply, Locale } from '@afx/domain';
import type { ApiAnswer } from '../../../api/contract';
import { http } from '../../../api/http';
import type { CrcGreatResetAnswer, CrcHistoryAnswer, CrcIncidentAnswer, CrcRequest } from './types';

/** The Crime Check service's base (spec 2 §7.2). */
export const CRC_API = '/api/crc/v1';

export const CRC_PATHS = {
  list: `${CRC_API}/alert/list`,
  get: `${CRC_API}/alert/get`,
  history: `${CRC_API}/alert/history`,
  inProcess: (id: string) => `${CRC_API}/issuer/in_process/${encodeURIComponent(id)}`,
  reply: `${CRC_API}/issuer/reply`,
  comment: `${CRC_API}/issuer/comment`,
  assign: `${CRC_API}/issuer/assign`,
  createIncident: `${CRC_API}/alert/create_incident`,
  senders: `${CRC_API}/sender/list`,
  recipients: `${CRC_API}/recipient/list`,
  lastUsers: `${CRC_API}/last_user/list`,
  greatReset: `${CRC_API}/great_reset`,
  defaultAcquirer: `${CRC_API}/acquirer/default`,
} as const;

/** The reply or rejection as sent: the domain's reply plus the update time the user saw. */
export type CrcReplyBody = IssuerReply & { update_dt: string };

export const crcApi = {
  get: (id: string, signal?: AbortSignal): Promise<CrcRequest> =>
    http.post<CrcRequest>(CRC_PATHS.get, { request_id: id }, { signal }),

  history: (id: string, locale: Locale): Promise<CrcHistoryAnswer> =>
    http.post<CrcHistoryAnswer>(CRC_PATHS.history, { request_id: id, locale }),

  /** The spec's GET; the server also takes POST. */
  takeIntoProcess: (id: string): Promise<CrcRequest> => http.get<CrcRequest>(CRC_PATHS.inProcess(id)),

  reply: (body: CrcReplyBody): Promise<CrcRequest> => http.post<CrcRequest>(CRC_PATHS.reply, body),

  comment: (id: string, comment: string): Promise<ApiAnswer<'/api/crc/v1/issuer/comment'>> =>
    http.post(CRC_PATHS.comment, { request_id: id, comment_on_fraud: comment }),

  assign: (id: string, issuerId: number): Promise<CrcRequest> =>
    http.post<CrcRequest>(CRC_PATHS.assign, { request_id: id, issuer_id: issuerId }),

  createIncident: (id: string): Promise<CrcIncidentAnswer> =>
    http.post<CrcIncidentAnswer>(CRC_PATHS.createIncident, { request_id: id }),

  greatReset: (): Promise<CrcGreatResetAnswer> => http.get<CrcGreatResetAnswer>(CRC_PATHS.greatReset),

  /** The bank's first acquirer id, which a reply's new transaction starts with (spec 2 §7.2). */
  defaultAcquirer: (signal?: AbortSignal): Promise<ApiAnswer<'/api/crc/v1/acquirer/default'>> =>
    http.post(CRC_PATHS.defaultAcquirer, {}, { signal }),
};
