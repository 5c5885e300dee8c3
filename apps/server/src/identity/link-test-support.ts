import { invitationMail } from '../modules/manager/index.js';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../test/harness.js';
import { captureLog } from '../../test/log-capture.js';
import type { MailPayload } from '../platform/mail/message.js';
import type { TestSmtp } from '../platform/mail/test-smtp.js';
import { enqueueOutbox } from '../platform/outbox/outbox.js';
import { createOutboxWorker } from '../platform/outbox/setup.js';
import { users } from './tables.js';
import { createUser } from './test-support.js';
import { issueUserToken } from './user-tokens.js';

/** Delivers what the outbox holds, e-mail through the test SMTP server (MAIL_URL pointing at it). */
export async function deliverMail(ctx: TestContext, smtp: TestSmtp): Promise<void> {
  const config = { ...ctx.config, mailUrl: smtp.url, mailFrom: 'AFX <noreply@afx.example>' };
  const outbox = createOutboxWorker({
    db: ctx.database.db,
    config,
    events: ctx.app.events,
    log: captureLog().log,
  });
  try {
    await outbox.worker.drain();
  } finally {
    await outbox.close();
  }
}

/**
 * A person invited as the manager API does it (helper A's `/user/create`): a user waiting to
 * register, without a password, and the invitation link by e-mail through the outbox. `now` moves
 * the clock of the invitation.
 */
export async function invite(
  ctx: TestContext,
  opts: { login: string; locale?: 'uk' | 'en' | 'ru'; now?: Date },
): Promise<{ userId: number; email: string; token: string }> {
  const db = ctx.database.db;
  const user = await createUser(db, {
    login: opts.login,
    status: 'registration_not_completed',
    locale: opts.locale ?? 'en',
  });
  await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  const token = await reinvite(ctx, user.id, opts.now);
  return { userId: user.id, email: user.email, token };
}

/** A new invitation for the user (the earlier one ends), mailed through the outbox. */
export async function reinvite(ctx: TestContext, userId: number, now?: Date): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const token = await issueUserToken(tx, { userId, purpose: 'invitation', createdByUserId: null, now });
    const mail = invitationMail({
      to: user!.email,
      locale: user!.locale as MailPayload['locale'],
      fullName: user!.fullName,
      orgName: 'Bank Alpha',
      inviter: 'AFX',
      login: user!.login,
      token,
    });
    await enqueueOutbox(tx, [{ kind: 'email', payload: mail }]);
    return token;
  });
}
