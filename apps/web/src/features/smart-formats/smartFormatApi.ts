import type { SmartFormat, SmartFormatService } from '@afx/domain';
import { http } from '../../api/http';
import type { HistoryEntry } from '../../components/history';

// The smart-zone format service (apps/server/src/modules/smart-formats), per issuer and service.
export const SMART_BASE = '/api/smart/v1';

export const SMART_PATHS = {
  organisations: `${SMART_BASE}/organization/list`,
  list: `${SMART_BASE}/format/list`,
  get: `${SMART_BASE}/format/get`,
  create: `${SMART_BASE}/format/create`,
  update: `${SMART_BASE}/format/update`,
  remove: `${SMART_BASE}/format/delete`,
  history: `${SMART_BASE}/format/history`,
} as const;

/** A row of /format/list. */
export interface FormatRow {
  n: number;
  title: string;
  disable: boolean;
  update_dt: string;
  last_user_name: string | null;
}

/** /format/get: the format and its revision. */
export type StoredFormat = SmartFormat & { n: number; update_dt: string; last_user_name: string | null };

/** Which formats a call is about: one issuer's, in one service. */
export interface FormatScope {
  issuerId: number;
  service: SmartFormatService;
}

const scopeBody = (scope: FormatScope) => ({ issuer_id: scope.issuerId, service: scope.service });

export const smartFormatApi = {
  list: async (scope: FormatScope, anyStatus: boolean, signal?: AbortSignal): Promise<FormatRow[]> => {
    const answer = await http.post<{ list?: FormatRow[] }>(
      SMART_PATHS.list,
      { ...scopeBody(scope), any_status: anyStatus },
      { signal },
    );
    return answer.list ?? [];
  },
  get: (scope: FormatScope, n: number, signal?: AbortSignal) =>
    http.post<StoredFormat>(SMART_PATHS.get, { ...scopeBody(scope), n }, { signal }),
  // The dialog puts field errors under its fields.
  create: (scope: FormatScope, format: SmartFormat) =>
    http.post<StoredFormat>(
      SMART_PATHS.create,
      { ...scopeBody(scope), smart_zone_format: format },
      { inlineFieldErrors: true },
    ),
  update: (scope: FormatScope, n: number, format: SmartFormat) =>
    http.post<StoredFormat>(
      SMART_PATHS.update,
      { ...scopeBody(scope), n, smart_zone_format: format },
      { inlineFieldErrors: true },
    ),
  remove: (scope: FormatScope, n: number) =>
    http.post<{ n: number }>(SMART_PATHS.remove, { ...scopeBody(scope), n }),
  history: async (scope: FormatScope, n: number): Promise<HistoryEntry[]> => {
    const answer = await http.post<{ list?: HistoryEntry[] }>(SMART_PATHS.history, {
      ...scopeBody(scope),
      n,
    });
    return answer.list ?? [];
  },
};
