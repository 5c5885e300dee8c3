// CPU per verification of a cached access token: with the token-liveness check (its answer
// remembered, as for every request but one per subject every 5 s), and with a liveness that answers
// at once (the cost of the verified-token cache alone). Alternating rounds of 100,000 calls.
// Usage: npx tsx bench/token-verify.ts
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { localBus } from '../apps/server/src/platform/events/local-bus.js';
import { type Revocation, TokenLiveness } from '../apps/server/src/platform/auth/token-liveness.js';
import { tokenVerifier } from '../apps/server/src/platform/auth/verify.js';

const CALLS = 100_000;
const ROUNDS = 6;

const pair = await generateKeyPair('RS256', { extractable: true });
const keys = createLocalJWKSet({
  keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
});
const token = await new SignJWT({
  realm_access: { roles: ['user', 'U1000'] },
  org_id: 1,
  user_id: 2,
  grant_id: 'grant-1',
  client_id: 'afx-web',
})
  .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
  .setSubject('sub-2')
  .setIssuer('bench')
  .setAudience('afx-api')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(pair.privateKey);

let queries = 0;
const liveness = new TokenLiveness(
  async () => {
    queries++;
    return true;
  },
  localBus<Revocation>(),
  { onPublishError: () => undefined },
);
const verifiers = {
  'with the liveness check': tokenVerifier({ issuer: 'bench', audience: 'afx-api', keys, liveness }),
  'cache alone': tokenVerifier({
    issuer: 'bench',
    audience: 'afx-api',
    keys,
    liveness: { isLive: async () => true },
  }),
};

const ns: Record<string, number[]> = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, verify] of Object.entries(verifiers)) {
    if (!(await verify(token))) throw new Error('token refused');
    const start = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) await verify(token);
    const used = process.cpuUsage(start);
    (ns[name] ??= []).push(((used.user + used.system) * 1000) / CALLS);
  }
}
for (const [name, runs] of Object.entries(ns)) {
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `${name}: median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ns CPU per cached verification ` +
      `(${runs.map(Math.round).join(' / ')})`,
  );
}
console.log(`liveness queries: ${queries} for ${ROUNDS * (CALLS + 1)} verifications`);
