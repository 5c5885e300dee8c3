import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSmtpServer } from '../../../test/fake-smtp.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { captureLog } from '../../../test/log-capture.js';
import { loadConfig } from '../config.js';
import { enqueueOutbox } from '../outbox/outbox.js';
import { notify } from '../outbox/notify.js';
import { createOutboxWorker } from '../outbox/setup.js';
import { type MailPayload, renderMail } from './message.js';
import { startTestSmtp } from './test-smtp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const conflictMail = (to: string, locale: MailPayload['locale']): MailPayload => ({
  to,
  locale,
  subject: 'notification_bin_conflict',
  body: 'mail_bin_conflict_body',
  params: {
    count: 2,
    uploads: 1,
    uploaded_by: 'Olena Koval',
    uploader_org: 'Bank Alpha',
    org_name: 'Bank Alpha',
  },
  lines: [
    { key: 'mail_bin_conflict_line', params: { bin: '63000020', owner_org: 'Bank Beta' } },
    { key: 'mail_more_lines', params: { count: 1 } },
  ],
  path: '/di/bins',
});

/** The plain-text body as sent: quoted-printable soft breaks joined, =XX decoded. */
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('e-mail text', () => {
  it('names what happened in the recipient’s language and links to the portal page', () => {
    const uk = renderMail(conflictMail('admin@afx.example', 'uk'), 'https://afx.bank.example');
    expect(uk.subject).toBe(
      'Конфлікти BIN для Bank Alpha: BIN інших організацій — 2, завантажень — 1; останнє від Bank Alpha',
    );
    expect(uk.text).toContain('Останнє завантаження: Olena Koval (Bank Alpha).');
    expect(uk.text).toContain('  - 63000020: належить Bank Beta\n  - … та ще 1');
    expect(uk.text).toContain('Відкрити портал: https://afx.bank.example/di/bins');
    expect(uk.text).toContain('Цей лист надіслано автоматично порталом AFX.');

    const en = renderMail(conflictMail('admin@afx.example', 'en'), 'https://afx.bank.example');
    expect(en.subject).toBe(
      'BIN conflicts for Bank Alpha: 2 BIN(s) of other organisations in 1 upload(s), the last by Bank Alpha',
    );
    expect(en.text).toContain('63000020: owned by Bank Beta');
    expect(en.text).toContain('Open the portal: https://afx.bank.example/di/bins');
  });
});

describe('e-mail HTML part', () => {
  it('carries the same content, every value escaped, and the link as a button', () => {
    const mail = conflictMail('admin@afx.example', 'en');
    const rendered = renderMail(
      { ...mail, params: { ...mail.params, uploaded_by: '<b>Olena</b> & "Co"' } },
      'https://afx.bank.example',
    );
    expect(rendered.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(rendered.html).toContain(
      'The last upload was by &#60;b&#62;Olena&#60;/b&#62; &#38; &#34;Co&#34; (Bank Alpha).',
    );
    expect(rendered.html).not.toContain('<b>Olena</b>');
    expect(rendered.html).toContain('<li>63000020: owned by Bank Beta</li>');
    expect(rendered.html).toMatch(
      /<a href="https:\/\/afx\.bank\.example\/di\/bins" style="[^"]*">Open the portal<\/a>/,
    );
    expect(rendered.html).toContain('This message was sent automatically by the AFX portal.');
    // The plain-text part keeps the value as it is.
    expect(rendered.text).toContain('The last upload was by <b>Olena</b> & "Co" (Bank Alpha).');
  });

  it('names the link by what it does when the payload says so, in the recipient’s language', () => {
    const rendered = renderMail(
      {
        ...conflictMail('a@bank.example', 'ru'),
        path: '/auth/password/reset/abc',
        link_label: 'mail_link_set_password',
      },
      'https://afx.bank.example',
    );
    expect(rendered.text).toContain('Задать новый пароль:\nhttps://afx.bank.example/auth/password/reset/abc');
    expect(rendered.html).toContain('>Задать новый пароль</a>');
  });
});

