import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../platform/db/pool.js';
import { type UserTokenPurpose, userTokens } from './tables.js';

/** How long each one-time link stands (spec 1 §9: the invitation 12 h; the password reset 1 h). */
export const USER_TOKEN_VALIDITY_MS: Record<UserTokenPurpose, number> = {
  invitation: 12 * 3_600_000,
  password_reset: 3_600_000,
};

/** The link's token as stored: only its SHA-256, so a copy of the database opens no account. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for the user: 32 random bytes, base64url. Earlier unused links of the same
 * purpose end (a re-invitation replaces the invitation). Answers the token, for the e-mail only.
 */
export async function issueUserToken(
  tx: Executor,
  input: { userId: number; purpose: UserTokenPurpose; createdByUserId: number | null; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  await revokeUserTokens(tx, input.userId, input.purpose, now);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + USER_TOKEN_VALIDITY_MS[input.purpose]),
    createdByUserId: input.createdByUserId,
  });
  return token;
}

/** Ends the user's unused links (of one purpose, or all): a blocked or removed user's invitation dies. */
export async function revokeUserTokens(
  tx: Executor,
  userId: number,
  purpose?: UserTokenPurpose,
  now: Date = new Date(),
): Promise<void> {
  await tx
    .update(userTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        purpose ? eq(userTokens.purpose, purpose) : undefined,
        isNull(userTokens.usedAt),
        isNull(userTokens.revokedAt),
      ),
    );
}

/** What a followed link finds: usable, or why not (the page says which, and offers nothing else). */
export type UserTokenState =
  { state: 'valid'; id: number; userId: number } | { state: 'used' | 'expired' | 'revoked' | 'unknown' };

export async function findUserToken(
  db: Executor,
  token: string,
  purpose: UserTokenPurpose,
  now: Date = new Date(),
): Promise<UserTokenState> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash(token)), eq(userTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.revokedAt) return { state: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', id: row.id, userId: row.userId };
}

/** Marks the link followed, once: false when another request used it first. */
export async function consumeUserToken(tx: Executor, id: number, now: Date = new Date()): Promise<boolean> {
  const done = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), isNull(userTokens.revokedAt)))
    .returning({ id: userTokens.id });
  return done.length === 1;
}
