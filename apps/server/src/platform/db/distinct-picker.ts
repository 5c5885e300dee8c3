import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { organisations } from '../../identity/tables.js';
import { type ListPage, listPage, totalCount } from '../http/paging.js';
import type { Executor } from './pool.js';

/** The organisation a picker names (a request's or an alert's issuer). */
export const pickedOrganisation = alias(organisations, 'picked_org');

/**
 * What a list filter's remote search offers: an id column and its name — a person stored on the
 * row, or an organisation the row points at (`orgOf`, named through `pickedOrganisation`).
 */
export type PickerColumns = { id: AnyPgColumn; name: AnyPgColumn; orgOf?: AnyPgColumn };

export type PickerWindow = {
  limit: number;
  offset: number;
  order?: { by: 'id' | 'name'; direction: 'ascend' | 'descend' };
};

/** The distinct people or organisations of a list's rows that match `where`, a page of them by name. */
export async function pickDistinct(
  db: Executor,
  table: PgTable,
  columns: PickerColumns,
  where: SQL | undefined,
  window: PickerWindow,
): Promise<ListPage<{ id: number; name: string }>> {
  const picked = db
    .selectDistinct({
      id: sql<number>`${columns.id}`.mapWith(Number).as('id'),
      name: sql<string>`${columns.name}`.as('name'),
    })
    .from(table)
    .leftJoin(pickedOrganisation, columns.orgOf ? eq(pickedOrganisation.id, columns.orgOf) : sql`false`)
    .where(and(where, isNotNull(columns.id)))
    .as('picked');
  const order = window.order ?? { by: 'name', direction: 'ascend' };
  return listPage(window, ({ limit, offset }) =>
    db
      .select({ id: picked.id, name: picked.name, total: totalCount })
      .from(picked)
      .orderBy(
        (order.direction === 'ascend' ? asc : desc)(order.by === 'id' ? picked.id : picked.name),
        asc(picked.id),
      )
      .limit(limit)
      .offset(offset),
  );
}
