import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Lower case, one kind of apostrophe, single spaces: so 'Солом'янський' finds 'Солом’янський'. */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’ʼ'`′‘]/g, '’')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern that finds values starting with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/** Case-insensitive substring: lower() on both sides, as the trigram indexes are built. */
export function containsIgnoringCase(column: AnyPgColumn, value: string): SQL {
  return sql`lower(${column}) like lower(${containsPattern(value.trim())})`;
}
