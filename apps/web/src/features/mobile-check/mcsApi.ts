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
  /** The analytics' tables as xlsx (a sheet each) or CSV, under the screen's filter. */
  analyticsExport: `${MCS_API}/analytics/export`,
  organisations: `${MCS_API}/organization/list`,
} as const;

export type McsCheck = ApiAnswer<'/api/mcs/v2/check/get'>;
export type McsAnalytics = ApiAnswer<'/api/mcs/v2/analytics/checks'>;

export type McsCreateBody = { phone: string; depth_days: number; consent: boolean };

/** Every mobile-check query starts with it, the list's too: one invalidation refreshes them all. */
export const MCS_QUERY_KEY = ['mcs'] as const;

export const mcsApi = {
  create: (body: McsCreateBody) => http.post<{ id: number; status: string }>(MCS_PATHS.create, body),
  get: (id: number, signal?: AbortSignal) => http.post<McsCheck>(MCS_PATHS.get, { id }, { signal }),
  users: () => http.post<{ id: number; name: string }[]>(MCS_PATHS.users, {}),
  analytics: (filter: { date_from: string; date_to: string; org_id?: number; operator?: string }) =>
    http.post<McsAnalytics>(MCS_PATHS.analytics, { filter }),
};
