import type Provider from 'oidc-provider';
import type { Revocation } from '../platform/auth/token-liveness.js';
import type { Db } from '../platform/db/pool.js';
import { revokeSessions } from './sessions.js';

/**
 * Tells every server process that grants have ended, so the access tokens issued under them are
 * refused at once (TokenLiveness.revoked; it never throws).
 */
export type AnnounceRevocation = (revocation: Revocation) => Promise<void>;

/**
 * The provider ends a grant on logout (either answer of the logout page), when its refresh token is
 * revoked, and when a refresh token is reused; its `grant.revoked` event comes after the grant's
 * rows are deleted.
 */
export function announceProviderRevocations(provider: Provider, announce: AnnounceRevocation): void {
  provider.on('grant.revoked', (_ctx, grantId: string) => {
    void announce({ grantIds: [grantId] });
  });
}

/** Ends sessions of the user (the account pages) and their access tokens with them. */
export async function endSessions(
  db: Db,
  announce: AnnounceRevocation,
  sub: string,
  which: { only: string } | { except?: string },
): Promise<number> {
  // revokeSessions has committed when it answers: a process told now reads the grants gone.
  const { count, grantIds } = await revokeSessions(db, sub, which);
  await announce({ grantIds });
  return count;
}
