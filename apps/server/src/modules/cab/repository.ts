import { eq } from 'drizzle-orm';
import type { Locale } from '@afx/domain';
import { users } from '../../identity/tables.js';
import type { Db } from '../../platform/db/pool.js';

export async function saveUserLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
