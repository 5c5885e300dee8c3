import type { FastifyRequest } from 'fastify';
import type { Locale, OrgScope, PermissionNumber } from '@afx/domain';
import { currentUser, scopeFor } from '../../platform/auth/guard.js';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { requestLocale } from '../../platform/http/locale.js';

/** Who calls a directory service: the user, the organisations they may change, their language. */
export type Actor = { user: SessionUser; scope: OrgScope; locale: Locale };

/** The actor of a request under a permission number (403 without its U or E code). */
export function actorOf(request: FastifyRequest, service: PermissionNumber): Actor {
  return { user: currentUser(request), scope: scopeFor(request, service), locale: requestLocale(request) };
}
