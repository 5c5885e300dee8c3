import { createLocalJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../platform/db/pool.js';
import { activeSigningKeys, publicJwk, signingKeysGeneration } from './signing-keys.js';

/** How long a loaded key set is trusted before a deactivation elsewhere is picked up. */
const MAX_AGE_MS = 60_000;
/** An unknown kid reloads at most this often, so forged kids cannot hammer the database. */
const MISS_RELOAD_MS = 2_000;

/**
 * Key getter for API bearer tokens over the public keys of the active signing keys in the database.
 * A new key (rotation in any process) is found on the first token that names it.
 */
export function verificationKeys(db: Db): JWTVerifyGetKey {
  let keys: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  let loadedGeneration = -1;

  const load = async (): Promise<JWTVerifyGetKey> => {
    const jwks = (await activeSigningKeys(db)).map(publicJwk);
    keys = createLocalJWKSet({ keys: jwks });
    loadedAt = Date.now();
    loadedGeneration = signingKeysGeneration();
    return keys;
  };

  return async (header, token) => {
    const stale = Date.now() - loadedAt > MAX_AGE_MS || loadedGeneration !== signingKeysGeneration();
    const current = !keys || stale ? await load() : keys;
    try {
      return await current(header, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < MISS_RELOAD_MS) throw err;
      return (await load())(header, token);
    }
  };
}
