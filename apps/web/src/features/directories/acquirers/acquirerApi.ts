import type { ApiAnswer } from '../../../api/contract';
import { http, type ListResult } from '../../../api/http';
import type { CardSystem, CountAnswer } from '../shared/directoryTypes';

// The acquirer ID directory (apps/server/src/modules/acquirers), U1011 or E1011.
export const ACQUIRER_BASE = '/api/acquiring/v1';

export type AcquirerIdView = ApiAnswer<'/api/acquiring/v1/get'>;

export interface AcquirerIdFilter {
  acquirer_id?: string;
  org_id?: number;
}

/** What /add and /update take (acquirerIdRecordSchema of the domain). */
export interface AcquirerIdInput {
  id: string;
  card_system_id: number | undefined;
  org_id: number | undefined;
  notes?: string;
}

/** An acquirer id is identified by organisation and id; the card system travels with them. */
export interface AcquirerIdKey {
  id: string;
  card_system_id: number;
  org_id: number;
}

export const acquirerApi = {
  // A missing acquirer ID is an answer of the record's address (useRecordAddress), not a failure.
  get: (orgId: number, id: string, signal?: AbortSignal) =>
    http.post<AcquirerIdView>(
      `${ACQUIRER_BASE}/get`,
      { org_id: orgId, id },
      { signal, expectedStatuses: [404] },
    ),
  // The dialog puts field errors under its fields (useDirectoryDialog).
  add: (record: AcquirerIdInput) =>
    http.post<AcquirerIdView>(`${ACQUIRER_BASE}/add`, record, { inlineFieldErrors: true }),
  update: (record: AcquirerIdInput) =>
    http.post<AcquirerIdView>(`${ACQUIRER_BASE}/update`, record, { inlineFieldErrors: true }),
  remove: (key: AcquirerIdKey) => http.post<CountAnswer>(`${ACQUIRER_BASE}/delete`, key),
  cardSystems: (signal?: AbortSignal) =>
    http.get<ListResult<CardSystem>>(`${ACQUIRER_BASE}/card_system/list`, { signal }),
};

export const ACQUIRER_PATHS = {
  organisations: `${ACQUIRER_BASE}/organization/list`,
  history: `${ACQUIRER_BASE}/history`,
} as const;
