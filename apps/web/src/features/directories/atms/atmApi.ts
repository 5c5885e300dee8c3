import { http, HttpError } from '../../../api/http';
import type { CodeList, CountAnswer } from '../shared/directoryTypes';

// The ATM directory (apps/server/src/modules/atms), U1008 or E1008.
export const ATM_BASE = '/api/dal/v1';

/** An ATM as /list answers it. */
export interface AtmListRow {
  term_id: string;
  org_id: number;
  org_name: string;
  location_id: string;
  location_name: string;
  full_name: string;
  location_address: string;
  location_description: string | null;
  mutable: boolean;
  update_dt: string;
}

/** An ATM as /get, /add and /update answer it. */
export interface AtmView extends AtmListRow {
  monitoring_email: string | null;
  acq_id_list: string[];
  latitude: number | null;
  longitude: number | null;
  raw_region: string | null;
  raw_city: string | null;
  old_location_id: string | null;
  old_location_name: string | null;
  old_location_full_name: string | null;
  old_location_address: string | null;
}

export interface AtmFilter {
  term_id?: string;
  org_id?: number;
  acq_id?: string;
  location_id?: string;
  location_address?: string;
}

/** What /add and /update take (atmRecordSchema of the domain). */
export interface AtmRecordInput {
  term_id: string;
  org_id: number | undefined;
  location_id: string;
  location_address: string;
  location_description?: string;
  latitude: string | number;
  longitude: string | number;
  raw_region?: string;
  raw_city?: string;
}

/** A place of the KATOTTG codifier, as /location/list and /location/resolve answer it. */
export interface LocationView {
  id: string;
  category: string;
  name: string;
  full_name: string;
}

/** What an upload row says about its place. */
export interface LocationHint {
  katottg?: string;
  region: string;
  city: string;
}

export const atmApi = {
  get: (orgId: number, termId: string, signal?: AbortSignal) =>
    http.post<AtmView>(`${ATM_BASE}/get`, { org_id: orgId, term_id: termId }, { signal }),
  /** The stored ATM, or null when the acquirer has none with this terminal id (the server's 404). */
  find: (orgId: number, termId: string, signal?: AbortSignal): Promise<AtmView | null> =>
    http
      .post<AtmView>(
        `${ATM_BASE}/get`,
        { org_id: orgId, term_id: termId },
        { signal, expectedStatuses: [404] },
      )
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }),
  add: (record: AtmRecordInput, signal?: AbortSignal) =>
    http.post<AtmView>(`${ATM_BASE}/add`, record, { signal }),
  update: (record: AtmRecordInput, signal?: AbortSignal) =>
    http.post<AtmView>(`${ATM_BASE}/update`, record, { signal }),
  remove: (orgId: number, termId: string) =>
    http.post<CountAnswer>(`${ATM_BASE}/delete`, { org_id: orgId, term_id: termId }),
  groupUpdate: (orgId: number, list: string[]) =>
    http.post<CountAnswer>(`${ATM_BASE}/group_update`, { org_id: orgId, list }),
  groupDelete: (orgId: number, list: string[]) =>
    http.post<CountAnswer>(`${ATM_BASE}/group_delete`, { org_id: orgId, list }),
  prepareForCleanup: (orgId: number, list: string[]) =>
    http.post<CodeList>(`${ATM_BASE}/prepare_for_cleanup`, { org_id: orgId, list }),
  resolveLocation: (hint: LocationHint, signal?: AbortSignal) =>
    http.post<{ location?: LocationView | null }>(`${ATM_BASE}/location/resolve`, hint, { signal }),
};

export const ATM_PATHS = {
  organisations: `${ATM_BASE}/organization/list`,
  locations: `${ATM_BASE}/location/list`,
  history: `${ATM_BASE}/history`,
  template: '/files/dal/template_1.xlsx',
} as const;

export const ATM_TEMPLATE_FILE_NAME = 'atm_list_template.xlsx';
