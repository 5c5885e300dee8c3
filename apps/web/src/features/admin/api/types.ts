import type { PermissionCode } from '@afx/domain';

// The answers and bodies of /api/admin/v1 (apps/server/src/modules/admin), written from the
// contract of issue 15; the generated OpenAPI types replace them once the module is mounted.

/** Organisation types of the exchange (spec: issuer bank, acquirer, cyber police, non-bank, mobile operator). */
export const ORGANISATION_TYPES = [
  'issuer',
  'acquirer',
  'cyber_police',
  'non_bank',
  'mobile_operator',
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/** The services an organisation is connected to. */
export const ORGANISATION_SERVICES = ['fpt', 'crc', 'card_info', 'mobile_check'] as const;
export type OrganisationService = (typeof ORGANISATION_SERVICES)[number];

/** The services whose IBAN access the administrator grants, and whose system (endpoint) it sets. */
export const SYSTEM_SERVICES = ['fpt', 'crc'] as const;
export type SystemService = (typeof SYSTEM_SERVICES)[number];

export interface EndpointView {
  service: SystemService;
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
  iban_access: Record<SystemService, boolean>;
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
  iban_access: Record<SystemService, boolean>;
  grantable_codes: PermissionCode[];
}

export interface OrganisationFilter {
  text?: string;
  type?: OrganisationType;
  service?: OrganisationService;
  active?: boolean;
}

export const ORGANISATION_SORT_FIELDS = [
  'name',
  'short_name',
  'type',
  'country',
  'users_count',
  'created_at',
] as const;

/** The signing secret of a system, shown once. */
export interface SecretAnswer {
  secret?: string;
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
  /** While the previous secret is still accepted after a rotation. */
  previous_secret_until?: string | null;
}

export interface ApiClientFilter {
  org_id?: number;
  active?: boolean;
}

export const API_CLIENT_SORT_FIELDS = ['name', 'org_name', 'created_at', 'last_used_at'] as const;

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

/** Entity types of the audit log (the domain's ADMIN_HISTORY_ENTITY_TYPES). */
export const AUDIT_ENTITY_TYPES = ['user', 'organisation', 'api_client', 'service_endpoint'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The actions of each entity type (the contract of issue 15). */
export const AUDIT_ACTIONS: Readonly<Record<AuditEntityType, readonly string[]>> = {
  user: [
    'create',
    'update',
    'reinvite',
    'activate',
    'block',
    'remove',
    'recover',
    'block_by_admin',
    'unblock',
    'change_email',
    'registration_completed',
    'password_reset',
  ],
  organisation: ['create', 'update', 'activate', 'deactivate', 'services', 'codes'],
  api_client: ['create', 'rotate_secret', 'disable', 'enable'],
  service_endpoint: ['set', 'rotate_secret', 'remove', 'test_packet'],
};

export interface AuditFilter {
  text?: string;
  entity_type?: AuditEntityType;
  action?: string;
  actor_user_id?: number;
  org_id?: number;
  /** dd.MM.yyyy, Kyiv. */
  event_date_from?: string;
  event_date_to?: string;
}

export const AUDIT_SORT_FIELDS = ['event_dt'] as const;

export interface AuditRow {
  id: number;
  event_dt: string;
  actor: { user_id: number | null; name: string | null; org_id: number | null; org_name: string | null };
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
