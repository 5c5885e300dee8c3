import type { JWTPayload } from 'jose';
import { LOCALES, type Locale } from '@afx/domain';
import type { SessionUser } from './session-user.js';
import type { TokenSubject } from './token-liveness.js';

/** The token claims AFX reads; the embedded provider issues them and Keycloak can be mapped to them. */
export type AfxClaims = {
  sub?: string;
  preferred_username?: string;
  name?: string;
  realm_access?: { roles?: string[] };
  org_id?: number | string;
  org_name?: string;
  user_id?: number | string;
  locale?: string;
  client_id?: string;
  azp?: string;
  /** The grant (sign-in) the embedded provider issued the token under. */
  grant_id?: string;
};

const toInt = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** Builds the session user from verified claims; null when a claim the portal needs is missing. */
export function sessionUserFromClaims(payload: JWTPayload & AfxClaims): SessionUser | null {
  const orgId = toInt(payload.org_id);
  const userId = toInt(payload.user_id);
  const roles = payload.realm_access?.roles;
  if (orgId === null || userId === null || !Array.isArray(roles) || !payload.sub) return null;
  const locale = (LOCALES as readonly string[]).includes(payload.locale ?? '')
    ? (payload.locale as Locale)
    : undefined;
  return {
    sub: payload.sub,
    login: payload.preferred_username ?? payload.sub,
    name: payload.name ?? payload.preferred_username ?? payload.sub,
    roles: roles.filter((r): r is string => typeof r === 'string'),
    user_id: userId,
    org_id: orgId,
    org_name: payload.org_name ?? '',
    locale,
    client_id: payload.client_id ?? payload.azp,
  };
}

/** What the token's use depends on besides its signature (see token-liveness.ts). */
export function tokenSubject(payload: AfxClaims, user: SessionUser): TokenSubject {
  return {
    userId: user.user_id,
    grantId: typeof payload.grant_id === 'string' ? payload.grant_id : undefined,
    clientId: user.client_id,
  };
}
