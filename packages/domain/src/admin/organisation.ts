import { z } from 'zod';
import { checkPastDate, toIsoDate } from '../dates.js';
import { EMAIL_MAX_LENGTH, checkEmail } from '../email.js';
import { listQuerySchema } from '../list-query.js';
import type { MessageKey } from '../messages/index.js';
import { type PermissionCode, isPermissionCode } from '../permissions.js';
import { checkEgrpou } from '../shared-rules.js';
import { isHttpUrl } from '../url.js';
// The audit log's entity types and actions are the users domain's (one list for the contract of issue 15).
import { ADMIN_HISTORY_ENTITY_TYPES } from '../users/user-status.js';
import {
  flag,
  idNumber,
  listOf,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
  requiredText,
  storableString,
  typeError,
} from '../zod-rules.js';

// The operator's administration (issue 15; spec 1 §6): organisations, their systems (endpoints),
// API clients and the audit log. The server's /api/admin/v1 and the admin pages check the same rules.

/** Organisation types of the exchange. */
export const ORGANISATION_TYPES = [
  'issuer',
  'acquirer',
  'cyber_police',
  'non_bank',
  'mobile_operator',
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/** The types that are banks: only they have an MFO (bank code). */
export const BANK_ORGANISATION_TYPES: readonly OrganisationType[] = ['issuer', 'acquirer'];

/** The services an organisation is connected to (its switches). */
export const ORGANISATION_SERVICES = ['fpt', 'crc', 'card_info', 'mobile_check'] as const;
export type OrganisationService = (typeof ORGANISATION_SERVICES)[number];

/**
 * The services whose packets or questions go to an organisation's own system: FPT alerts, Crime
 * Check requests, card-blocking questions (decision 0043).
 */
export const ENDPOINT_SERVICES = ['fpt', 'crc', 'cci'] as const;
export type EndpointService = (typeof ENDPOINT_SERVICES)[number];

/** The services whose searches an organisation may answer by IBAN as well as by card. */
export const IBAN_SERVICES = ['fpt', 'crc'] as const;
export type IbanService = (typeof IBAN_SERVICES)[number];

export const ORGANISATION_NAME_MAX = 200;
export const ORGANISATION_SHORT_NAME_MAX = 100;
export const ORGANISATION_EMAIL_DOMAINS_MAX = 20;
export const ADMIN_REASON_MAX = 200;
export const API_CLIENT_NAME_MAX = 100;
export const ENDPOINT_URL_MAX = 500;
/** How long an old API client secret keeps working after a rotation, in hours. */
export const API_CLIENT_OVERLAP_HOURS = { min: 0, max: 168, default: 24 } as const;
/** The icon file: PNG, JPEG or SVG, at most 200 KB. */
export const ORGANISATION_ICON_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const ORGANISATION_ICON_MAX_BYTES = 200 * 1024;

const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** An e-mail domain as users' addresses end: lower-case labels and a letter top-level domain. */
export function isEmailDomain(value: string): boolean {
  const labels = value.split('.');
  return (
    value.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1) ?? '')
  );
}

/** '@Alpha.Example ' → 'alpha.example': the form may paste it with the at sign or in capitals. */
export const normalizeEmailDomain = (value: string): string => value.trim().replace(/^@/, '').toLowerCase();

/** The MFO (bank code): 6 digits. */
export function checkMfo(value: string): MessageKey | null {
  return /^\d{6}$/.test(value) ? null : 'admin_mfo_invalid';
}

/** ISO 3166 alpha-2, upper case. */
export function checkCountryAlpha2(value: string): MessageKey | null {
  return /^[A-Z]{2}$/.test(value) ? null : 'admin_country_invalid';
}

const optionalEmail = () => optionalText((value) => checkEmail(value, EMAIL_MAX_LENGTH.notification));

const emailDomains = () =>
  listOf(
    storableString()
      .transform(normalizeEmailDomain)
      .pipe(z.string().refine(isEmailDomain, { error: 'admin_email_domain_invalid' })),
    ORGANISATION_EMAIL_DOMAINS_MAX,
  )
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

/** A permission code (U1000, E22, …); a list holds each once. */
const permissionCodes = () =>
  listOf(storableString().refine(isPermissionCode, { error: 'admin_permission_code_invalid' }), 200)
    .nullish()
    .transform((list) => [...new Set(list ?? [])] as PermissionCode[]);

const servicesSchema = objectOf({
  fpt: flag(),
  crc: flag(),
  card_info: flag(),
  mobile_check: flag(),
});
const ibanAccessSchema = objectOf({ fpt: flag(), crc: flag() });

/** An organisation's details, as the form edits them. */
const organisationShape = {
  name: requiredText(undefined, { max: ORGANISATION_NAME_MAX }),
  short_name: requiredText(undefined, { max: ORGANISATION_SHORT_NAME_MAX }),
  type: oneOf(ORGANISATION_TYPES),
  country: optionalText(checkCountryAlpha2, { normalize: (v) => v.toUpperCase() }).transform(
    (v) => v ?? 'UA',
  ),
  edrpou: optionalText(checkEgrpou),
  mfo: optionalText(checkMfo),
  email_domains: emailDomains(),
  monitoring_email: optionalEmail(),
  notification_email: optionalEmail(),
  services: servicesSchema.optional(),
  iban_access: ibanAccessSchema.optional(),
  grantable_codes: permissionCodes().optional(),
};

