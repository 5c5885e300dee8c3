import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { type AfxClaims, sessionUserFromClaims } from './claims.js';
import type { SessionUser } from './session-user.js';
import { TokenCache, type VerifiedToken } from './token-cache.js';

export type TokenVerifier = (token: string) => Promise<SessionUser | null>;

/** Seconds of clock skew allowed between the issuer and this server. */
const CLOCK_TOLERANCE = 5;
/** Tokens kept verified: far more than the users signed in at once, a few MB at most. */
const CACHE_SIZE = 10_000;

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

/** Whether the issuer's keys still give the key that verified a cached token (not retired since). */
async function keyStillTrusted(keys: JWTVerifyGetKey, token: string, hit: VerifiedToken): Promise<boolean> {
  const [header = '', payload = '', signature = ''] = token.split('.');
  try {
    return (await keys(hit.header, { protected: header, payload, signature })) === hit.key;
  } catch {
    return false;
  }
}

/**
 * Checks signature (RS256/ES256 from the issuer's keys), issuer, audience and expiry, then builds
 * the session user. Any failure is "no user": the caller answers 401.
 *
 * A token that passed is kept until it expires, so its next requests skip the signature check (an
 * RSA verification in the crypto thread pool). They still get the current key from the issuer's key
 * set, so a retired signing key ends its tokens as before. Tokens carry no more than their claims:
 * a blocked user keeps a token until it expires, with or without the cache, and gets no new one
 * (the identity provider refuses sign-in and refresh).
 */
export function tokenVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** The clock, for tests. */
  now?: () => number;
}): TokenVerifier {
  const now = opts.now ?? (() => Date.now());
  const cache = new TokenCache(CACHE_SIZE);
  return async (token) => {
    const hit = cache.get(token);
    if (hit) {
      if (now() >= hit.expiresAt) {
        cache.delete(token);
        return null;
      }
      if (await keyStillTrusted(opts.keys, token, hit)) return hit.user;
      cache.delete(token);
    }
    try {
      const { payload, protectedHeader, key } = await jwtVerify<AfxClaims>(token, opts.keys, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: CLOCK_TOLERANCE,
        currentDate: new Date(now()),
      });
      const user = sessionUserFromClaims(payload);
      // jose refuses `exp <= now - tolerance` in whole seconds: the same instant in milliseconds.
      if (user && typeof payload.exp === 'number') {
        cache.set(token, {
          user,
          expiresAt: (payload.exp + CLOCK_TOLERANCE) * 1000,
          header: protectedHeader,
          key,
        });
      }
      return user;
    } catch {
      return null;
    }
  };
}
