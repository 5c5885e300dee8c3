import type { ApiAnswer } from '../../api/contract';
import { http } from '../../api/http';

/** The mobile check service's base (exchange.md). */
export const MCS_API = '/api/mcs/v2';

export const MCS_PATHS = {
  create: `${MCS_API}/check/create`,
  get: `${MCS_API}/check/get`,
  list: `${MCS_API}/check/list`,
  export: `${MCS_API}/check/export`,
  users: `${MCS_API}/check/users`,
  analytics: `${MCS_API}/analytics/checks`,
  organisations: `${MCS_API}/organization/list`,
} as const;

export type McsCheck = ApiAnswer<'/api/mcs/v2/check/get'>;
export type McsCheckList = ApiAnswer<'/api/mcs/v2/check/list'>;
export type McsAnalytics = ApiAnswer<'/api/mcs/v2/analytics/checks'>;

export type McsCreateBody = { phone: string; depth_days: number; consent: boolean };

export type McsListFilter = {
  phone?: string;
  date_from?: string;
  date_to?: string;
  sim_changed?: string;
  user_id?: number;
};

export const MCS_QUERY_KEY = ['mcs'] as const;

export const mcsApi = {
  create: (body: McsCreateBody) => http.post<{ id: number; status: string }>(MCS_PATHS.create, body),
  get: (id: number, signal?: AbortSignal) => http.post<McsCheck>(MCS_PATHS.get, { id }, { signal }),
  list: (filter: McsListFilter, page: number, signal?: AbortSignal) =>
    http.post<McsCheckList>(MCS_PATHS.list, { filter, page_number: page, page_size: 20 }, { signal }),
  users: () => http.post<{ id: number; name: string }[]>(MCS_PATHS.users, {}),
  analytics: (filter: { date_from: string; date_to: string; org_id?: number; operator?: string }) =>
    http.post<McsAnalytics>(MCS_PATHS.analytics, { filter }),
};
