import { and, count, eq, ne } from 'drizzle-orm';
import { organisations, users } from '../../identity/tables.js';
import type { Db } from '../../platform/db/pool.js';
import type { DashboardRegistry } from '../../platform/dashboard/registry.js';

/** Users (people, not removed), API users and organisations: the identity's own counters. */
export function provideIdentityCounters(registry: DashboardRegistry, db: Db): void {
  const countUsers = async (apiUsers: boolean): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(apiUsers ? eq(users.role, 'api-user') : ne(users.role, 'api-user'), ne(users.status, 'removed')),
      );
    return row?.n ?? 0;
  };
  registry.provide('users', () => countUsers(false));
  registry.provide('api_users', () => countUsers(true));
  registry.provide('organisations', async () => {
    const [row] = await db.select({ n: count() }).from(organisations);
    return row?.n ?? 0;
  });
}
