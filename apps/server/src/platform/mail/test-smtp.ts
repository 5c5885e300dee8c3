import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received and parsed it. */
export type TestMail = {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The links of the HTML part's anchors, in order. */
  links: string[];
  receivedAt: Date;
};

export type TestSmtp = {
  /** MAIL_URL for the app: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  received: TestMail[];
  /** The newest message to `address` (case aside), or undefined. */
  latestTo(address: string): TestMail | undefined;
  /** Waits until a message to `address` arrives (after the ones already received), up to `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number): Promise<TestMail>;
  stop(): Promise<void>;
};

const linksOf = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)].map((m) =>
    (m[1] ?? '')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&'),
  );

/**
 * A real SMTP server (the `smtp-server` package) in this process, on loopback and a free port, with
 * no TLS and optional auth, for tests: it accepts every message and keeps it parsed (`mailparser`).
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: TestMail[] = [];
  const waiters: { address: string; resolve: (mail: TestMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const mail: TestMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            links: linksOf(html),
            receivedAt: new Date(),
          };
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (mail.to.some((to) => to.toLowerCase() === waiter.address)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const isTo = (address: string) => (mail: TestMail) =>
    mail.to.some((to) => to.toLowerCase() === address.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    latestTo: (address) => received.filter(isTo(address)).at(-1),
    waitFor: (address, timeoutMs = 10_000) =>
      new Promise<TestMail>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no e-mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          address: address.toLowerCase(),
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
