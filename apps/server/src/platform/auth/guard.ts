import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAny, type OrgScope, orgScope, type PermissionCode, type PermissionNumber } from '@afx/domain';
import { forbidden, unauthorized } from '../http/errors.js';
import type { SessionUser } from './session-user.js';

/** The signed-in user of a request that passed authentication. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Route guard: the caller holds one of the codes (admin holds all), else 403. */
export function requireAny(...codes: PermissionCode[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!hasAny(currentUser(request), codes)) throw forbidden();
  };
}

/** Route guard for a role (manager pages). */
export function requireRole(role: 'manager' | 'admin'): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (!user.roles.includes(role) && !user.roles.includes('admin')) throw forbidden();
  };
}

/**
 * Which organisations the caller may act on for a service number: any (E code or admin) or only its own
 * (U code). 403 when it holds neither.
 */
export function scopeFor(request: FastifyRequest, service: PermissionNumber): OrgScope {
  const scope = orgScope(currentUser(request), service);
  if (!scope) throw forbidden();
  return scope;
}
