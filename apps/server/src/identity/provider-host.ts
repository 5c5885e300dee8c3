import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import {
  activeSigningKeys,
  ensureSigningKey,
  signingKeysGeneration,
  type SigningJwk,
} from './signing-keys.js';

/** How often the signing keys are re-read, so a rotation made by another process is picked up. */
const KEY_POLL_MS = 30_000;

type Built = {
  provider: Provider;
  callback: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  kids: string;
};

/**
 * Holds the provider for the current signing keys. The provider's keystore is fixed at construction,
 * so a key change builds a new one; everything else it needs lives in the database, so nothing is lost.
 */
export class ProviderHost {
  #built: Built | undefined;
  #checkedAt = 0;
  #generation = -1;

  constructor(
    private readonly db: Db,
    private readonly build: (jwks: SigningJwk[]) => Provider,
  ) {}

  async current(): Promise<Built> {
    const fresh = Date.now() - this.#checkedAt < KEY_POLL_MS && this.#generation === signingKeysGeneration();
    if (this.#built && fresh) return this.#built;
    this.#generation = signingKeysGeneration();
    let keys = await activeSigningKeys(this.db);
    if (!keys.length) {
      await ensureSigningKey(this.db);
      keys = await activeSigningKeys(this.db);
    }
    this.#checkedAt = Date.now();
    const kids = keys.map((k) => k.kid).join(' ');
    if (this.#built?.kids !== kids) {
      const provider = this.build(keys);
      this.#built = { provider, callback: provider.callback(), kids };
    }
    return this.#built;
  }

  async provider(): Promise<Provider> {
    return (await this.current()).provider;
  }
}
