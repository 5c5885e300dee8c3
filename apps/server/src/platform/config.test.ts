import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 8080, the embedded database with demo data and the embedded issuer', () => {
    const c = loadConfig({ INIT_CWD: '/srv/afx' });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('/srv/afx/data');
    expect(c.demoData).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.issuer).toBe('http://localhost:8080/auth');
    expect(c.audience).toBe('afx-api');
    expect(c.logLevel).toBe('info');
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/afx' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/afx', DEMO_DATA: 'yes' }).demoData).toBe(true);
  });

  it('serves the sandbox peers with the demo data, or when SANDBOX says so', () => {
    expect(loadConfig({}).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: '0' }).sandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/afx' }).sandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/afx', SANDBOX: '1' }).sandbox).toBe(true);
    expect(() => loadConfig({ SANDBOX: 'sometimes' })).toThrow(/SANDBOX/);
  });

  it('uses an outside issuer as given, without a trailing slash', () => {
    const c = loadConfig({ OIDC_ISSUER: 'https://sso.bank.example/realms/afx/', OIDC_AUDIENCE: 'account' });
    expect(c.externalIssuer).toBe('https://sso.bank.example/realms/afx');
    expect(c.issuer).toBe('https://sso.bank.example/realms/afx');
    expect(c.audience).toBe('account');
  });

  it('stops with one message naming every bad variable', () => {
    const bad = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe', LOG_LEVEL: 'loud' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toMatch(/^Bad configuration:/);
      for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA', 'LOG_LEVEL']) expect(msg).toContain(name);
    }
  });

  it('takes a map tile URL only with its {z}/{x}/{y} placeholders', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('coalesces notifications in windows of 15 minutes unless told 1 to 1440', () => {
    expect(loadConfig({}).notificationWindowMinutes).toBe(15);
    expect(loadConfig({ NOTIFICATION_WINDOW_MINUTES: '60' }).notificationWindowMinutes).toBe(60);
    for (const bad of ['0', '1441', '2.5', 'soon']) {
      expect(() => loadConfig({ NOTIFICATION_WINDOW_MINUTES: bad })).toThrow(/NOTIFICATION_WINDOW_MINUTES/);
    }
  });

  it('takes the FPT SLA thresholds: 15 minutes to take, 24 hours to close, unless told', () => {
    expect(loadConfig({})).toMatchObject({ fptSlaTakeMinutes: 15, fptSlaFinalHours: 24 });
    expect(loadConfig({ FPT_SLA_TAKE_MINUTES: '30', FPT_SLA_FINAL_HOURS: '48' })).toMatchObject({
      fptSlaTakeMinutes: 30,
      fptSlaFinalHours: 48,
    });
    for (const bad of ['0', '1441', '2.5', 'soon']) {
      expect(() => loadConfig({ FPT_SLA_TAKE_MINUTES: bad })).toThrow(/FPT_SLA_TAKE_MINUTES/);
    }
    for (const bad of ['0', '721', 'day']) {
      expect(() => loadConfig({ FPT_SLA_FINAL_HOURS: bad })).toThrow(/FPT_SLA_FINAL_HOURS/);
    }
  });

  it('waits up to 5 s for an FPT recipient system that answers at once, 0 to 10000 ms if told', () => {
    expect(loadConfig({}).fptCreateAnswerWaitMs).toBe(5_000);
    expect(loadConfig({ FPT_CREATE_ANSWER_WAIT_MS: '0' }).fptCreateAnswerWaitMs).toBe(0);
    for (const bad of ['-1', '10001', '1.5', 'soon']) {
      expect(() => loadConfig({ FPT_CREATE_ANSWER_WAIT_MS: bad })).toThrow(/FPT_CREATE_ANSWER_WAIT_MS/);
    }
  });

  it('keeps the gateway call log 400 days unless told 31 to 3650', () => {
    expect(loadConfig({}).gatewayCallRetentionDays).toBe(400);
    expect(loadConfig({ GATEWAY_CALL_RETENTION_DAYS: '31' }).gatewayCallRetentionDays).toBe(31);
    for (const bad of ['30', '3651', '1.5', 'year']) {
      expect(() => loadConfig({ GATEWAY_CALL_RETENTION_DAYS: bad })).toThrow(/GATEWAY_CALL_RETENTION_DAYS/);
    }
  });

  it("prints the invoices' supplier EDRPOU and IBAN only when given, and only valid ones", () => {
    expect(loadConfig({}).invoiceSupplier).toEqual({ edrpou: null, iban: null });
    expect(
      loadConfig({
        INVOICE_SUPPLIER_EDRPOU: '12345678',
        INVOICE_SUPPLIER_IBAN: 'ua21 3223 1300 0002 6007 2335 6600 1',
      }).invoiceSupplier,
    ).toEqual({ edrpou: '12345678', iban: 'UA213223130000026007233566001' });
    expect(() => loadConfig({ INVOICE_SUPPLIER_EDRPOU: '1234567' })).toThrow(
      /INVOICE_SUPPLIER_EDRPOU: must be 8 digits/,
    );
    expect(() => loadConfig({ INVOICE_SUPPLIER_IBAN: 'UA213223130000026007233566002' })).toThrow(
      /INVOICE_SUPPLIER_IBAN: must be an IBAN/,
    );
  });

  it('takes the Crime Check due days per registry type: 1:10,2:10,3:30,4:5 unless told', () => {
    expect(loadConfig({}).crcDueDays).toEqual({ 1: 10, 2: 10, 3: 30, 4: 5 });
    expect(loadConfig({ CRC_DUE_DAYS: '3:20,4:3' }).crcDueDays).toEqual({ 1: 10, 2: 10, 3: 20, 4: 3 });
    for (const bad of ['5:3', '1:0', 'ten']) {
      expect(() => loadConfig({ CRC_DUE_DAYS: bad })).toThrow(/CRC_DUE_DAYS/);
    }
  });

  it('sends e-mail over SMTP only with MAIL_URL and MAIL_FROM; without MAIL_URL mail is only logged', () => {
    expect(loadConfig({}).mailUrl).toBeUndefined();
    const smtp = loadConfig({
      MAIL_URL: 'smtp://afx:secret@mail.bank.example:587',
      MAIL_FROM: 'AFX <noreply@bank.example>',
    });
    expect(smtp.mailUrl).toBe('smtp://afx:secret@mail.bank.example:587');
    expect(smtp.mailFrom).toBe('AFX <noreply@bank.example>');
    try {
      loadConfig({ MAIL_URL: 'http://mail.bank.example', PORT: 'eighty' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      for (const name of ['MAIL_URL', 'PORT']) expect(msg).toContain(name);
    }
    expect(() => loadConfig({ MAIL_URL: 'smtp://mail.bank.example' })).toThrow(
      /MAIL_FROM: is required when MAIL_URL is set/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
  });

  it('writes e-mail to DATA_DIR/mail for the demo, to MAIL_DIR if told, and nowhere when SMTP sends it', () => {
    const cwd = { INIT_CWD: '/srv/afx' };
    expect(loadConfig({ ...cwd }).mailDir).toBe('/srv/afx/data/mail');
    expect(loadConfig({ ...cwd, DATA_DIR: 'demo' }).mailDir).toBe('/srv/afx/demo/mail');
    expect(loadConfig({ ...cwd, MAIL_DIR: 'outbox-mail' }).mailDir).toBe('/srv/afx/outbox-mail');
    // A server without the demo data only logs, unless it is given a directory.
    expect(loadConfig({ ...cwd, DATABASE_URL: 'postgres://db/afx' }).mailDir).toBeUndefined();
    expect(loadConfig({ ...cwd, DATABASE_URL: 'postgres://db/afx', MAIL_DIR: '/var/mail/afx' }).mailDir).toBe(
      '/var/mail/afx',
    );
    const smtp = { MAIL_URL: 'smtp://mail.bank.example', MAIL_FROM: 'AFX <noreply@bank.example>' };
    expect(loadConfig({ ...cwd, ...smtp, MAIL_DIR: 'outbox-mail' }).mailDir).toBeUndefined();
  });

  it('believes forwarding headers only from the proxies TRUST_PROXY lists', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,loopback,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    // Everyone, or a hop count, would believe what any client writes.
    for (const bad of ['true', '1', '2', '10.0.0.0/33', 'proxy.example', '10.0.0.5,*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must list the proxies/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });
});
