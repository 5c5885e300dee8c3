import { pageOffset } from '@afx/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** Every list answers `{ list, total_count }`. */
export type ListPage<T> = { list: T[]; total_count: number };

export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total_count: z.number().int() });

/** LIMIT/OFFSET of a validated list request. */
export function pageWindow(q: { page_number: number; page_size: number }): { limit: number; offset: number } {
  return { limit: q.page_size, offset: pageOffset(q.page_number, q.page_size) };
}

/**
 * ORDER BY for a validated list request: the requested column (from an allow-list of columns) and a
 * tie-breaker so pages never overlap.
 */
export function orderBy<F extends string>(
  q: { sort_field: F; sort_order: 'ascend' | 'descend' },
  columns: Record<F, AnyPgColumn | SQL>,
  tieBreaker: AnyPgColumn,
): SQL[] {
  const dir = q.sort_order === 'ascend' ? asc : desc;
  return [dir(columns[q.sort_field]), dir(tieBreaker)];
}

/** `count(*) over ()`: the total of a filtered list in the same query as its page. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

/** A list's query for one window of rows, each row carrying `total` (see totalCount). */
export type PageQuery<T extends { total: number }> = (window: {
  limit: number;
  offset: number;
}) => PromiseLike<T[]>;

/**
 * One page of a list and its real total. The total rides on the page's rows, so a page past the
 * last one has nothing to carry it: then the same query, asked for its first row, tells it.
 */
export async function listPage<T extends { total: number }>(
  window: { limit: number; offset: number },
  query: PageQuery<T>,
): Promise<ListPage<Omit<T, 'total'>>> {
  const rows = await query(window);
  const carrier = rows[0] ?? (window.offset > 0 ? (await query({ limit: 1, offset: 0 }))[0] : undefined);
  return { list: rows.map(({ total: _total, ...rest }) => rest), total_count: carrier?.total ?? 0 };
}
