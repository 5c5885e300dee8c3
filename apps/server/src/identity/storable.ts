/**
 * Whether a key from a request can name a stored row at all: PostgreSQL text cannot hold NUL, and
 * looking one up fails the query (a 500) instead of finding nothing.
 */
export const storableKey = (key: string): boolean => !key.includes('\u0000');

/** Whether a value to store as jsonb holds a NUL anywhere (jsonb cannot hold one either). */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => holdsNul(k) || holdsNul(v));
  return false;
}
