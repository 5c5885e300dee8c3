import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/pool.js';
import type { EventBus } from '../events/types.js';
import { renderMail } from '../mail/message.js';
import { logTransport, mailboxTransport, smtpTransport, type MailTransport } from '../mail/transport.js';
import { recordPacketGivenUp } from '../../counterparts/given-up.js';
import { webhookDeliverer } from '../../counterparts/webhook-delivery.js';
import { BadgeRegistry } from './counter-push.js';
import { OutboxWorker, type OutboxWorkerOptions } from './worker.js';

/** SMTP with MAIL_URL; else the mailbox directory (MAIL_DIR, the demo's data/mail); else a log line. */
function mailTransportOf(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.mailUrl && config.mailFrom) {
    log.info({ mail: 'smtp' }, 'e-mail goes through SMTP');
    return smtpTransport(config.mailUrl, config.mailFrom);
  }
  if (config.mailDir) {
    log.info({ mail: 'file', dir: config.mailDir }, 'e-mail is written to the mailbox directory');
    return mailboxTransport(config.mailDir, config.mailFrom, log);
  }
  log.info({ mail: 'log' }, 'e-mail is only logged: MAIL_URL is not set');
  return logTransport(log);
}

/**
 * The app's outbox worker and what it delivers with: e-mail through SMTP (MAIL_URL), to the mailbox
 * directory or only a log line, live events through the events bus, packets to the parties' systems as signed webhooks. A module's own kinds are registered by the
 * module (`registerDeliverer`). Built with the app, started by main.ts only.
 */
export function createOutboxWorker(
  deps: { db: Db; config: Config; events: EventBus; log: FastifyBaseLogger },
  options: Partial<OutboxWorkerOptions> = {},
): { worker: OutboxWorker; badges: BadgeRegistry; close: () => Promise<void> } {
  const { config, log } = deps;
  const mail = mailTransportOf(config, log.child({ component: 'mail' }));
  const badges = new BadgeRegistry();
  const worker = new OutboxWorker(
    deps.db,
    {
      email: (payload) => mail.send(renderMail(payload, config.publicUrl), payload),
      live_event: (payload) => deps.events.publish(payload),
      badge: badges.deliverer(deps.db, deps.events),
      webhook: webhookDeliverer(deps.db, { log }),
    },
    log.child({ component: 'outbox' }),
    { onGivenUp: recordPacketGivenUp, ...options },
  );
  return {
    worker,
    badges,
    close: async () => {
      await worker.stop();
      mail.close();
    },
  };
}
