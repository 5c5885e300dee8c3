import { http, TIMEOUT_MS } from '../../../../api/http';
import type { IssuerInfo } from '../../../fpt';
import type { FiledRequest, PoliceRequestView, ReceiverKind } from './policeTypes';

/** The Crime Check service's police calls (docs/API.md, Crime Check). */
const CRC_API = '/api/crc/v1';

export const POLICE_PATHS = {
  list: `${CRC_API}/police/request/list`,
  get: `${CRC_API}/police/request/get`,
  create: `${CRC_API}/police/request/create`,
  comment: `${CRC_API}/police/request/comment`,
  /** The shared issuer lookup (modules/issuer-lookup) mounted under Crime Check, service crc. */
  findByCard: `${CRC_API}/issuer/find_by_card`,
  findByAccount: `${CRC_API}/issuer/find_by_account`,
} as const;

export const POLICE_QUERY_KEYS = {
  lists: ['crc', 'police', 'list'] as const,
  request: (id: string) => ['crc', 'police', 'request', id] as const,
};

export const policeApi = {
  get: (id: string, signal?: AbortSignal): Promise<PoliceRequestView> =>
    http.post<PoliceRequestView>(POLICE_PATHS.get, { request_id: id }, { signal }),
  /** Filing waits for the routing (the issuer lookup): the longer timeout. */
  create: (body: Record<string, unknown>): Promise<FiledRequest> =>
    http.post<FiledRequest>(POLICE_PATHS.create, body, {
      timeoutMs: TIMEOUT_MS.extended,
      inlineFieldErrors: true,
    }),
  comment: (id: string, comment: string): Promise<{ ok: boolean }> =>
    http.post<{ ok: boolean }>(
      POLICE_PATHS.comment,
      { request_id: id, comment_on_fraud: comment },
      { inlineFieldErrors: true },
    ),
  /** The issuer of a card or an IBAN, as the FPT wizard finds it; silent when it cannot be found. */
  findIssuer: (type: ReceiverKind, number: string, signal?: AbortSignal): Promise<IssuerInfo> =>
    http.post<IssuerInfo>(
      type === 'account' ? POLICE_PATHS.findByAccount : POLICE_PATHS.findByCard,
      type === 'account' ? { iban: number } : { pan: number },
      { signal, expectedStatuses: [400, 403, 404] },
    ),
};
