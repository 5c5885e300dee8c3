import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { apiClients, organisations, users } from './tables.js';

export type UserRow = typeof users.$inferSelect;
/** A user with the organisation's name and whether the organisation is active (deactivated: no sign-in). */
export type UserWithOrg = UserRow & { orgName: string; orgActive: boolean };

async function findOne(db: Db, where: SQL | undefined): Promise<UserWithOrg | undefined> {
  const [row] = await db
    .select({ user: users, orgName: organisations.name, orgActive: organisations.active })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(where)
    .limit(1);
  return row ? { ...row.user, orgName: row.orgName, orgActive: row.orgActive } : undefined;
}

export const findUserBySub = (db: Db, sub: string) => findOne(db, eq(users.sub, sub));
export const findUserById = (db: Db, id: number) => findOne(db, eq(users.id, id));
/** Logins are unique regardless of case. */
export const findUserByLogin = (db: Db, login: string) =>
  findOne(db, sql`lower(${users.login}) = lower(${login})`);

/** The api-user an active API client acts as. */
export async function findApiClientUser(db: Db, clientId: string): Promise<UserWithOrg | undefined> {
  const [row] = await db
    .select({ userId: apiClients.userId })
    .from(apiClients)
    .where(and(eq(apiClients.clientId, clientId), eq(apiClients.active, true)));
  return row ? findUserById(db, row.userId) : undefined;
}

/** The claims the API reads (see platform/auth/claims.ts); Keycloak tokens carry the same names. */
export function tokenClaims(user: UserWithOrg) {
  return {
    preferred_username: user.login,
    name: user.fullName,
    realm_access: { roles: [user.role, ...user.permissions] },
    org_id: user.orgId,
    org_name: user.orgName,
    user_id: user.id,
    locale: user.locale,
  };
}
