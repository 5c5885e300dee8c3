import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailPayload, RenderedMail } from './message.js';

/** Sends one rendered message; a rejection is a failed attempt the outbox retries. */
export type MailTransport = {
  readonly name: 'smtp' | 'file' | 'log';
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
 * Neither MAIL_URL nor MAIL_DIR (a server without the demo data): nothing is sent; a line says a message would have
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

/** The sender of the mailbox's files when MAIL_FROM is not set (nothing leaves the machine). */
const MAILBOX_FROM = 'AFX <noreply@afx.localhost>';

/**
 * MAIL_DIR (the embedded demo's default, data/mail): each message is written as an .eml file any mail
 * program opens, so an invitation or a password reset can be followed without an SMTP server. The
 * files hold one-time links: readable by the server's user only. The log names the file, not the
 * address or the text.
 */
export function mailboxTransport(
  dir: string,
  from: string | undefined,
  log: FastifyBaseLogger,
): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  // The directory is made once, at the first message.
  let made: Promise<unknown> | undefined;
  return {
    name: 'file',
    send: async (mail, source) => {
      const info = await composer.sendMail({
        from: from ?? MAILBOX_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      made ??= fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      // Sorted by time in a file list; the sequence keeps two messages of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${String(++sequence).padStart(4, '0')}-${source.subject}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { recipients: 1, subject_key: source.subject, file },
        'e-mail written to the mailbox directory',
      );
    },
    close: () => composer.close(),
  };
}
