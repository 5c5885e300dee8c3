import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import { identitySecrets } from './tables.js';

/**
 * A named secret kept in the database, generated on first use. Every app process behind a load
 * balancer must share it (cookie signatures, sign-in tickets), so it cannot live in memory.
 */
export async function identitySecret(db: Db, name: string): Promise<string> {
  await db
    .insert(identitySecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  if (!row) throw new Error(`identity secret ${name} could not be stored`);
  return row.value;
}
