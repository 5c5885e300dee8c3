/**
 * Whether a key from a request can name a stored row at all: PostgreSQL text cannot hold NUL, and
 * looking one up fails the query (a 500) instead of finding nothing.
 */
export const storableKey = (key: string): boolean => !key.includes('\u0000');
