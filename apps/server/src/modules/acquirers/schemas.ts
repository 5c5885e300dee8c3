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

export { acquirerIdKeySchema, acquirerIdRecordSchema };

export const acquirerIdListQuery = listQuerySchema(
  acquirerIdFilterSchema,
  ACQUIRER_ID_SORT_FIELDS,
  DIRECTORY_DEFAULT_SORT,
);

export const acquirerIdView = z.object({
  id: z.string(),
  card_system_id: z.number().int(),
  card_system_name: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  org_country_id: z.string(),
  org_country_name: z.string(),
  monitoring_email: z.string().nullable(),
  notes: z.string().nullable(),
  mutable: z.boolean(),
  update_dt: z.string(),
});
export type AcquirerIdView = z.infer<typeof acquirerIdView>;

export const acquirerIdListPage = listPageSchema(acquirerIdView);
export const countAnswer = z.object({ count: z.number().int() });
export type AcquirerIdListQuery = z.output<typeof acquirerIdListQuery>;
