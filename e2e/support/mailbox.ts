import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mailbox: a real SMTP server (the `smtp-server` package) in Playwright's runner
 * process (global-setup.ts), which the portal sends its e-mail to (MAIL_URL). Each message is kept
 * as a JSON file in AFX_E2E_MAIL_DIR, so the tests (other processes) read them with `latestMailTo`.
 */
export type E2eMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The links of the HTML part's anchors, in order (the first is the mail's button). */
  links: string[];
  received_at: string;
};

export const mailDir = (): string => {
  const dir = process.env.AFX_E2E_MAIL_DIR;
  if (!dir) throw new Error('AFX_E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeHtml = (s: string): string =>
  s.replace(/&(#\d+|\w+);/g, (whole, e: string) =>
    e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? whole),
  );

/** Starts the SMTP server on 127.0.0.1:`port` (no TLS, no auth needed); answers how to stop it. */
export async function startMailbox(port: number, dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const mail: E2eMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            links: [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)].map((m) => decodeHtml(m[1] ?? '')),
            received_at: new Date().toISOString(),
          };
          const name = `${Date.now()}-${String(++seq).padStart(6, '0')}`;
          // Written whole, then renamed: a reader never sees half a message.
          fs.writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(mail));
          fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.json`));
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message received so far, oldest first. */
export function allMail(): E2eMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as E2eMail);
}

/**
 * The newest message to `address` (case aside) received at or after `since`, waiting for it up to
 * `timeoutMs` (the portal's outbox sends within a second or two of the change).
 */
export async function latestMailTo(
  address: string,
  opts: { since?: Date; timeoutMs?: number } = {},
): Promise<E2eMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const since = opts.since?.getTime() ?? 0;
  for (;;) {
    const found = allMail()
      .filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()))
      .filter((m) => Date.parse(m.received_at) >= since)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${address} within ${opts.timeoutMs ?? 15_000} ms`);
    await sleep(200);
  }
}
