import {
  createLocalJWKSet,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTVerifyGetKey,
  SignJWT,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenSubject } from './token-liveness.js';
import { tokenVerifier } from './verify.js';

const issuer = 'https://afx.example/auth';
const audience = 'afx-api';
const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

let signingKey: CryptoKey;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});

/** A token of the embedded provider's shape, valid from T0 for `ttl` seconds. */
const token = (ttl = 900, claims: Record<string, unknown> = {}, aud = audience) =>
  new SignJWT({
    realm_access: { roles: ['user', 'U1000'] },
    org_id: 1,
    user_id: 2,
    preferred_username: 'alpha.analyst',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('sub-2')
    .setIssuer(issuer)
    .setAudience(aud)
    .setIssuedAt(T0 / 1000)
    .setExpirationTime(T0 / 1000 + ttl)
    .sign(signingKey);

/** A verifier on a clock the test moves, over a key set the test may swap and subjects it may end. */
function verifier() {
  const clock = { now: T0 };
  let keys: JWTVerifyGetKey = createLocalJWKSet({ keys: [publicJwk] });
  const asked: TokenSubject[] = [];
  const ended = new Set<string>();
  const verify = tokenVerifier({
    issuer,
    audience,
    keys: (header, t) => keys(header, t),
    liveness: {
      isLive: async (subject) => {
        asked.push(subject);
        return !ended.has(subject.grantId ?? '');
      },
    },
    now: () => clock.now,
  });
  return {
    verify,
    clock,
    asked,
    retireKeys: () => {
      keys = createLocalJWKSet({ keys: [] });
    },
    endGrant: (grantId: string) => ended.add(grantId),
  };
}

describe('bearer token verification with the cache of verified tokens', () => {
  it('accepts a valid token again and again as the same user', async () => {
    const { verify } = verifier();
    const t = await token();
    const first = await verify(t);
    expect(first).toMatchObject({ sub: 'sub-2', user_id: 2, org_id: 1, roles: ['user', 'U1000'] });
    expect(await verify(t)).toEqual(first);
  });

  it('refuses a cached token once it has expired (beyond the 5 s clock tolerance)', async () => {
    const { verify, clock } = verifier();
    const t = await token(60);
    expect(await verify(t)).not.toBeNull();
    clock.now = T0 + 64_000;
    expect(await verify(t)).not.toBeNull();
    clock.now = T0 + 65_000;
    expect(await verify(t)).toBeNull();
    // Refused for good, not cached again.
    expect(await verify(t)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed, though the original is cached', async () => {
    const { verify } = verifier();
    const t = await token();
    expect(await verify(t)).not.toBeNull();
    const [header, payload, signature] = t.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, realm_access: { roles: ['admin'] } })).toString(
      'base64url',
    );
    expect(await verify(`${header}.${forged}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await verify(t)).not.toBeNull();
  });

  it('refuses a cached token once its signing key is retired', async () => {
    const { verify, retireKeys } = verifier();
    const t = await token();
    expect(await verify(t)).not.toBeNull();
    retireKeys();
    expect(await verify(t)).toBeNull();
  });

  it('asks whether the subject is live on every use, and refuses a cached token once it is not', async () => {
    const { verify, asked, endGrant } = verifier();
    const t = await token(900, { grant_id: 'g-1', client_id: 'afx-web' });
    expect(await verify(t)).not.toBeNull();
    expect(await verify(t)).not.toBeNull();
    expect(asked).toEqual([
      { userId: 2, grantId: 'g-1', clientId: 'afx-web' },
      { userId: 2, grantId: 'g-1', clientId: 'afx-web' },
    ]);
    endGrant('g-1');
    expect(await verify(t)).toBeNull();
  });

  it('fails, rather than refusing the token, when its standing cannot be asked', async () => {
    const verify = tokenVerifier({
      issuer,
      audience,
      keys: createLocalJWKSet({ keys: [publicJwk] }),
      liveness: { isLive: () => Promise.reject(new Error('database unreachable')) },
      now: () => T0,
    });
    // A 500 for the request: a database outage must not sign the SPA out as a 401 would.
    await expect(verify(await token())).rejects.toThrow('database unreachable');
  });

  it('refuses a token of another audience or without the claims the portal needs', async () => {
    const { verify } = verifier();
    expect(await verify(await token(900, {}, 'other-api'))).toBeNull();
    expect(await verify(await token(900, { org_id: undefined }))).toBeNull();
  });
});