/** The MFO only for banks. */
function checkMfoForBanks(
  org: { type: OrganisationType; mfo?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (org.mfo && !BANK_ORGANISATION_TYPES.includes(org.type)) {
    reportOutcome(ctx, 'admin_mfo_banks_only', ['mfo']);
  }
}

/** /organisation/create: the details, and optionally the services, IBAN access and grantable codes. */
export const organisationCreateSchema = objectOf(organisationShape).superRefine(checkMfoForBanks);
export type OrganisationCreate = z.output<typeof organisationCreateSchema>;

/** /organisation/update: the whole form again, with the id. */
export const organisationUpdateSchema = objectOf({ id: idNumber(), ...organisationShape }).superRefine(
  checkMfoForBanks,
);
export type OrganisationUpdate = z.output<typeof organisationUpdateSchema>;

export const organisationKeySchema = objectOf({ id: idNumber() });

/** /organisation/activate and /deactivate: the reason is required. */
export const organisationActionSchema = objectOf({
  id: idNumber(),
  reason: requiredText(undefined, { max: ADMIN_REASON_MAX, requiredKey: 'admin_reason_required' }),
});

export const ORGANISATION_SORT_FIELDS = [
  'name',
  'short_name',
  'type',
  'edrpou',
  'users_count',
  'created_at',
] as const;

export const organisationFilterSchema = objectOf({
  text: optionalText(undefined, { max: 200 }),
  type: listOf(oneOf(ORGANISATION_TYPES), ORGANISATION_TYPES.length)
    .nullish()
    .transform((list) => list ?? []),
  active: flag().nullish(),
  service: oneOf(ORGANISATION_SERVICES).nullish(),
})
  .nullish()
  .transform((filter) => filter ?? { text: undefined, type: [], active: undefined, service: undefined });

export const organisationListQuerySchema = listQuerySchema(
  organisationFilterSchema,
  ORGANISATION_SORT_FIELDS,
  {
    field: 'name',
    order: 'ascend',
  },
);

// ---- Endpoints (an organisation's own system for a service) ----

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An endpoint's URL: https to anywhere, plain http only to this machine (the sandbox peers and tests);
 * no user name or password in it.
 */
export function checkEndpointUrl(value: string): MessageKey | null {
  if (!isHttpUrl(value)) return 'url_invalid';
  const [, scheme = '', host = ''] = /^(https?):\/\/([^/?#:]+|\[[^\]]+\])/i.exec(value) ?? [];
  if (scheme.toLowerCase() === 'https') return null;
  return LOCAL_HOSTS.has(host.toLowerCase()) ? null : 'admin_endpoint_https_only';
}

export const endpointKeySchema = objectOf({ org_id: idNumber(), service: oneOf(ENDPOINT_SERVICES) });
export const endpointSetSchema = objectOf({
  org_id: idNumber(),
  service: oneOf(ENDPOINT_SERVICES),
  url: requiredText(checkEndpointUrl, { max: ENDPOINT_URL_MAX }),
});

// ---- API clients ----

export const apiClientCreateSchema = objectOf({
  org_id: idNumber(),
  name: requiredText(undefined, { max: API_CLIENT_NAME_MAX }),
  permissions: permissionCodes(),
});
export type ApiClientCreate = z.output<typeof apiClientCreateSchema>;

export const apiClientKeySchema = objectOf({ client_id: requiredText(undefined, { max: 100 }) });

/** /api_client/disable and /enable: the reason is optional. */
export const apiClientActionSchema = objectOf({
  client_id: requiredText(undefined, { max: 100 }),
  reason: optionalText(undefined, { max: ADMIN_REASON_MAX }),
});

export const apiClientRotateSchema = objectOf({
  client_id: requiredText(undefined, { max: 100 }),
  overlap_hours: z
    .int({ error: typeError })
    .min(API_CLIENT_OVERLAP_HOURS.min, { error: 'admin_overlap_range' })
    .max(API_CLIENT_OVERLAP_HOURS.max, { error: 'admin_overlap_range' })
    .nullish()
    .transform((hours) => hours ?? API_CLIENT_OVERLAP_HOURS.default),
});

export const API_CLIENT_SORT_FIELDS = [
  'name',
  'client_id',
  'org_name',
  'created_at',
  'last_used_at',
] as const;

export const apiClientFilterSchema = objectOf({
  text: optionalText(undefined, { max: 200 }),
  org_id: optionalIdNumber(),
  active: flag().nullish(),
})
  .nullish()
  .transform((filter) => filter ?? { text: undefined, org_id: undefined, active: undefined });

export const apiClientListQuerySchema = listQuerySchema(apiClientFilterSchema, API_CLIENT_SORT_FIELDS, {
  field: 'created_at',
  order: 'descend',
});

// ---- The audit log ----

const auditDate = () => optionalText((value) => checkPastDate(value, new Date()));

export const auditFilterSchema = objectOf({
  text: optionalText(undefined, { max: 200 }),
  entity_type: oneOf(ADMIN_HISTORY_ENTITY_TYPES).nullish(),
  action: optionalText(undefined, { max: 50 }),
  actor_user_id: optionalIdNumber(),
  org_id: optionalIdNumber(),
  event_date_from: auditDate(),
  event_date_to: auditDate(),
})
  .superRefine((filter, ctx) => {
    const from = filter.event_date_from ? toIsoDate(filter.event_date_from) : null;
    const to = filter.event_date_to ? toIsoDate(filter.event_date_to) : null;
    if (from && to && from > to) reportOutcome(ctx, 'admin_date_range_invalid', ['event_date_to']);
  })
  .nullish()
  .transform(
    (filter) =>
      filter ?? {
        text: undefined,
        entity_type: undefined,
        action: undefined,
        actor_user_id: undefined,
        org_id: undefined,
        event_date_from: undefined,
        event_date_to: undefined,
      },
  );

export const AUDIT_SORT_FIELDS = ['event_dt'] as const;

export const auditListQuerySchema = listQuerySchema(auditFilterSchema, AUDIT_SORT_FIELDS, {
  field: 'event_dt',
  order: 'descend',
});
