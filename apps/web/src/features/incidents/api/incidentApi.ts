import type { Locale } from '@afx/domain';
import type { ApiBody } from '../../../api/contract';
import { fetchList, http, type ListResult } from '../../../api/http';
import type {
  CategoryDomain,
  IncidentCategory,
  IncidentChanged,
  IncidentCreated,
  IncidentCreateRequest,
  IncidentListQuery,
  IncidentListRow,
  IncidentUpdateRequest,
  IncidentView,
} from './incidentTypes';

/** The incident service's base (ARCHITECTURE.md "Service groups and base paths"). */
export const INCIDENTS_API = '/api/incidents/v1';

export const INCIDENT_PATHS = {
  list: `${INCIDENTS_API}/incident/list`,
  get: `${INCIDENTS_API}/incident/get`,
  history: `${INCIDENTS_API}/incident/history`,
  create: `${INCIDENTS_API}/incident/create`,
  update: `${INCIDENTS_API}/incident/update`,
  delete: `${INCIDENTS_API}/incident/delete`,
  categoryDomains: `${INCIDENTS_API}/incident_category_domain/list`,
  categories: `${INCIDENTS_API}/incident_category/list`,
  organisations: `${INCIDENTS_API}/organization/list`,
  users: `${INCIDENTS_API}/user/list`,
  casinos: `${INCIDENTS_API}/casino/list`,
} as const;

/** The upload template, a static file saved under the spec's name (spec 1 §7). */
export const TEMPLATE_PATH = '/files/itm/template_1.xlsx';
export const TEMPLATE_FILE_NAME = 'incident_list_template.xlsx';

/** Which incident to read: by id2 (with a forum link's message) or by id (/incidents/id/{id}). */
export type IncidentKey = { id2: number; forum_msg_id?: number } | { id: number };

export const incidentApi = {
  /** A failed search shows an empty list and total 0 (spec 1 §8). */
  list: (
    query: IncidentListQuery,
    locale: Locale,
    signal?: AbortSignal,
  ): Promise<ListResult<IncidentListRow>> =>
    fetchList<IncidentListRow>(INCIDENT_PATHS.list, { ...query, locale }, { signal }),

  /** A missing incident (404) is told in the drawer, not as an error message. */
  get: (key: IncidentKey, signal?: AbortSignal): Promise<IncidentView> =>
    http.post<IncidentView>(INCIDENT_PATHS.get, key, { signal, expectedStatuses: [404] }),

  // The drawer puts field errors under its fields (useSaveIncident).
  create: (body: IncidentCreateRequest): Promise<IncidentCreated> =>
    http.post<IncidentCreated>(INCIDENT_PATHS.create, body, { inlineFieldErrors: true }),

  update: (body: IncidentUpdateRequest): Promise<IncidentChanged> =>
    http.post<IncidentChanged>(INCIDENT_PATHS.update, body, { inlineFieldErrors: true }),

  remove: (body: ApiBody<'/api/incidents/v1/incident/delete'>): Promise<IncidentChanged> =>
    http.post<IncidentChanged>(INCIDENT_PATHS.delete, body),

  /** A failed category-domain list is an empty list (spec 1 §8). */
  categoryDomains: async (locale: Locale, signal?: AbortSignal): Promise<CategoryDomain[]> =>
    (await fetchList<CategoryDomain>(INCIDENT_PATHS.categoryDomains, { locale }, { signal })).list,

  categories: async (locale: Locale, signal?: AbortSignal): Promise<IncidentCategory[]> =>
    (await fetchList<IncidentCategory>(INCIDENT_PATHS.categories, { locale }, { signal })).list,
};
