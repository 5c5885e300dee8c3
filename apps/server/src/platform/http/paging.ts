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

/** Splits rows that carry `total` (see totalCount) into a list page. */
export function toListPage<T extends { total: number }>(rows: T[]): ListPage<Omit<T, 'total'>> {
  return {
    list: rows.map(({ total: _total, ...rest }) => rest),
    total_count: rows[0]?.total ?? 0,
  };
}
