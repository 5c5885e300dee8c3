import { cardNumberWith } from '@afx/domain';
import { and, eq } from 'drizzle-orm';
import { bins } from '../modules/bins/tables.js';
import type { Caller } from '../platform/auth/caller.js';
import type { Db } from '../platform/db/pool.js';
import type { DemoUser } from './users.js';

/** The caller a demo user would be when signed in: the demo data acts through the modules as them. */
export function callerOfDemoUser(
  user: DemoUser,
  ids: { userId: number; orgId: number; orgName: string },
): Caller {
  return {
    sub: user.login,
    login: user.login,
    name: user.fullName,
    roles: [user.role, ...user.permissions],
    user_id: ids.userId,
    org_id: ids.orgId,
    org_name: ids.orgName,
    client_id: undefined,
    locale: 'uk',
    savedLocale: null,
  };
}

/** `count` Luhn-valid cards of a bank's Visa BINs, from serial `from` on. */
export async function cardsOfBank(db: Db, orgId: number, count: number, from = 1000): Promise<string[]> {
  const rows = await db
    .select({ bin: bins.bin })
    .from(bins)
    .where(and(eq(bins.orgId, orgId), eq(bins.cardSystemId, 1)))
    .orderBy(bins.bin)
    .limit(count);
  return rows.map((row, i) => cardNumberWith(row.bin, from + i));
}
