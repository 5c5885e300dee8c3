import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../platform/db/pool.js';
import { signingKeys } from './tables.js';

/** A private RS256 JWK as the provider's keystore takes it. */
export type SigningJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig' };

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

/** Bumped on every change made by this process, so its own readers reload at once. */
let generation = 0;
export const signingKeysGeneration = (): number => generation;

async function newKey(db: Db): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const jwk: SigningJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  await db.insert(signingKeys).values({ kid, jwk });
  generation++;
  return kid;
}

/** The active keys, newest first: the provider signs with the first one and every one verifies. */
export async function activeSigningKeys(db: Db): Promise<SigningJwk[]> {
  const rows = await db
    .select({ jwk: signingKeys.jwk })
    .from(signingKeys)
    .where(eq(signingKeys.active, true))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
  return rows.map((r) => r.jwk as SigningJwk);
}

/** Creates the first key on a fresh database. */
export async function ensureSigningKey(db: Db): Promise<void> {
  const [any] = await db
    .select({ kid: signingKeys.kid })
    .from(signingKeys)
    .where(eq(signingKeys.active, true))
    .limit(1);
  if (!any) await newKey(db);
}

/** Adds a new active key that signs from now on; the older ones keep verifying until deactivated. */
export async function rotateSigningKey(db: Db): Promise<string> {
  return newKey(db);
}

/** Retires a key: tokens it signed stop verifying once the readers reload. */
export async function deactivateSigningKey(db: Db, kid: string): Promise<void> {
  await db
    .update(signingKeys)
    .set({ active: false })
    .where(and(eq(signingKeys.kid, kid), eq(signingKeys.active, true)));
  generation++;
}

/** The public half of a key, for JWKS and token verification. */
export function publicJwk(jwk: SigningJwk): JWK {
  const pub: JWK = {};
  for (const member of PUBLIC_MEMBERS) if (jwk[member] !== undefined) pub[member] = jwk[member];
  return pub;
}
