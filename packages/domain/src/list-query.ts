import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { objectOf, oneOf, typeError } from './zod-rules.js';

/** Sort order of a list request, as antd's table names it; 'none' when the user has not sorted (spec 1 §3). */
export const SORT_ORDERS = ['ascend', 'descend', 'none'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const pageNumberSchema = z
  .int({ error: typeError })
  .min(1, { error: 'invalid_value' })
  .nullish()
  .transform((value) => value ?? DEFAULT_PAGE);

export const pageSizeSchema = z
  .int({ error: typeError })
  .min(1, { error: 'invalid_value' })
  .max(MAX_PAGE_SIZE, { error: 'invalid_value' })
  .nullish()
  .transform((value) => value ?? DEFAULT_PAGE_SIZE);

/** The sort a request may send, before the list's default fills it in. */
type RequestedSort = { sort_field?: string | null; sort_order?: SortOrder | null };

/**
 * A list request as every service takes it: page_number, page_size, sort_field (one of the
 * listed columns), sort_order and a filter; `own` adds the list's own fields beside them (the
 * invoice kind), which outside systems send at the top level.
 */
export function listQuerySchema<
  F extends z.ZodType,
  S extends readonly [string, ...string[]],
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no own fields unless given
  O extends z.core.$ZodLooseShape = {},
>(
  filter: F,
  sortFields: S,
  defaultSort: { readonly field: S[number]; readonly order: Exclude<SortOrder, 'none'> },
  own?: O,
) {
  return objectOf({
    ...(own as O),
    page_number: pageNumberSchema,
    page_size: pageSizeSchema,
    sort_field: oneOf(sortFields).nullish(),
    sort_order: oneOf(SORT_ORDERS).nullish(),
    filter,
  }).transform((query) => {
    // With `own` spread in, the generic output type no longer shows the sort fields: named here.
    const { sort_field, sort_order, ...rest } = query as typeof query & RequestedSort;
    // Spelled out: narrowing `sort_order !== 'none'` does not reach the generic output type.
    const chosen = sort_field && sort_order && sort_order !== 'none';
    return {
      ...rest,
      sort_field: (chosen ? sort_field : defaultSort.field) as S[number],
      sort_order: (chosen ? sort_order : defaultSort.order) as Exclude<SortOrder, 'none'>,
    };
  });
}

/** SQL OFFSET of a page. */
export function pageOffset(pageNumber: number, pageSize: number): number {
  return (Math.max(1, pageNumber) - 1) * pageSize;
}