describe('e-mail delivery', () => {
  it('without MAIL_URL only logs a line without personal data, and the e-mail counts as delivered', async () => {
    const { log, lines } = captureLog();
    const outbox = createOutboxWorker({
      db: ctx.database.db,
      config: ctx.config,
      events: ctx.app.events,
      log,
    });
    await notify(
      ctx.database.db,
      { admins: true },
      {
        kind: 'bin_conflict',
        title: 'notification_bin_conflict',
        params: { count: 1, uploaded_by: 'Olena Koval', uploader_org: 'Bank Alpha', org_name: 'Bank Alpha' },
        mail: { body: 'mail_bin_conflict_body', lines: [], path: '/di/bins' },
      },
    );
    expect((await outbox.worker.drain()).delivered).toBeGreaterThanOrEqual(2);
    await outbox.close();

    const { rows } = await ctx.database.pool.query(
      `select delivered_at, attempts from outbox where kind = 'email' and payload->>'to' = 'admin@afx.example'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 1, delivered_at: expect.any(Date) });
    const logged = lines.filter((line) => line.msg === 'e-mail not sent: MAIL_URL is not set');
    expect(logged).toEqual([
      expect.objectContaining({ recipients: 1, subject_key: 'notification_bin_conflict' }),
    ]);
    const everything = JSON.stringify(lines);
    for (const personal of ['admin@afx.example', 'Olena Koval', 'Конфлікт']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('without MAIL_URL but with a mailbox directory writes each e-mail as an .eml file a mail program reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-mailbox-'));
    const { log, lines } = captureLog();
    const outbox = createOutboxWorker({
      db: ctx.database.db,
      config: { ...ctx.config, publicUrl: 'https://afx.bank.example', mailDir: path.join(dir, 'mail') },
      events: ctx.app.events,
      log,
    });
    try {
      await enqueueOutbox(ctx.database.db, [
        { kind: 'email', payload: conflictMail('box1@bank.example', 'uk') },
        { kind: 'email', payload: conflictMail('box2@bank.example', 'en') },
      ]);
      expect(await outbox.worker.drain()).toMatchObject({ delivered: 2, retrying: 0, failed: 0 });
      const files = fs.readdirSync(path.join(dir, 'mail')).sort();
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT.*-notification_bin_conflict\.eml$/);
      // Owner-only: the files may hold one-time links.
      expect(fs.statSync(path.join(dir, 'mail', files[0]!)).mode & 0o077).toBe(0);

      // The worker may deliver the two side by side: each file is found by its recipient.
      const parsed = await Promise.all(
        files.map((file) => simpleParser(fs.readFileSync(path.join(dir, 'mail', file)))),
      );
      const to = (address: string) => parsed.find((mail) => JSON.stringify(mail.to).includes(address))!;
      const uk = to('box1@bank.example');
      expect(uk.from?.value).toEqual([{ name: 'AFX', address: 'noreply@afx.localhost' }]);
      expect(uk.subject).toBe(
        'Конфлікти BIN для Bank Alpha: BIN інших організацій — 2, завантажень — 1; останнє від Bank Alpha',
      );
      expect(uk.text).toContain('Відкрити портал: https://afx.bank.example/di/bins');
      expect(uk.html).toContain('href="https://afx.bank.example/di/bins"');
      expect(to('box2@bank.example').subject).toMatch(/^BIN conflicts for Bank Alpha/);

      const written = lines.filter((line) => line.msg === 'e-mail written to the mailbox directory');
      expect(written).toHaveLength(2);
      expect(JSON.stringify(lines)).not.toContain('box1@bank.example');
    } finally {
      await outbox.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the plain-text and the HTML part to a real SMTP server', async () => {
    const smtp = await startTestSmtp();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://afx.bank.example',
      MAIL_URL: smtp.url,
      MAIL_FROM: 'AFX <noreply@afx.example>',
    });
    const outbox = createOutboxWorker({
      db: ctx.database.db,
      config,
      events: ctx.app.events,
      log: captureLog().log,
    });
    try {
      await enqueueOutbox(ctx.database.db, [
        { kind: 'email', payload: conflictMail('parts@bank.example', 'uk') },
      ]);
      await outbox.worker.drain();
      const mail = smtp.latestTo('parts@bank.example')!;
      expect(mail.from).toBe('noreply@afx.example');
      expect(mail.subject).toBe(
        'Конфлікти BIN для Bank Alpha: BIN інших організацій — 2, завантажень — 1; останнє від Bank Alpha',
      );
      expect(mail.text).toContain('Відкрити портал: https://afx.bank.example/di/bins');
      expect(mail.html).toContain('<li>63000020: належить Bank Beta</li>');
      expect(mail.links[0]).toBe('https://afx.bank.example/di/bins');
    } finally {
      await outbox.close();
      await smtp.stop();
    }
  });

  it('sends over SMTP with MAIL_URL; a refused recipient is a failed attempt, retried later', async () => {
    const smtp = await fakeSmtpServer(['gone@bank.example']);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://afx.bank.example',
      MAIL_URL: smtp.url,
      MAIL_FROM: 'AFX <noreply@afx.example>',
    });
    const { log, lines } = captureLog();
    const outbox = createOutboxWorker({ db: ctx.database.db, config, events: ctx.app.events, log });
    try {
      const [sent, refused] = await enqueueOutbox(ctx.database.db, [
        { kind: 'email', payload: conflictMail('security@bank.example', 'en') },
        { kind: 'email', payload: conflictMail('gone@bank.example', 'en') },
      ]);
      expect(await outbox.worker.drain()).toEqual({ delivered: 1, retrying: 1, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('<noreply@afx.example>');
      expect(mail!.to).toEqual(['security@bank.example']);
      // Long headers are folded onto continuation lines.
      expect(mail!.data.replace(/\r\n[ \t]+/g, ' ')).toContain(
        'Subject: BIN conflicts for Bank Alpha: 2 BIN(s) of other organisations in 1 upload(s), the last by Bank Alpha',
      );
      const body = decodeQuotedPrintable(mail!.data);
      expect(body).toContain('63000020: owned by Bank Beta');
      expect(body).toContain('Open the portal: https://afx.bank.example/di/bins');

      const { rows } = await ctx.database.pool.query(
        'select id, delivered_at, attempts, last_error from outbox where id = any($1) order by id',
        [[sent, refused]],
      );
      expect(rows[0]).toMatchObject({ attempts: 1, delivered_at: expect.any(Date), last_error: null });
      expect(rows[1]).toMatchObject({ attempts: 1, delivered_at: null });
      expect(rows[1].last_error).toContain('550');
      expect(rows[1].last_error).not.toContain('gone@bank.example');
      expect(JSON.stringify(lines)).not.toContain('gone@bank.example');
    } finally {
      await outbox.close();
      await smtp.close();
    }
  });
});
