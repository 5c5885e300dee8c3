import { LOCALES, objectOf, oneOf } from '@afx/domain';
import { z } from 'zod';
import { listPageSchema } from '../../platform/http/paging.js';

/** /fraud_type/list and /status/list: the language to answer in, the caller's by default. */
export const catalogueRequest = objectOf({ locale: oneOf(LOCALES).nullish() });
export type CatalogueRequest = z.output<typeof catalogueRequest>;

/** A fraud type (spec 2 §3.6). */
export const fraudTypeView = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
});
export const fraudTypeList = listPageSchema(fraudTypeView);

/** A status (spec 2 §3.6: id, code, name), with the one-line description the change form shows. */
export const statusView = z.object({
  id: z.number().int(),
  status: z.string(),
  name: z.string(),
  description: z.string(),
});
export const statusList = listPageSchema(statusView);
