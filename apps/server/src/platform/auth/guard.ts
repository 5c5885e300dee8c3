import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAny, type PermissionCode, type PermissionNumber } from '@afx/domain';
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
 * Route guard of a service's routes: U{n} or E{n} (admin holds all), else 403. Added as a
 * preValidation hook, so a caller without the codes learns nothing from field errors.
 */
export const requireService = (service: PermissionNumber): preHandlerAsyncHookHandler =>
  requireAny(`U${service}`, `E${service}`);
