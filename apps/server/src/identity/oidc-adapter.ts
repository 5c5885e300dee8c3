import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import { oidcPayloads } from './tables.js';
import { holdsNul, storableKey } from './storable.js';

const notExpired = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

/**
 * oidc-provider storage in PostgreSQL: one row per model instance, keyed by (type, id). Expired rows
 * are invisible at once and deleted by `deleteExpiredPayloads`.
 */
export class PgOidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    // jsonb cannot hold NUL: a request parameter carrying one (state, login_hint…) is the client's
    // fault, answered 400 by the provider, not a failed query.
    if (!storableKey(id) || holdsNul(payload))
      throw new errors.InvalidRequest('parameters must not contain NUL characters');
    const expiresAt = expiresIn ? sql`now() + make_interval(secs => ${expiresIn})` : null;
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      // Sessions, grants and tokens name their user, so a user's sessions can be listed and ended.
      accountId: payload.accountId ?? null,
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.type, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: columns });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return storableKey(id) ? this.findWhere(eq(oidcPayloads.id, id)) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return storableKey(uid) ? this.findWhere(eq(oidcPayloads.uid, uid)) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return storableKey(userCode) ? this.findWhere(eq(oidcPayloads.userCode, userCode)) : undefined;
  }

  async consume(id: string): Promise<void> {
    if (!storableKey(id)) return;
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    if (!storableKey(id)) return;
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition, notExpired))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Drops the rows whose lifetime is over. */
export async function deleteExpiredPayloads(db: Db): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lte(oidcPayloads.expiresAt, sql`now()`))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
