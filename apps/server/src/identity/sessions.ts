import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import { oidcPayloads, sessionLogins, users } from './tables.js';
import { describeUserAgent } from './user-agent.js';

export type SessionItem = {
  id: string;
  created_at: string;
  expires_at: string | null;
  ip: string | null;
  user_agent: string | null;
  browser: string | null;
};

const epochToIso = (s: number | undefined): string | undefined =>
  s === undefined ? undefined : new Date(s * 1000).toISOString();

/** Called once a sign-in has created or renewed a provider session. */
export async function recordSessionLogin(
  db: Db,
  entry: { sessionUid: string; sub: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.sub, entry.sub));
  if (!user) return;
  const values = { userId: user.id, ip: entry.ip, userAgent: entry.userAgent, at: new Date() };
  await db
    .insert(sessionLogins)
    .values({ sessionUid: entry.sessionUid, ...values })
    .onConflictDoUpdate({ target: sessionLogins.sessionUid, set: values });
}

const userSessions = (sub: string) =>
  and(
    eq(oidcPayloads.type, 'Session'),
    eq(oidcPayloads.accountId, sub),
    or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
  );

/** The user's live sign-in sessions, newest first. `id` is the session uid, never the cookie value. */
export async function listSessions(db: Db, sub: string): Promise<SessionItem[]> {
  const rows = await db
    .select({
      uid: oidcPayloads.uid,
      payload: oidcPayloads.payload,
      expiresAt: oidcPayloads.expiresAt,
      ip: sessionLogins.ip,
      userAgent: sessionLogins.userAgent,
    })
    .from(oidcPayloads)
    .leftJoin(sessionLogins, eq(sessionLogins.sessionUid, oidcPayloads.uid))
    .where(userSessions(sub))
    .orderBy(desc(oidcPayloads.expiresAt));
  return rows
    .filter((r): r is typeof r & { uid: string } => r.uid !== null)
    .map((r) => {
      const payload = r.payload as AdapterPayload;
      return {
        id: r.uid,
        created_at: epochToIso(payload.loginTs ?? payload.iat) ?? new Date(0).toISOString(),
        expires_at: r.expiresAt?.toISOString() ?? null,
        ip: r.ip,
        user_agent: r.userAgent,
        browser: describeUserAgent(r.userAgent),
      };
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Ends sessions of the user: the session row, its grants and every token of those grants (refresh
 * tokens die with them). Answers how many sessions, and the grants ended: issued JWT access tokens
 * name their grant, and are refused once it is gone (see ended-grants.ts).
 */
export async function revokeSessions(
  db: Db,
  sub: string,
  which: { only: string } | { except?: string },
): Promise<{ count: number; grantIds: string[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: oidcPayloads.id, uid: oidcPayloads.uid, payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(userSessions(sub));
    const chosen = rows.filter((r) =>
      'only' in which ? r.uid === which.only : r.uid !== null && r.uid !== which.except,
    );
    if (!chosen.length) return { count: 0, grantIds: [] };
    const grantIds = chosen.flatMap((r) =>
      Object.values((r.payload as AdapterPayload).authorizations ?? {}).flatMap((a) =>
        a.grantId ? [a.grantId] : [],
      ),
    );
    if (grantIds.length) {
      await tx.delete(oidcPayloads).where(inArray(oidcPayloads.grantId, grantIds));
      await tx
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, grantIds)));
    }
    const ids = chosen.map((r) => r.id);
    await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Session'), inArray(oidcPayloads.id, ids)));
    const uids = chosen.flatMap((r) => (r.uid ? [r.uid] : []));
    if (uids.length) await tx.delete(sessionLogins).where(inArray(sessionLogins.sessionUid, uids));
    return { count: chosen.length, grantIds };
  });
}

/** Forgets where sessions started once the sessions themselves are gone. */
export async function deleteOrphanSessionLogins(db: Db): Promise<void> {
  await db
    .delete(sessionLogins)
    .where(
      and(
        sql`${sessionLogins.at} < now() - interval '1 hour'`,
        sql`not exists (select 1 from ${oidcPayloads} where ${oidcPayloads.type} = 'Session' and ${oidcPayloads.uid} = ${sessionLogins.sessionUid})`,
      ),
    );
}
