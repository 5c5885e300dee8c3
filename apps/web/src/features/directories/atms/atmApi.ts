import type { ApiAnswer, ApiRow } from '../../../api/contract';
import { http, type ListResult } from '../../../api/http';
import type { CodeList, CountAnswer } from '../shared/directoryTypes';

// The ATM directory (apps/server/src/modules/atms), U1008 or E1008.
export const ATM_BASE = '/api/dal/v1';

/** An ATM as /list answers it. */
export type AtmListRow = ApiRow<'/api/dal/v1/list'>;

/** An ATM as /get, /add and /update answer it. */
export type AtmView = ApiAnswer<'/api/dal/v1/get'>;

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

/** What /location/resolve answers: the place, when one matches. */
type LocationAnswer = ApiAnswer<'/api/dal/v1/location/resolve'>;

/** A place of the KATOTTG codifier, as /location/list and /location/resolve answer it. */
export type LocationView = NonNullable<LocationAnswer['location']>;

/** What an upload row says about its place. */
export interface LocationHint {
  katottg?: string;
  region: string;
  city: string;
}

export const atmApi = {
  get: (orgId: number, termId: string, signal?: AbortSignal) =>
    // A missing ATM is an answer (the record's address, the upload), not a failure to show.
    http.post<AtmView>(
      `${ATM_BASE}/get`,
      { org_id: orgId, term_id: termId },
      { signal, expectedStatuses: [404] },
    ),
  /**
   * The stored ATM, or null when the acquirer has none with this terminal id. Asked of the list
   * first: a new terminal (most rows of a first upload) must not cost a 404 from /get, which the
   * browser logs as an error whatever the client makes of it.
   */
  find: async (orgId: number, termId: string, signal?: AbortSignal): Promise<AtmView | null> => {
    // The list matches the terminal id as a prefix; sorted ascending, the exact one comes first.
    const { list } = await http.post<ListResult<AtmListRow>>(
      `${ATM_BASE}/list`,
      {
        filter: { org_id: orgId, term_id: termId },
        page_number: 1,
        page_size: 1,
        sort_field: 'term_id',
        sort_order: 'ascend',
      },
      { signal },
    );
    if (list[0]?.term_id !== termId) return null;
    return atmApi.get(orgId, termId, signal);
  },
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
    http.post<LocationAnswer>(`${ATM_BASE}/location/resolve`, hint, { signal }),
};

export const ATM_PATHS = {
  organisations: `${ATM_BASE}/organization/list`,
  locations: `${ATM_BASE}/location/list`,
  history: `${ATM_BASE}/history`,
  template: '/files/dal/template_1.xlsx',
} as const;

export const ATM_TEMPLATE_FILE_NAME = 'atm_list_template.xlsx';

/** /add and /update as the ATM dialog calls them: it puts field errors under its fields. */
export const atmDialogApi = {
  add: (record: AtmRecordInput) => http.post<AtmView>(`${ATM_BASE}/add`, record, { inlineFieldErrors: true }),
  update: (record: AtmRecordInput) =>
    http.post<AtmView>(`${ATM_BASE}/update`, record, { inlineFieldErrors: true }),
};
