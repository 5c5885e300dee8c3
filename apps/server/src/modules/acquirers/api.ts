import { z } from 'zod';
import {
  ACQUIRER_ID_SORT_FIELDS,
  acquirerIdFilterSchema,
  acquirerIdKeySchema,
  acquirerIdRecordSchema,
  DIRECTORY_DEFAULT_SORT,
  listQuerySchema,
} from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';
import { ownerViewFields } from '../../platform/organisations/owner-view.js';

export { acquirerIdKeySchema, acquirerIdRecordSchema };

export const acquirerIdListQuery = listQuerySchema(
  acquirerIdFilterSchema,
  ACQUIRER_ID_SORT_FIELDS,
  DIRECTORY_DEFAULT_SORT,
);

export const acquirerIdView = z.object({
  id: z.string(),
  ...ownerViewFields,
  notes: z.string().nullable(),
  mutable: z.boolean(),
  update_dt: z.string(),
});
export type AcquirerIdView = z.infer<typeof acquirerIdView>;

export const acquirerIdListPage = listPageSchema(acquirerIdView);
export type AcquirerIdListQuery = z.output<typeof acquirerIdListQuery>;
