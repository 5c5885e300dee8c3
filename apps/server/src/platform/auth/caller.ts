import type { FastifyRequest } from 'fastify';
import { type Locale, type PermissionNumber, orgScope, scopeAllowsOrg } from '@afx/domain';
import { forbidden } from '../http/errors.js';
import { requestLocale } from '../http/locale.js';
import { currentUser } from './guard.js';
import type { SessionUser } from './session-user.js';

/**
 * Who makes a request, as every service receives it: the signed-in user from the token (id,
 * organisation, role names and permission codes), the language to answer in (the request's, which
 * may differ from the token's) and the language the user saved in the profile, if any.
 */
export type Caller = Omit<SessionUser, 'locale'> & { locale: Locale; savedLocale: Locale | null };

const built = new WeakMap<FastifyRequest, Caller>();

/** The caller of a request that passed authentication (401 otherwise), built once per request. */
export function callerOf(request: FastifyRequest): Caller {
  let caller = built.get(request);
  if (!caller) {
    const user = currentUser(request);
    caller = { ...user, locale: requestLocale(request), savedLocale: user.locale ?? null };
    built.set(request, caller);
  }
  return caller;
}

/** An E code acts on any organisation's entries under its service number, a U code on its own only. */
export const mayActOn = (caller: Caller, service: PermissionNumber, orgId: number): boolean =>
  scopeAllowsOrg(orgScope(caller, service), orgId);

/** 403 unless the caller may act on the organisation's entries under the service number. */
export function assertMayActOn(caller: Caller, service: PermissionNumber, orgId: number): void {
  if (!mayActOn(caller, service, orgId)) throw forbidden();
}
