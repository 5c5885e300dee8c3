import type { FastifyRequest } from 'fastify';

/** Who makes an attempt, as the login log keeps it. */
export type AttemptOrigin = { ip: string | null; userAgent: string | null };

/** The address (as TRUST_PROXY lets Fastify judge it) and browser of a request. */
export const originOf = (request: FastifyRequest): AttemptOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/**
 * The per-process limit in front of every password or code check: 20 a minute per address and
 * account. Not per address alone: a bank's staff often share one outgoing address.
 */
export const ATTEMPTS_PER_MINUTE = 20;

/** The rate-limit key of an attempt on `account` (a login, or the code step's ticket). */
export const attemptKey = (ip: string, account: string): string =>
  `${ip}|${account.trim().toLowerCase().slice(0, 200)}`;
