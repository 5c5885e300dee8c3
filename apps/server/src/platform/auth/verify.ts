import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { type AfxClaims, sessionUserFromClaims, tokenSubject } from './claims.js';
import type { SessionUser } from './session-user.js';
import { TokenCache, type VerifiedToken } from './token-cache.js';
import type { TokenSubject } from './token-liveness.js';

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
 * the session user, then asks whether its user, grant and API client are still live. Any failure is
 * "no user": the caller answers 401.
 *
 * A token that passed is kept until it expires, so its next requests skip the signature check (an
 * RSA verification in the crypto thread pool). They still get the current key from the issuer's key
 * set, so a retired signing key ends its tokens as before, and they still ask `liveness`, so a
 * logout, an ended session, a blocked user or a deactivated client ends them too
 * (docs/decisions/0009-token-revocation.md).
 */
export function tokenVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  liveness: { isLive(subject: TokenSubject): Promise<boolean> };
  /** The clock, for tests. */
  now?: () => number;
}): TokenVerifier {
  const verified = signedTokenVerifier(opts);
  return async (token) => {
    const hit = await verified(token);
    if (!hit) return null;
    return (await opts.liveness.isLive(hit.subject)) ? hit.user : null;
  };
}

/** The signature, issuer, audience and expiry check, with the cache of tokens that passed it. */
function signedTokenVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  now?: () => number;
}): (token: string) => Promise<Pick<VerifiedToken, 'user' | 'subject'> | null> {
  const now = opts.now ?? (() => Date.now());
  const cache = new TokenCache(CACHE_SIZE);
  return async (token) => {
    const hit = cache.get(token);
    if (hit) {
      if (now() >= hit.expiresAt) {
        cache.delete(token);
        return null;
      }
      if (await keyStillTrusted(opts.keys, token, hit)) return hit;
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
      if (!user) return null;
      const subject = tokenSubject(payload, user);
      // jose refuses `exp <= now - tolerance` in whole seconds: the same instant in milliseconds.
      if (typeof payload.exp === 'number') {
        cache.set(token, {
          user,
          subject,
          expiresAt: (payload.exp + CLOCK_TOLERANCE) * 1000,
          header: protectedHeader,
          key,
        });
      }
      return { user, subject };
    } catch {
      return null;
    }
  };
}
