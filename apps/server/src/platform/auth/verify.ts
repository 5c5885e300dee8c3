import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { type AfxClaims, sessionUserFromClaims } from './claims.js';
import type { SessionUser } from './session-user.js';

export type TokenVerifier = (token: string) => Promise<SessionUser | null>;

/** The signing keys of an outside issuer (Keycloak), found through its discovery document. */
export function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keys: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    if (!keys) {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery failed: HTTP ${res.status}`);
      const { jwks_uri } = (await res.json()) as { jwks_uri: string };
      keys = createRemoteJWKSet(new URL(jwks_uri));
    }
    return keys(header, token);
  };
}

/**
 * Checks signature (RS256/ES256 from the issuer's keys), issuer, audience and expiry, then builds
 * the session user. Any failure is "no user": the caller answers 401.
 */
export function tokenVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify<AfxClaims>(token, opts.keys, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: 5,
      });
      return sessionUserFromClaims(payload);
    } catch {
      return null;
    }
  };
}
