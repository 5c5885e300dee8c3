import { z } from 'zod';
import { CATEGORY_FILTER_MAX_ITEMS, INCIDENT_BASIS_TYPES } from '../constants.js';
import { LOCALES } from '../messages/index.js';
import {
  bigIdNumber,
  idNumber,
  listOf,
  objectOf,
  oneOf,
  optionalBigIdNumber,
  optionalIdNumber,
  reportOutcome,
  requiredText,
  storableString,
} from '../zod-rules.js';
import { makeIncidentDetailsSchema } from './details.js';
import { INCIDENT_LIMITS } from './fields.js';

/** full: edit everything; half: edit all but the category; read_only: view only (spec 1 §4). */
export const INCIDENT_MUTABILITY = ['full', 'half', 'read_only'] as const;
export type IncidentMutability = (typeof INCIDENT_MUTABILITY)[number];

export function incidentEditRights(mutable: IncidentMutability): {
  readonly canEdit: boolean;
  readonly canEditCategory: boolean;
} {
  return { canEdit: mutable !== 'read_only', canEditCategory: mutable === 'full' };
}

const basisTypeSchema = z.union(
  [z.literal(INCIDENT_BASIS_TYPES.crimeCheck), z.literal(INCIDENT_BASIS_TYPES.fpt)],
  {
    error: 'invalid_value',
  },
);

/** The request bodies of the incident service (spec 1 §7). */
export function makeIncidentRequestSchemas(now: () => Date = () => new Date()) {
  const details = makeIncidentDetailsSchema(now);
  const create = objectOf({
    category_domain_id: idNumber(),
    details,
    /** The Crime Check request or FPT alert the incident comes from (spec 2 §3.10). */
    basis_type: basisTypeSchema.nullish(),
    basis_id: storableString().trim().max(80, { error: 'invalid_value' }).nullish(),
    /** Forum topic to post to when created from the forum (a1 of the create route). */
    forum_id: optionalBigIdNumber(),
    /** Chosen on upload by an E1000 user; ignored for everyone else. */
    creator_org_id: optionalIdNumber(),
    creator_user_id: optionalIdNumber(),
  });
  return {
    create,
    update: objectOf({ id: bigIdNumber(), category_domain_id: idNumber(), details }),
    /** By id2 (with the forum message of a forum link), or by id (/incidents/id/{id}, spec 1 §2). */
    get: objectOf({
      id: optionalBigIdNumber(),
      id2: optionalBigIdNumber(),
      forum_msg_id: optionalBigIdNumber(),
    }).superRefine((query, ctx) => {
      if (query.id === undefined && query.id2 === undefined) reportOutcome(ctx, 'required_field', ['id2']);
    }),
    history: objectOf({ id2: bigIdNumber() }),
    /** "Deletion reason: up to 200 characters"; deletion asks for a reason, so it is required. */
    delete: objectOf({
      id: bigIdNumber(),
      reason: requiredText(undefined, { max: INCIDENT_LIMITS.deletionReasonMax }),
    }),
    categoryDomainList: objectOf({
      filter: z
        .object({
          categories: listOf(storableString(), CATEGORY_FILTER_MAX_ITEMS).nullish(),
          domain_id: optionalIdNumber(),
        })
        .nullish(),
      locale: oneOf(LOCALES).nullish(),
    }),
  };
}

export const incidentRequestSchemas = makeIncidentRequestSchemas();
export type IncidentCreateRequest = z.output<typeof incidentRequestSchemas.create>;
export type IncidentUpdateRequest = z.output<typeof incidentRequestSchemas.update>;
