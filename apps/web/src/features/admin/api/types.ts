import type {
  AdminHistoryEntityType,
  IbanService,
  OrganisationService,
  OrganisationType,
  PermissionCode,
} from '@afx/domain';
import type { ApiAnswer, ApiRow } from '../../../api/contract';

// The answers of /api/admin/v1 from the generated OpenAPI types (`npm run api:types`), the bodies
// the pages send; the rules and the lists of types, services and actions are the domain's.

export {
  ADMIN_HISTORY_ACTIONS as AUDIT_ACTIONS,
  ADMIN_HISTORY_ENTITY_TYPES as AUDIT_ENTITY_TYPES,
  API_CLIENT_SORT_FIELDS,
  AUDIT_SORT_FIELDS,
  ENDPOINT_SERVICES as SYSTEM_SERVICES,
  IBAN_SERVICES,
  ORGANISATION_SERVICES,
  ORGANISATION_SORT_FIELDS,
  ORGANISATION_TYPES,
} from '@afx/domain';
export type {
  AdminHistoryEntityType as AuditEntityType,
  EndpointService as SystemService,
  IbanService,
  OrganisationService,
  OrganisationType,
} from '@afx/domain';

export type EndpointView = OrganisationView['endpoints'][number];

/** An organisation as the administrator sees it. */
export type OrganisationView = ApiAnswer<'/api/admin/v1/organisation/get'>;

/** What /organisation/create takes (/update: the same with its id). */
export interface OrganisationInput {
  name: string;
  short_name: string;
  type: OrganisationType;
  country: string;
  edrpou: string | null;
  mfo: string | null;
  email_domains: string[];
  monitoring_email: string | null;
  notification_email: string | null;
  services: Record<OrganisationService, boolean>;
  iban_access: Record<IbanService, boolean>;
  grantable_codes: PermissionCode[];
}

/** The organisation list's filter as the address keeps it: one type at most. */
export interface OrganisationFilter {
  text?: string;
  type?: OrganisationType;
  service?: OrganisationService;
  active?: boolean;
}

/** The filter /organisation/list takes: the types as a list. */
export type OrganisationRequestFilter = Omit<OrganisationFilter, 'type'> & { type?: OrganisationType[] };

export const organisationRequestFilterOf = ({
  type,
  ...rest
}: OrganisationFilter): OrganisationRequestFilter => (type ? { ...rest, type: [type] } : rest);

/** The signing secret of a system, shown once. */
export type SecretAnswer = ApiAnswer<'/api/admin/v1/organisation/endpoint/set'>;

/** The answer of 'Send test packet'. */
export type TestPacketAnswer = ApiAnswer<'/api/admin/v1/organisation/endpoint/test'>;

export type ApiClientView = ApiRow<'/api/admin/v1/api_client/list'>;

export interface ApiClientFilter {
  /** The client's name or id. */
  text?: string;
  org_id?: number;
  active?: boolean;
}

export interface ApiClientInput {
  org_id: number;
  name: string;
  permissions: PermissionCode[];
}

/** The client id and its secret, shown once. */
export type ApiClientCredentials = ApiAnswer<'/api/admin/v1/api_client/create'>;

export interface AuditFilter {
  text?: string;
  entity_type?: AdminHistoryEntityType;
  action?: string;
  actor_user_id?: number;
  org_id?: number;
  /** dd.MM.yyyy, Kyiv. */
  event_date_from?: string;
  event_date_to?: string;
}

export type AuditRow = ApiRow<'/api/admin/v1/audit/list'>;
