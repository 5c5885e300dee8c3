import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the code step may follow the password step. */
const TICKET_TTL_MS = 5 * 60_000;

const mac = (key: string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/**
 * Proof carried from the password step to the code step of one interaction: which user passed the
 * password, bound to the interaction uid and short-lived. Signed, so it needs no server state.
 */
export function issueTicket(
  key: string,
  uid: string,
  userId: number,
  now = Date.now(),
  ttlMs = TICKET_TTL_MS,
): string {
  const body = `${userId}.${now + ttlMs}`;
  return `${body}.${mac(key, `${uid}.${body}`).toString('base64url')}`;
}

/** The user id a ticket vouches for, or null when forged, expired or for another interaction. */
export function readTicket(key: string, uid: string, ticket: string, now = Date.now()): number | null {
  const [user, expires, signature] = ticket.split('.');
  if (!user || !expires || !signature || !/^\d+$/.test(user) || !/^\d+$/.test(expires)) return null;
  const expected = mac(key, `${uid}.${user}.${expires}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) > now ? Number(user) : null;
}
