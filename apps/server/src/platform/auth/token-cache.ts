import type { CryptoKey, JWTHeaderParameters, KeyObject } from 'jose';
import type { SessionUser } from './session-user.js';
import type { TokenSubject } from './token-liveness.js';

/** A token that passed the full check, and what that check depended on. */
export type VerifiedToken = {
  user: SessionUser;
  /** Whose standing (user, grant, API client) is checked on every use, cached or not. */
  subject: TokenSubject;
  /** Epoch milliseconds from which the token is expired (its `exp` plus the clock tolerance). */
  expiresAt: number;
  header: JWTHeaderParameters;
  /** The key that verified the signature: a hit counts only while the issuer's keys still give it. */
  key: CryptoKey | KeyObject | Uint8Array;
};

/**
 * Verified tokens by the token string, forgetting the least recently used past `max`. The string
 * holds the signature, so a changed token is never found here.
 */
export class TokenCache {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(private readonly max: number) {}

  get(token: string): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (entry) {
      // Map keeps insertion order: moving the entry to the end makes the first one the oldest.
      this.entries.delete(token);
      this.entries.set(token, entry);
    }
    return entry;
  }

  set(token: string, entry: VerifiedToken): void {
    this.entries.delete(token);
    this.entries.set(token, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(token: string): void {
    this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
