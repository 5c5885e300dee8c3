import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailPayload, RenderedMail } from './message.js';

/** Sends one rendered message; a rejection is a failed attempt the outbox retries. */
export type MailTransport = {
  readonly name: 'smtp' | 'log';
  send(mail: RenderedMail, source: Pick<MailPayload, 'subject'>): Promise<void>;
  close(): void;
};

/** SMTP from MAIL_URL (smtp://user:pass@host:587, smtps://… for TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  // Timeouts well below the outbox lease, so a hung server fails the attempt instead of holding it.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * No MAIL_URL (the embedded demo, development): nothing is sent; a line says a message would have
 * been, without the address or the text (personal data), and the delivery counts as done.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'log',
    send: async (_mail, source) => {
      log.info({ recipients: 1, subject_key: source.subject }, 'e-mail not sent: MAIL_URL is not set');
    },
    close: () => undefined,
  };
}
