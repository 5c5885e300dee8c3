import { z } from 'zod';
import {
  ATM_SORT_FIELDS,
  atmFilterSchema,
  atmGroupSchema,
  atmKeySchema,
  atmRecordSchema,
  checkTermId,
  DIRECTORY_DEFAULT_SORT,
  idNumber,
  listOf,
  listQuerySchema,
  objectOf,
  optionalText,
  requiredText,
  UPLOAD_SHEET_MAX_ROWS,
} from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';

export { atmGroupSchema, atmKeySchema, atmRecordSchema };

export const atmListQuery = listQuerySchema(atmFilterSchema, ATM_SORT_FIELDS, DIRECTORY_DEFAULT_SORT);

const termId = requiredText(checkTermId, {
  requiredKey: 'term_id_required',
  normalize: (value) => value.toUpperCase(),
});

/** /prepare_for_cleanup: the terminal ids an upload contained (none keeps nothing). */
export const atmCleanupSchema = objectOf({
  org_id: idNumber('select_acquirer'),
  list: listOf(termId, UPLOAD_SHEET_MAX_ROWS),
});

/** /search (other screens find an ATM by terminal id and acquirer id; FPT ids may carry zeros). */
export const atmSearchSchema = objectOf({
  term_id: termId,
  acq_id: optionalText((value) => (/^\d{1,11}$/.test(value) ? null : 'numbers_only')),
});

const atmBase = {
  term_id: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  location_id: z.string(),
  location_name: z.string(),
  full_name: z.string(),
  location_address: z.string(),
  location_description: z.string().nullable(),
};

export const atmView = z.object({
  ...atmBase,
  monitoring_email: z.string().nullable(),
  acq_id_list: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  raw_region: z.string().nullable(),
  raw_city: z.string().nullable(),
  old_location_id: z.string().nullable(),
  old_location_name: z.string().nullable(),
  old_location_full_name: z.string().nullable(),
  old_location_address: z.string().nullable(),
  mutable: z.boolean(),
  update_dt: z.string(),
});
export type AtmView = z.infer<typeof atmView>;

export const atmListRow = z.object({ ...atmBase, mutable: z.boolean(), update_dt: z.string() });
export type AtmListRow = z.infer<typeof atmListRow>;
export const atmListPage = listPageSchema(atmListRow);

export const atmSearchResult = z.object({ ...atmBase, acq_id_list: z.array(z.string()) });
export const atmSearchAnswer = listPageSchema(atmSearchResult);

/** What the upload does with a row: create a new ATM, update a mutable one, or only show it. */
export const atmProbeAnswer = z.object({
  action: z.enum(['create', 'update', 'view']),
  record: atmView.nullable(),
});

export const termIdList = listPageSchema(z.string());
