import { http } from '../../../api/http';
import type { HistoryEntry } from '../../../components/history';
import type {
  ManagedUserActionBody,
  ManagedUserCreate,
  ManagedUserOptions,
  ManagedUserUpdate,
  ManagedUserView,
} from './types';

/** The organisation managers' API (spec 1 §2, §6; issue 15). */
export const MANAGER_API = '/api/manager/v1';

export const USER_PATHS = {
  list: `${MANAGER_API}/user/list`,
  export: `${MANAGER_API}/user/export`,
  get: `${MANAGER_API}/user/get`,
  create: `${MANAGER_API}/user/create`,
  update: `${MANAGER_API}/user/update`,
  action: `${MANAGER_API}/user/action`,
  history: `${MANAGER_API}/user/history`,
  options: `${MANAGER_API}/user/options`,
  /** The administrator's organisation picker (apps/server/src/modules/admin). */
  organisations: '/api/admin/v1/organisation/list',
} as const;

/** The forms put field errors under their fields (applyServerFieldErrors). */
const INLINE = { inlineFieldErrors: true } as const;

export const userApi = {
  // The user an address names: a missing one (or another organisation's) is the address's answer
  // (useRecordAddress), not a failure to show.
  get: (id: number, signal?: AbortSignal) =>
    http.post<ManagedUserView>(USER_PATHS.get, { id }, { signal, expectedStatuses: [404] }),
  /** The caller's organisation, or the administrator's chosen one. */
  options: (orgId: number | undefined, signal?: AbortSignal) =>
    http.post<ManagedUserOptions>(USER_PATHS.options, orgId === undefined ? {} : { org_id: orgId }, {
      signal,
    }),
  create: (body: ManagedUserCreate) => http.post<ManagedUserView>(USER_PATHS.create, body, INLINE),
  update: (body: ManagedUserUpdate) => http.post<ManagedUserView>(USER_PATHS.update, body, INLINE),
  action: (body: ManagedUserActionBody) => http.post<ManagedUserView>(USER_PATHS.action, body, INLINE),
  history: async (id: number): Promise<HistoryEntry[]> => {
    const answer = await http.post<{ list?: HistoryEntry[] }>(USER_PATHS.history, { id });
    return answer.list ?? [];
  },
};

/** The react-query keys of the page. */
export const USER_QUERY_KEYS = {
  list: 'manager-users',
  /** The user of the address ({list}/id/{id}). */
  addressed: 'manager-user',
  options: (orgId: number | undefined) => ['manager-user-options', orgId ?? 'own'] as const,
};
