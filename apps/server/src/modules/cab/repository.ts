import { eq } from 'drizzle-orm';
import type { Locale } from '@afx/domain';
import { type OrgType, organisations, users } from '../../identity/tables.js';
import type { Db } from '../../platform/db/pool.js';

export async function saveUserLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The type of the user's organisation (null when the token names no known organisation). */
export async function organisationTypeOf(db: Db, orgId: number): Promise<OrgType | null> {
  const [row] = await db
    .select({ type: organisations.type })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .limit(1);
  return row?.type ?? null;
}
