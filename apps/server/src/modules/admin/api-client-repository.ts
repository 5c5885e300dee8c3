import type { PermissionCode } from '@afx/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { apiClients, organisations, users } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { type ListPage, listPage, orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';

export type ApiClientRow = {
  client_id: string;
  name: string;
  org_id: number;
  org_name: string;
  user_id: number;
  permissions: string[];
  active: boolean;
  created_at: Date;
  last_used_at: Date | null;
  previous_secret_until: Date | null;
};

const row = {
  client_id: apiClients.clientId,
  name: apiClients.name,
  org_id: users.orgId,
  org_name: organisations.name,
  user_id: users.id,
  permissions: users.permissions,
  active: apiClients.active,
  created_at: apiClients.createdAt,
  last_used_at: apiClients.lastUsedAt,
  previous_secret_until: apiClients.previousSecretUntil,
};

const selectClients = (db: Executor) =>
  db
    .select(row)
    .from(apiClients)
    .innerJoin(users, eq(users.id, apiClients.userId))
    .innerJoin(organisations, eq(organisations.id, users.orgId));

export async function findApiClient(
  db: Executor,
  clientId: string,
  lock = false,
): Promise<ApiClientRow | null> {
  const query = selectClients(db).where(eq(apiClients.clientId, clientId));
  const [found] = lock ? await query.for('update', { of: apiClients }) : await query;
  return found ?? null;
}

export async function listApiClients(
  db: Executor,
  q: {
    page_number: number;
    page_size: number;
    sort_field: 'name' | 'client_id' | 'org_name' | 'created_at' | 'last_used_at';
    sort_order: 'ascend' | 'descend';
    filter: { text?: string | undefined; org_id?: number | undefined; active?: boolean | null | undefined };
  },
): Promise<ListPage<ApiClientRow>> {
  const where: (SQL | undefined)[] = [];
  if (q.filter.text)
    where.push(
      or(
        containsIgnoringCase(apiClients.name, q.filter.text),
        containsIgnoringCase(apiClients.clientId, q.filter.text),
      ),
    );
  if (q.filter.org_id) where.push(eq(users.orgId, q.filter.org_id));
  if (q.filter.active !== undefined && q.filter.active !== null)
    where.push(eq(apiClients.active, q.filter.active));
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...row, total: totalCount })
      .from(apiClients)
      .innerJoin(users, eq(users.id, apiClients.userId))
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .where(and(...where))
      .orderBy(
        ...orderBy(
          q,
          {
            name: apiClients.name,
            client_id: apiClients.clientId,
            org_name: organisations.name,
            created_at: apiClients.createdAt,
            last_used_at: sql`${apiClients.lastUsedAt} nulls last`,
          },
          apiClients.clientId,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function loginTaken(db: Executor, login: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`)
    .limit(1);
  return rows.length > 0;
}

/** The api-user the client acts as: its organisation and codes; it never signs in with a password. */
export async function insertApiUser(
  db: Executor,
  user: { login: string; email: string; fullName: string; orgId: number; permissions: PermissionCode[] },
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ ...user, role: 'api-user', status: 'active', passwordHash: null })
    .returning({ id: users.id });
  return created!.id;
}

export async function insertApiClient(
  db: Executor,
  client: { clientId: string; name: string; userId: number; secretHash: string },
): Promise<void> {
  await db.insert(apiClients).values(client);
}

export async function writeSecret(
  db: Executor,
  clientId: string,
  secret: { secretHash: string; previousSecretHash: string | null; previousSecretUntil: Date | null },
): Promise<void> {
  await db.update(apiClients).set(secret).where(eq(apiClients.clientId, clientId));
}

export async function currentSecretHash(db: Executor, clientId: string): Promise<string | null> {
  const [found] = await db
    .select({ hash: apiClients.secretHash })
    .from(apiClients)
    .where(eq(apiClients.clientId, clientId));
  return found?.hash ?? null;
}

export async function writeClientActive(db: Executor, clientId: string, active: boolean): Promise<void> {
  await db.update(apiClients).set({ active }).where(eq(apiClients.clientId, clientId));
}

export async function emailDomainsOf(db: Executor, orgId: number): Promise<string[] | null> {
  const [found] = await db
    .select({ domains: organisations.emailDomains })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return found ? found.domains : null;
}
