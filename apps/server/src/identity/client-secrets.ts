import { and, eq, notLike, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/pool.js';
import type { AttemptOrigin } from './attempt-origin.js';
import { guardedCheck } from './lockout.js';
import { writeLoginLog, type LoginAttempt } from './login-log.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { apiClients } from './tables.js';

/** API client secrets are kept as argon2id hashes, like passwords (docs/decisions/0008-api-client-secrets.md). */
export const hashClientSecret = hashPassword;

const HASH_PREFIX = '$argon2';

/**
 * Hashes secrets still kept as issued (a database from before 0008): run at every start, a no-op
 * once none is left. Each row is replaced only if unchanged since read, so processes starting
 * together do not hash a hash.
 */
export async function hashIssuedClientSecrets(db: Db): Promise<number> {
  const plain = await db
    .select({ clientId: apiClients.clientId, secret: apiClients.secretHash })
    .from(apiClients)
    .where(notLike(apiClients.secretHash, `${HASH_PREFIX}%`));
  for (const { clientId, secret } of plain) {
    await db
      .update(apiClients)
      .set({ secretHash: await hashClientSecret(secret) })
      .where(and(eq(apiClients.clientId, clientId), eq(apiClients.secretHash, secret)));
  }
  return plain.length;
}

/** The outcome of presenting a secret: `locked` when the address is held off (lockout.ts). */
export type SecretCheck = Awaited<ReturnType<typeof guardedCheck>>;

/**
 * Checks a presented client secret against the stored hash, under the same lockout as passwords:
 * per client and address, and per client for addresses it has not authenticated from. After a
 * rotation the previous secret is accepted too until its overlap ends. Every attempt goes to the
 * login log of the client's api-user, with the client id as the login; a success marks the client
 * used (the provider issues its token next).
 */
export async function checkClientSecret(
  db: Db,
  clientId: string,
  presented: string,
  origin: AttemptOrigin,
): Promise<SecretCheck> {
  const [client] = await db
    .select({
      userId: apiClients.userId,
      secretHash: apiClients.secretHash,
      // The previous secret only while its overlap lasts, by the database's clock.
      previousHash: sql<string | null>`case when ${apiClients.previousSecretUntil} > now()
        then ${apiClients.previousSecretHash} end`,
    })
    .from(apiClients)
    .where(and(eq(apiClients.clientId, clientId), eq(apiClients.active, true)));
  const attempt: LoginAttempt = { userId: client?.userId ?? null, login: clientId, ...origin };
  const outcome = await guardedCheck(db, attempt, 'wrong_credentials', async () => {
    if (!client) return false;
    if (await verifyPassword(client.secretHash, presented)) return true;
    return client.previousHash ? verifyPassword(client.previousHash, presented) : false;
  });
  if (outcome === 'ok') {
    await writeLoginLog(db, attempt, 'success');
    await db.update(apiClients).set({ lastUsedAt: new Date() }).where(eq(apiClients.clientId, clientId));
  }
  return outcome;
}
