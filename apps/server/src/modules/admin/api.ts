import { z } from 'zod';
import {
  ADMIN_HISTORY_ENTITY_TYPES,
  ENDPOINT_SERVICES,
  ORGANISATION_TYPES,
  apiClientActionSchema,
  apiClientCreateSchema,
  apiClientKeySchema,
  apiClientListQuerySchema,
  apiClientRotateSchema,
  auditListQuerySchema,
  endpointKeySchema,
  endpointSetSchema,
  organisationActionSchema,
  organisationCreateSchema,
  organisationKeySchema,
  organisationListQuerySchema,
  organisationUpdateSchema,
} from '@afx/domain';
import { readableChangesSchema } from '../../platform/history/history-list.js';
import { listPageSchema } from '../../platform/http/paging.js';

export {
  apiClientActionSchema,
  apiClientCreateSchema,
  apiClientKeySchema,
  apiClientListQuerySchema,
  apiClientRotateSchema,
  auditListQuerySchema,
  endpointKeySchema,
  endpointSetSchema,
  organisationActionSchema,
  organisationCreateSchema,
  organisationKeySchema,
  organisationListQuerySchema,
  organisationUpdateSchema,
};

export type OrganisationListQuery = z.output<typeof organisationListQuerySchema>;
export type ApiClientListQuery = z.output<typeof apiClientListQuerySchema>;
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

const services = z.object({
  fpt: z.boolean(),
  crc: z.boolean(),
  card_info: z.boolean(),
  mobile_check: z.boolean(),
});

/** An organisation as the administrator sees it (contract of issue 15). */
export const organisationView = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
  country: z.string(),
  edrpou: z.string().nullable(),
  mfo: z.string().nullable(),
  /** A data URL (image/png, image/jpeg or image/svg+xml), or none. */
  icon: z.string().nullable(),
  email_domains: z.array(z.string()),
  monitoring_email: z.string().nullable(),
  notification_email: z.string().nullable(),
  active: z.boolean(),
  services,
  iban_access: z.object({ fpt: z.boolean(), crc: z.boolean() }),
  grantable_codes: z.array(z.string()),
  endpoints: z.array(
    z.object({
      service: z.enum(ENDPOINT_SERVICES),
      url: z.string(),
      active: z.boolean(),
      updated_at: z.string(),
    }),
  ),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type OrganisationView = z.infer<typeof organisationView>;
export const organisationListPage = listPageSchema(organisationView);

/** A new or rotated endpoint secret: shown once, never again. */
export const endpointSecretAnswer = z.object({ secret: z.string().nullable() });

/** 'Send test packet': what the receiver did with it. */
export const testPacketAnswer = z.object({
  ok: z.boolean(),
  http_status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  answer: z.string().nullable(),
  error: z.string().nullable(),
});

export const apiClientView = z.object({
  client_id: z.string(),
  name: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  user_id: z.number().int(),
  permissions: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** After a rotation: until when the previous secret still works. */
  previous_secret_until: z.string().nullable(),
});
export type ApiClientView = z.infer<typeof apiClientView>;
export const apiClientListPage = listPageSchema(apiClientView);

/** A new client or a rotated secret: the secret is shown once. */
export const apiClientSecretAnswer = z.object({ client_id: z.string(), client_secret: z.string() });

export const auditEntryView = z.object({
  id: z.number().int(),
  event_dt: z.string(),
  actor: z.object({
    user_id: z.number().int().nullable(),
    name: z.string(),
    org_id: z.number().int().nullable(),
    org_name: z.string().nullable(),
  }),
  entity_type: z.enum(ADMIN_HISTORY_ENTITY_TYPES),
  entity_key: z.string(),
  /** What the key names: the user's login, the organisation's or client's name. */
  entity_label: z.string().nullable(),
  action: z.string(),
  notes: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  readable_changes: readableChangesSchema,
  subject_org_id: z.number().int().nullable(),
  subject_org_name: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
export const auditListPage = listPageSchema(auditEntryView);
