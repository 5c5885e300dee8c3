import { z } from 'zod';
import {
  BIN_LIMITS,
  BIN_SORT_FIELDS,
  binFilterSchema,
  binGroupSchema,
  binKeySchema,
  checkBid,
  checkBin,
  checkIca,
  DIRECTORY_DEFAULT_SORT,
  idNumber,
  listOf,
  listQuerySchema,
  objectOf,
  optionalText,
  requiredText,
  triState,
  truncate,
  typeError,
  UPLOAD_SHEET_MAX_ROWS,
} from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';
import { ownerViewFields } from '../../platform/organisations/owner-view.js';

export const binListQuery = listQuerySchema(binFilterSchema, BIN_SORT_FIELDS, DIRECTORY_DEFAULT_SORT);
export { binGroupSchema, binKeySchema };

/** /group_update: the BINs of an organisation; `set` changes these fields, without it the BINs are confirmed. */
export const binGroupUpdateSchema = binGroupSchema.extend({
  set: objectOf({
    prepaid: z.boolean({ error: typeError }).nullable().optional(),
    token: z.boolean({ error: typeError }).nullable().optional(),
    notes: optionalText(undefined, { max: BIN_LIMITS.notesMax }).optional(),
  }).optional(),
});

/** /organization BIDs and ICAs. */
export const orgIdSchema = objectOf({ org_id: idNumber('select_issuer') });

/** /prepare_for_cleanup: an empty upload keeps nothing, so the list may be empty here. */
export const binCleanupSchema = objectOf({
  org_id: idNumber('select_issuer'),
  list: listOf(requiredText(checkBin, { requiredKey: 'bin_required' }), UPLOAD_SHEET_MAX_ROWS),
});

/** Rows one /upload/apply call takes: the browser sends a sheet in batches of this size. */
export const BIN_UPLOAD_BATCH = 500;

/**
 * One row of the BIN sheet as the browser parsed it (spec 3 §5 "BIN spreadsheet upload"): bin
 * 6 to 8 digits; ica and bid may be empty, else 6 and 8 digits; prepaid and token true, false or
 * unknown; notes cut to 200.
 */
export const binUploadRowSchema = objectOf({
  bin: requiredText(checkBin, { requiredKey: 'bin_required' }),
  notes: optionalText().transform((notes) =>
    notes === undefined ? undefined : truncate(notes, BIN_LIMITS.notesMax),
  ),
  ica: optionalText(checkIca),
  bid: optionalText(checkBid),
  prepaid: triState(),
  token: triState(),
});
export type BinUploadRow = z.output<typeof binUploadRowSchema>;

export const binUploadApplySchema = objectOf({
  org_id: idNumber('select_issuer'),
  rows: listOf(binUploadRowSchema, BIN_UPLOAD_BATCH),
});

/** /get_probe: what an upload row for this organisation would do; card_system_id follows from the BIN. */
export const binProbeSchema = binUploadRowSchema.extend({
  org_id: idNumber('select_issuer'),
  card_system_id: z.int({ error: typeError }).nullish(),
});

export const binView = z.object({
  bin: z.string(),
  ica: z.string().nullable(),
  bid: z.string().nullable(),
  ...ownerViewFields,
  prepaid: z.boolean().nullable(),
  token: z.boolean().nullable(),
  notes: z.string().nullable(),
  mutable: z.boolean(),
  update_dt: z.string(),
});
export type BinView = z.infer<typeof binView>;

export const binListPage = listPageSchema(binView);

/** What an upload row or a probe would do to the directory. */
export const UPLOAD_ACTIONS = ['create', 'update', 'unchanged', 'conflict', 'refused'] as const;
export type UploadAction = (typeof UPLOAD_ACTIONS)[number];

export const binProbeAnswer = z.object({ action: z.enum(UPLOAD_ACTIONS), record: binView.nullable() });

export const binConflict = z.object({
  /** The row's index in the batch. */
  row: z.number().int(),
  bin: z.string(),
  owner_org_id: z.number().int(),
  owner_org_name: z.string(),
});
export type BinConflict = z.infer<typeof binConflict>;

/** A row the BIN dialog would refuse (a Visa BIN without a BID): not written, its field and message key. */
export const binRefusal = z.object({
  /** The row's index in the batch. */
  row: z.number().int(),
  bin: z.string(),
  field: z.enum(['bid', 'ica']),
  key: z.string(),
});
export type BinRefusal = z.infer<typeof binRefusal>;

export const binUploadAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  conflicts: z.number().int(),
  conflict_list: z.array(binConflict),
  refused: z.number().int(),
  refused_list: z.array(binRefusal),
});
export type BinUploadAnswer = z.infer<typeof binUploadAnswer>;

export const codeList = listPageSchema(z.string());
