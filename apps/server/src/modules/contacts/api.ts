import { z } from 'zod';
import {
  ATM_LIMITS,
  checkEmail,
  checkFptPhone,
  EMAIL_MAX_LENGTH,
  idNumber,
  listOf,
  listQuerySchema,
  MAX_PHONES_PER_INCIDENT,
  normalizePhone,
  objectOf,
  optionalText,
  requiredText,
} from '@afx/domain';
import { ORG_TYPES } from '../../identity/tables.js';
import { listPageSchema } from '../../platform/http/paging.js';
import { CONTACT_KIND_NAMES } from './kinds.js';

export const kindParams = z.object({ kind: z.enum(CONTACT_KIND_NAMES, { error: 'not_found' }) });

/** Search by name, MFO or EDRPOU; sorted by name unless asked otherwise. */
export const contactListQuery = listQuerySchema(
  objectOf({ query: optionalText(undefined, { max: 200 }) })
    .nullish()
    .transform((filter) => filter ?? { query: undefined }),
  ['name', 'update_dt'] as const,
  { field: 'name', order: 'ascend' },
);
export type ContactListQuery = z.output<typeof contactListQuery>;

export const contactKey = objectOf({ id: idNumber() });

/**
 * Contact details an organisation keeps: monitoring e-mail (empty clears it), phones in
 * international format without plus (at most 5), the region a police unit serves; the service
 * connection flags are for the extended code only. Absent fields stay as they are.
 */
export const contactUpdate = objectOf({
  id: idNumber(),
  monitoring_email: optionalText((value) => checkEmail(value, EMAIL_MAX_LENGTH.notification))
    .transform((value) => value ?? null)
    .optional(),
  phones: listOf(
    requiredText(checkFptPhone, { normalize: normalizePhone }),
    MAX_PHONES_PER_INCIDENT,
  ).optional(),
  region: optionalText(undefined, { max: ATM_LIMITS.textMax })
    .transform((value) => value ?? null)
    .optional(),
});
export type ContactUpdate = z.output<typeof contactUpdate>;

export const contactView = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  org_type_id: z.enum(ORG_TYPES),
  country_id: z.string(),
  mfo: z.string().nullable(),
  edrpou: z.string().nullable(),
  monitoring_email: z.string().nullable(),
  phones: z.array(z.string()),
  region: z.string().nullable(),
  /** Read-only here: the administrator connects organisations to services (/api/admin/v1). */
  fpt_connected: z.boolean(),
  card_info_connected: z.boolean(),
  mutable: z.boolean(),
  update_dt: z.string(),
});
export type ContactView = z.infer<typeof contactView>;

export const contactListPage = listPageSchema(contactView);

/** The organisation id of the path, an `integer` id as the body's ids are. */
export const monitoringEmailParams = z.object({
  org_id: z.coerce.number({ error: 'invalid_value' }).pipe(idNumber()),
});
export const monitoringEmailAnswer = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  monitoring_email: z.string().nullable(),
});
