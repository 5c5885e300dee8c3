import { KYIV_TIME_ZONE, numberFilterToSqlLike } from '@afx/domain';
import { eq, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The instant a Kyiv day starts. "The Kyiv date of request_dt is on or after D" reads as
 * "request_dt ≥ the start of D" (before D + 1 for "on or before"): a range of the request_dt indexes,
 * where the date of each row would be computed over the whole table.
 */
export const kyivDayStart = (isoDate: string, plusDays = 0) =>
  sql`((${isoDate}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${KYIV_TIME_ZONE}'`)})`;

/**
 * A card or account number filter (spec 2 §5.2): the number itself by equality, or a mask whose star
 * stands for one digit.
 */
export function numberCondition(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  // A star stands for one digit (spec 2 §5.2); a filter the domain passed always has a pattern.
  const pattern = numberFilterToSqlLike(value) ?? value;
  // Without a star it is the number itself: equality, on the number's index (LIKE cannot use it
  // outside the C collation).
  if (!pattern.includes('_')) return eq(column, pattern);
  // A mask keeps its first 6 and last 4 (the mask index); LIKE then checks the rest.
  const first = pattern.slice(0, 6);
  const last = pattern.slice(-4);
  if (pattern.length >= 10 && !first.includes('_') && !last.includes('_'))
    return sql`left(${column}, 6) = ${first} and right(${column}, 4) = ${last} and ${column} like ${pattern}`;
  return like(column, pattern);
}
