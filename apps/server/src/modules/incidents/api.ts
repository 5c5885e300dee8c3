import {
  CASINO_URL_FILTER,
  INCIDENT_MUTABILITY,
  LOCALES,
  flag,
  incidentListQuerySchema,
  listQuerySchema,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
} from '@afx/domain';
import { z } from 'zod';
import { listPageSchema } from '../../platform/http/paging.js';
import { INCIDENT_CHANNELS } from './tables.js';

// The request schemas the domain does not hold (remote-search lookups, the casino list) and every
// response of the incident service.

const locale = z.object({ locale: oneOf(LOCALES).nullish() });

/**
 * The incident list query with the language of the names it answers (spec 1 §3). `lookup` marks a
 * list a screen reads by itself (the form's count of an identifier's incidents): not a person's
 * search, so never a negative-information check.
 */
export const incidentListRequest = z.intersection(
  incidentListQuerySchema,
  locale.extend({ lookup: flag().nullish() }),
);
export type IncidentListRequest = z.output<typeof incidentListRequest>;

/** An optional filter object of optional fields: absent means "no filter". */
const filterOf = <S extends z.core.$ZodLooseShape>(shape: S) => {
  const filter = objectOf(shape);
  return filter.nullish().transform((given) => given ?? filter.parse({}));
};

/** Remote-search lookups: page 1, size 10, by name ascending (spec 1 §7). */
const lookupQuery = <S extends z.core.$ZodLooseShape>(shape: S) =>
  listQuerySchema(filterOf(shape), ['name', 'id'], { field: 'name', order: 'ascend' });

const lookupName = optionalText(undefined, { max: 100 });

export const organisationListRequest = lookupQuery({ id: optionalIdNumber(), name: lookupName });

export const userListRequest = lookupQuery({
  id: optionalIdNumber(),
  name: lookupName,
  org_id: optionalIdNumber(),
});
export type UserListRequest = z.output<typeof userListRequest>;

export const CASINO_SORT_FIELDS = ['update_dt', 'id', 'event_date', 'url', 'creator_org_name'] as const;

export const casinoListRequest = listQuerySchema(
  filterOf({
    url: optionalText(undefined, { min: CASINO_URL_FILTER.min, max: CASINO_URL_FILTER.max }),
    creator_org_id: optionalIdNumber(),
    active_only: flag().nullish(),
  }),
  CASINO_SORT_FIELDS,
  { field: 'update_dt', order: 'descend' },
);
export type CasinoListRequest = z.output<typeof casinoListRequest>;

export const categoryListRequest = objectOf({ locale: oneOf(LOCALES).nullish() });
export type CategoryListRequest = z.output<typeof categoryListRequest>;

const mutable = z.enum(INCIDENT_MUTABILITY);
const phone = z.object({ number: z.string(), type: z.number().int() });
const nullableText = z.string().nullable();

export const incidentListRow = z.object({
  id: z.number().int(),
  id2: z.number().int(),
  event_date: z.string().describe('dd.MM.yyyy'),
  creator_org_id: z.number().int(),
  creator_org_name: z.string(),
  domain_id: z.number().int(),
  domain_name: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  group_id: z.number().int().nullable(),
  fullname: nullableText,
  inn: nullableText,
  phones: z.array(phone),
  passport_id: nullableText,
  egrpou: nullableText,
  org_name: nullableText,
  pan_masked: nullableText.describe('first 6, stars, last 4'),
  mutable,
});
export type IncidentListRow = z.output<typeof incidentListRow>;
export const incidentListResponse = listPageSchema(incidentListRow);

export const incidentDetailsView = z.object({
  event_date: z.string(),
  inn: nullableText,
  fullname: nullableText,
  passport_id: nullableText,
  phones: z.array(phone),
  egrpou: nullableText,
  org_name: nullableText,
  erdr_number: nullableText,
  erdr_date: nullableText,
  pan: nullableText,
  ip: nullableText,
  email: nullableText,
  url: nullableText,
  description: nullableText,
});
export type IncidentDetailsView = z.output<typeof incidentDetailsView>;

export const incidentView = z.object({
  id: z.number().int(),
  id2: z.number().int(),
  category_domain_id: z.number().int(),
  domain_name: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  group_id: z.number().int().nullable(),
  group_description: nullableText,
  forum_id: z.number().int().nullable(),
  forum_msg_id: z.number().int().nullable(),
  forum_topic_url: nullableText,
  forum_msg_url: nullableText,
  mutable,
  creator_org_id: z.number().int(),
  creator_org_name: z.string(),
  creator_user_id: z.number().int(),
  creator_user_name: z.string(),
  basis_type: z.number().int().nullable(),
  basis_id: nullableText,
  channel: z.enum(INCIDENT_CHANNELS),
  create_dt: z.string(),
  update_dt: z.string(),
  deleted: z.boolean(),
  deleted_dt: nullableText,
  deleted_reason: nullableText,
  details: incidentDetailsView,
});
export type IncidentView = z.output<typeof incidentView>;

export const incidentCreated = z.object({
  id: z.number().int(),
  id2: z.number().int(),
  forum_msg_id: z.number().int().nullable(),
  forum_msg_url: nullableText,
});

export const incidentChanged = z.object({ id: z.number().int() });

export const categoryDomainView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  category_id: z.string(),
  category_name: z.string(),
  fields: z.array(z.string()),
  required_sets: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })),
});
export type CategoryDomainView = z.output<typeof categoryDomainView>;
export const categoryDomainListResponse = listPageSchema(categoryDomainView);

export const categoryView = z.object({ id: z.string(), name: z.string(), description: z.string() });
export const categoryListResponse = listPageSchema(categoryView);

export const organisationListResponse = listPageSchema(z.object({ id: z.number().int(), name: z.string() }));
export const userListResponse = listPageSchema(
  z.object({ id: z.number().int(), name: z.string(), org_id: z.number().int() }),
);

export const casinoRow = z.object({
  id: z.number().int(),
  id2: z.number().int(),
  event_date: z.string(),
  url: nullableText,
  description: nullableText,
  creator_org_id: z.number().int(),
  creator_org_name: z.string(),
  active: z.boolean(),
  update_dt: z.string(),
});
export type CasinoRow = z.output<typeof casinoRow>;
export const casinoListResponse = listPageSchema(casinoRow);
