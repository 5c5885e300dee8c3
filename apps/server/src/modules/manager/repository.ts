import type { ManagedUserSortField, UserStatus } from '@afx/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { loginLog, organisations, users, userTokens } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { type ListPage, listPage, orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';

/** A user as the administration reads one: the account, its organisation, last sign-in and invitation. */
export type ManagedUserRow = {
  id: number;
  sub: string;
  login: string;
  email: string;
  full_name: string;
  position: string | null;
  role: string;
  permissions: string[];
  status: UserStatus;
  locale: string;
  org_id: number;
  org_name: string;
  created_at: Date;
  last_sign_in: Date | null;
  invitation_expires_at: Date | null;
};

/** The last successful sign-in (the login log keeps every attempt). */
const lastSignIn =
  sql<Date | null>`(select max(${loginLog.at}) from ${loginLog} where ${loginLog.userId} = ${users.id} and ${loginLog.result} = 'success')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** When the standing invitation link ends: the newest neither used nor revoked (it may have run out). */
const invitationExpiresAt =
  sql<Date | null>`(select max(${userTokens.expiresAt}) from ${userTokens} where ${userTokens.userId} = ${users.id} and ${userTokens.purpose} = 'invitation' and ${userTokens.usedAt} is null and ${userTokens.revokedAt} is null)`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

const managedUserRow = {
  id: users.id,
  sub: users.sub,
  login: users.login,
  email: users.email,
  full_name: users.fullName,
  position: users.position,
  role: users.role,
  permissions: users.permissions,
  status: users.status,
  locale: users.locale,
  org_id: users.orgId,
  org_name: organisations.name,
  created_at: users.createdAt,
  last_sign_in: lastSignIn,
  invitation_expires_at: invitationExpiresAt,
};

export async function findManagedUser(db: Executor, id: number): Promise<ManagedUserRow | null> {
  const [row] = await db
    .select(managedUserRow)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(eq(users.id, id));
  return row ?? null;
}

/** Locks the user's row for a change in this transaction. */
export async function lockManagedUser(tx: Executor, id: number): Promise<ManagedUserRow | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return findManagedUser(tx, id);
}

export type ManagedUserListQuery = {
  page_number: number;
  page_size: number;
  sort_field: ManagedUserSortField;
  sort_order: 'ascend' | 'descend';
  /** The organisation whose users are listed; none for the administrator's list of all. */
  orgId: number | undefined;
  filter: { text?: string | undefined; status: readonly UserStatus[]; role: readonly string[] };
};

export async function listManagedUsers(
  db: Executor,
  q: ManagedUserListQuery,
): Promise<ListPage<ManagedUserRow>> {
  const where: SQL[] = [];
  if (q.orgId !== undefined) where.push(eq(users.orgId, q.orgId));
  if (q.filter.status.length > 0) where.push(inArray(users.status, [...q.filter.status]));
  if (q.filter.role.length > 0) where.push(inArray(users.role, [...q.filter.role]));
  if (q.filter.text) {
    const text = q.filter.text;
    where.push(
      or(
        containsIgnoringCase(users.login, text),
        containsIgnoringCase(users.email, text),
        containsIgnoringCase(users.fullName, text),
        containsIgnoringCase(users.position, text),
      )!,
    );
  }
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...managedUserRow, total: totalCount })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .where(and(...where))
      .orderBy(
        ...orderBy(
          q,
          {
            login: users.login,
            full_name: users.fullName,
            status: users.status,
            role: users.role,
            last_sign_in: lastSignIn,
            created_at: users.createdAt,
          },
          users.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}

/** What the administrator set for an organisation's users: its domains and the codes managers may grant. */
export type OrganisationRules = {
  id: number;
  name: string;
  email_domains: string[];
  grantable_codes: string[];
};

export async function findOrganisationRules(db: Executor, orgId: number): Promise<OrganisationRules | null> {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      email_domains: organisations.emailDomains,
      grantable_codes: organisations.grantableCodes,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row ?? null;
}

/** Another account signs in with this login (logins are unique whatever their case). */
export async function loginTaken(db: Executor, login: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.login}) = lower(${login})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The organisation's active managers other than `exceptUserId`, locked: two managers demoting each
 * other at once cannot both pass the last-manager rule.
 */
export async function otherActiveManagers(
  tx: Executor,
  orgId: number,
  exceptUserId: number,
): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.role, 'manager'),
        eq(users.status, 'active'),
        ne(users.id, exceptUserId),
      ),
    )
    .for('update');
  return rows.length;
}

export type NewUser = {
  orgId: number;
  login: string;
  email: string;
  fullName: string;
  position: string | null;
  role: string;
  permissions: string[];
  locale: string;
};

export async function insertUser(tx: Executor, user: NewUser): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, status: 'registration_not_completed', passwordHash: null })
    .returning({ id: users.id });
  return row!.id;
}

export type UserChanges = Partial<{
  login: string;
  email: string;
  fullName: string;
  position: string | null;
  role: string;
  permissions: string[];
  status: UserStatus;
}>;

export async function updateUser(tx: Executor, id: number, changes: UserChanges): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}
