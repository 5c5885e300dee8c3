import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { LivenessCheck } from '../platform/auth/token-liveness.js';
import type { Db } from '../platform/db/pool.js';
import { apiClients, oidcPayloads, organisations, users } from './tables.js';

/**
 * The database's word on a token's subject, in one query by primary keys: its user and the user's
 * organisation are active (a deactivated organisation's people and clients are refused); an
 * API client's token needs the client active; any other token of the embedded provider needs its
 * grant (its sign-in) not ended. `grants` is false for an outside issuer, whose grants are not here.
 */
export function tokenLivenessCheck(db: Db, opts: { grants: boolean }): LivenessCheck {
  return async ({ userId, grantId, clientId }) => {
    // An absent id matches no row ('' is never a client or grant id).
    const client = db
      .select({ active: apiClients.active })
      .from(apiClients)
      .where(eq(apiClients.clientId, clientId ?? ''));
    const grant = db
      .select({ one: sql`1` })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, 'Grant'),
          eq(oidcPayloads.id, grantId ?? ''),
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
        ),
      );
    const [row] = await db
      .select({
        status: users.status,
        orgActive: organisations.active,
        clientActive: sql<boolean | null>`(${client})`,
        grantLive: sql<boolean>`exists (${grant})`,
      })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .where(eq(users.id, userId));
    if (row?.status !== 'active' || !row.orgActive || row.clientActive === false) return false;
    if (row.clientActive === true || !opts.grants) return true;
    return row.grantLive;
  };
}
