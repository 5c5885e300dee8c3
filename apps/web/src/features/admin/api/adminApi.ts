import { http } from '../../../api/http';
import type { HistoryEntry } from '../../../components/history';
import type {
  ApiClientCredentials,
  ApiClientInput,
  OrganisationInput,
  OrganisationView,
  SecretAnswer,
  SystemService,
  TestPacketAnswer,
} from './types';

/** The operator's service (role admin). */
export const ADMIN_API = '/api/admin/v1';

export const ADMIN_PATHS = {
  organisationList: `${ADMIN_API}/organisation/list`,
  organisationGet: `${ADMIN_API}/organisation/get`,
  organisationCreate: `${ADMIN_API}/organisation/create`,
  organisationUpdate: `${ADMIN_API}/organisation/update`,
  organisationHistory: `${ADMIN_API}/organisation/history`,
  organisationActivate: `${ADMIN_API}/organisation/activate`,
  organisationDeactivate: `${ADMIN_API}/organisation/deactivate`,
  organisationIcon: `${ADMIN_API}/organisation/icon`,
  endpointSet: `${ADMIN_API}/organisation/endpoint/set`,
  endpointRotate: `${ADMIN_API}/organisation/endpoint/rotate_secret`,
  endpointRemove: `${ADMIN_API}/organisation/endpoint/remove`,
  endpointTest: `${ADMIN_API}/organisation/endpoint/test`,
  apiClientList: `${ADMIN_API}/api_client/list`,
  apiClientCreate: `${ADMIN_API}/api_client/create`,
  apiClientRotate: `${ADMIN_API}/api_client/rotate_secret`,
  apiClientDisable: `${ADMIN_API}/api_client/disable`,
  apiClientEnable: `${ADMIN_API}/api_client/enable`,
  apiClientHistory: `${ADMIN_API}/api_client/history`,
  auditList: `${ADMIN_API}/audit/list`,
  /** Any user of any organisation, for the audit's actor filter (the manager service answers the admin). */
  userList: '/api/manager/v1/user/list',
  /** One user by id: the actor filter's label when the address names a user. */
  userGet: '/api/manager/v1/user/get',
} as const;

/** The test packet waits up to 10 s for the organisation's system; the call a little longer. */
const TEST_PACKET_TIMEOUT_MS = 15_000;

const historyOf = async (path: string, key: Record<string, unknown>): Promise<HistoryEntry[]> => {
  const answer = await http.post<{ list?: HistoryEntry[] }>(path, key);
  return answer.list ?? [];
};

export const adminApi = {
  getOrganisation: (id: number, signal?: AbortSignal) =>
    http.post<OrganisationView>(ADMIN_PATHS.organisationGet, { id }, { signal }),
  // The organisation an address names: a missing one is the address's answer (useRecordAddress),
  // not a failure to show.
  getAddressedOrganisation: (id: number, signal: AbortSignal) =>
    http.post<OrganisationView>(ADMIN_PATHS.organisationGet, { id }, { signal, expectedStatuses: [404] }),
  // The form puts field errors under its fields.
  createOrganisation: (input: OrganisationInput) =>
    http.post<OrganisationView>(ADMIN_PATHS.organisationCreate, input, { inlineFieldErrors: true }),
  updateOrganisation: (input: OrganisationInput & { id: number }) =>
    http.post<OrganisationView>(ADMIN_PATHS.organisationUpdate, input, { inlineFieldErrors: true }),
  activateOrganisation: (id: number, reason: string) =>
    http.post<OrganisationView>(ADMIN_PATHS.organisationActivate, { id, reason }),
  deactivateOrganisation: (id: number, reason: string) =>
    http.post<OrganisationView>(ADMIN_PATHS.organisationDeactivate, { id, reason }),
  /** The icon as a multipart upload: the organisation's id and the image. */
  uploadIcon: (id: number, file: File) => {
    const form = new FormData();
    form.append('id', String(id));
    form.append('file', file, file.name);
    return http.postForm<OrganisationView>(ADMIN_PATHS.organisationIcon, form);
  },
  organisationHistory: (id: number) => historyOf(ADMIN_PATHS.organisationHistory, { id }),

  setEndpoint: (orgId: number, service: SystemService, url: string) =>
    http.post<SecretAnswer | undefined>(
      ADMIN_PATHS.endpointSet,
      { org_id: orgId, service, url },
      { inlineFieldErrors: true },
    ),
  rotateEndpointSecret: (orgId: number, service: SystemService) =>
    http.post<SecretAnswer>(ADMIN_PATHS.endpointRotate, { org_id: orgId, service }),
  removeEndpoint: (orgId: number, service: SystemService) =>
    http.post<unknown>(ADMIN_PATHS.endpointRemove, { org_id: orgId, service }),
  testEndpoint: (orgId: number, service: SystemService) =>
    http.post<TestPacketAnswer>(
      ADMIN_PATHS.endpointTest,
      { org_id: orgId, service },
      { timeoutMs: TEST_PACKET_TIMEOUT_MS },
    ),

  createApiClient: (input: ApiClientInput) =>
    http.post<ApiClientCredentials>(ADMIN_PATHS.apiClientCreate, input, { inlineFieldErrors: true }),
  rotateApiClientSecret: (clientId: string, overlapHours: number) =>
    http.post<Partial<ApiClientCredentials> & SecretAnswer>(ADMIN_PATHS.apiClientRotate, {
      client_id: clientId,
      overlap_hours: overlapHours,
    }),
  disableApiClient: (clientId: string) =>
    http.post<unknown>(ADMIN_PATHS.apiClientDisable, { client_id: clientId }),
  enableApiClient: (clientId: string) =>
    http.post<unknown>(ADMIN_PATHS.apiClientEnable, { client_id: clientId }),
  apiClientHistory: (clientId: string) => historyOf(ADMIN_PATHS.apiClientHistory, { client_id: clientId }),
};
