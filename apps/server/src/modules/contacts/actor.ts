import type { FastifyRequest } from 'fastify';
import { type Locale, type OrgScope, type PermissionNumber, scopeAllowsOrg } from '@afx/domain';
import { currentUser, requireAny, scopeFor } from '../../platform/auth/guard.js';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { forbidden } from '../../platform/http/errors.js';
import { requestLocale } from '../../platform/http/locale.js';
import type { ZodApp } from '../../platform/http/zod-app.js';

/** Who calls a directory service: the user, the organisations they may change, their language. */
export type Actor = { user: SessionUser; scope: OrgScope; locale: Locale };

/** The actor of a request under a permission number (403 without its U or E code). */
export function actorOf(request: FastifyRequest, service: PermissionNumber): Actor {
  return { user: currentUser(request), scope: scopeFor(request, service), locale: requestLocale(request) };
}

/**
 * Admits to the plugin's routes only callers with U{n} or E{n} (before the body is checked, so a
 * caller without them learns nothing from field errors) and answers each request's actor.
 */
export function serviceActors(app: ZodApp, service: PermissionNumber): (request: FastifyRequest) => Actor {
  app.addHook('preValidation', requireAny(`U${service}`, `E${service}`));
  return (request) => actorOf(request, service);
}

/** An E code acts on any organisation's entries, a U code on its own organisation's only. */
export const mayActOn = (actor: Actor, orgId: number): boolean => scopeAllowsOrg(actor.scope, orgId);

/** 403 unless the actor may act on the organisation's entries. */
export function assertMayActOn(actor: Actor, orgId: number): void {
  if (!mayActOn(actor, orgId)) throw forbidden();
}
