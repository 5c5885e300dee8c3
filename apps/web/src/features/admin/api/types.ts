import type {
  AdminHistoryEntityType,
  EndpointService,
  OrganisationService,
  OrganisationType,
  PermissionCode,
} from '@afx/domain';

// The answers and bodies of /api/admin/v1 (apps/server/src/modules/admin/api.ts); the rules and
// the lists of types, services and actions are the domain's (packages/domain/src/admin).

export {
  ADMIN_HISTORY_ACTIONS as AUDIT_ACTIONS,
  ADMIN_HISTORY_ENTITY_TYPES as AUDIT_ENTITY_TYPES,
  API_CLIENT_SORT_FIELDS,
  AUDIT_SORT_FIELDS,
  ENDPOINT_SERVICES as SYSTEM_SERVICES,
  ORGANISATION_SERVICES,
  ORGANISATION_SORT_FIELDS,
  ORGANISATION_TYPES,
} from '@afx/domain';
export type {
  AdminHistoryEntityType as AuditEntityType,
  EndpointService as SystemService,
  OrganisationService,
  OrganisationType,
} from '@afx/domain';

export interface EndpointView {
  service: EndpointService;
  url: string;
  active: boolean;
  updated_at: string;
}

export interface OrganisationView {
  id: number;
  name: string;
  short_name: string;
  type: OrganisationType;
  country: string;
  edrpou: string | null;
  mfo: string | null;
  /** A data URL. */
  icon: string | null;
  email_domains: string[];
  monitoring_email: string | null;
  notification_email: string | null;
  active: boolean;
  services: Record<OrganisationService, boolean>;
  iban_access: Record<EndpointService, boolean>;
  grantable_codes: PermissionCode[];
  endpoints: EndpointView[];
  users_count: number;
  created_at: string;
}

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
  iban_access: Record<EndpointService, boolean>;
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
export interface SecretAnswer {
  secret?: string | null;
}

/** The answer of 'Send test packet'. */
export interface TestPacketAnswer {
  ok: boolean;
  http_status: number | null;
  duration_ms: number;
  answer?: string | null;
  error?: string | null;
}

export interface ApiClientView {
  client_id: string;
  name: string;
  org_id: number;
  org_name: string;
  permissions: PermissionCode[];
  active: boolean;
  created_at: string;
  last_used_at: string | null;
  user_id?: number;
  /** While the previous secret is still accepted after a rotation. */
  previous_secret_until?: string | null;
}

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
export interface ApiClientCredentials {
  client_id: string;
  client_secret: string;
}

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

export interface AuditRow {
  id: number;
  event_dt: string;
  actor: { user_id: number | null; name: string; org_id: number | null; org_name: string | null };
  entity_type: string;
  entity_key: string;
  entity_label: string | null;
  action: string;
  notes: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  readable_changes: Record<string, [string | null, string | null]> | null;
  subject_org_id: number | null;
  subject_org_name: string | null;
}
