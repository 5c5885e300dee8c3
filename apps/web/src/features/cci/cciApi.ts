import type { CardInfoRequest } from '@afx/domain';
import type { ApiAnswer, ApiBody } from '../../api/contract';
import { http, TIMEOUT_MS } from '../../api/http';

// The card-blocking information service (spec 3 §7), under /api/cci/v1.
const CCI_BASE = '/api/cci/v1';

export const CCI_PATHS = {
  findIssuer: `${CCI_BASE}/issuer/find`,
  info: `${CCI_BASE}/info`,
  list: `${CCI_BASE}/request/list`,
  export: `${CCI_BASE}/request/export`,
  users: `${CCI_BASE}/user/list`,
} as const;

export type CciIssuer = ApiAnswer<typeof CCI_PATHS.findIssuer>;
export type CciAnswerView = ApiAnswer<typeof CCI_PATHS.info>;
export type CciRequestRow = ApiAnswer<typeof CCI_PATHS.list>['list'][number];
export type CciUser = ApiAnswer<typeof CCI_PATHS.users>['list'][number];

export const cciApi = {
  findIssuer: (pan: string): Promise<CciIssuer> =>
    http.post<CciIssuer>(CCI_PATHS.findIssuer, { pan } satisfies ApiBody<typeof CCI_PATHS.findIssuer>),
  // The issuer's system has the spec's 60 s.
  info: (body: CardInfoRequest): Promise<CciAnswerView> =>
    http.post<CciAnswerView>(CCI_PATHS.info, body satisfies ApiBody<typeof CCI_PATHS.info>, {
      timeoutMs: TIMEOUT_MS.long,
    }),
  users: async (signal?: AbortSignal): Promise<CciUser[]> =>
    (await http.post<ApiAnswer<typeof CCI_PATHS.users>>(CCI_PATHS.users, {}, { signal })).list,
};
