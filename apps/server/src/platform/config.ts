import path from 'node:path';
import { z } from 'zod';
import { checkEgrpou, isValidIban, normalizeIban, parseCrimeCheckDueDays } from '@afx/domain';
import { parseTrustProxy } from './trust-proxy.js';
import { type McsConfig, mcsConfigFromEnv } from '../counterparts/camara/config.js';

/** The supplier's EDRPOU and IBAN printed on invoices (INVOICE_SUPPLIER_EDRPOU, _IBAN); unset, not printed. */
export type InvoiceSupplier = { edrpou: string | null; iban: string | null };

/** Where the repository root is, so relative defaults work from any workspace's cwd. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Ukraine's standard VAT rate, the invoices' when INVOICE_VAT_PERCENT is not set. */
export const DEFAULT_INVOICE_VAT_PERCENT = 20;
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = z.url({ error: 'must be a URL such as http://host:port' });

/** An address alone, or with a display name: `AFX <noreply@bank.example>`. */
const MAIL_FROM = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === false || Array.isArray(parsed)) return parsed;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: url.optional(),
    OIDC_ISSUER: url.optional(),
    OIDC_AUDIENCE: z.string().min(1).default('afx-api'),
    OIDC_CLIENT_ID: z.string().min(1).default('afx-web'),
    OIDC_ACCOUNT_URL: url.optional(),
    DEMO_DATA: bool.optional(),
    SANDBOX: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FORUM_URL: url.optional(),
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@afx.example'),
    SUPPORT_PHONE: z.string().default('+380 44 000 00 00'),
    WEB_DIST: z.string().optional(),
    DEV_WEB_ORIGIN: url.optional(),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, { error: 'must be a tile URL with {z}, {x} and {y}' })
      .optional(),
    MAIL_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, { error: 'must be an SMTP URL such as smtp://user:password@host:587' })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(MAIL_FROM, { error: 'must be an address such as AFX <noreply@bank.example>' })
      .optional(),
    MAIL_DIR: z.string().min(1).optional(),
    NOTIFICATION_WINDOW_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of minutes' })
      .min(1, { error: 'must be 1 to 1440 minutes' })
      .max(1440, { error: 'must be 1 to 1440 minutes' })
      .default(15),
    FPT_SLA_TAKE_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of minutes' })
      .min(1, { error: 'must be 1 to 1440 minutes' })
      .max(1440, { error: 'must be 1 to 1440 minutes' })
      .default(15),
    GATEWAY_CALL_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of days' })
      .min(31, { error: 'must be 31 to 3650 days' })
      .max(3650, { error: 'must be 31 to 3650 days' })
      .default(400),
    FPT_CREATE_ANSWER_WAIT_MS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(0, { error: 'must be 0 to 10000 milliseconds' })
      .max(10_000, { error: 'must be 0 to 10000 milliseconds' })
      .default(5_000),
    CCI_DEADLINE_MS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(100, { error: 'must be 100 to 60000 milliseconds' })
      .max(60_000, { error: 'must be 100 to 60000 milliseconds' })
      .default(55_000),
    FPT_SLA_FINAL_HOURS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of hours' })
      .min(1, { error: 'must be 1 to 720 hours' })
      .max(720, { error: 'must be 1 to 720 hours' })
      .default(24),
    INVOICE_VAT_PERCENT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole percent' })
      .min(0, { error: 'must be 0 to 100' })
      .max(100, { error: 'must be 0 to 100' })
      .default(DEFAULT_INVOICE_VAT_PERCENT),
    INVOICE_SCHEDULE: bool.optional(),
    INVOICE_SUPPLIER_EDRPOU: z
      .string()
      .refine((v) => checkEgrpou(v) === null, { error: 'must be 8 digits' })
      .optional(),
    INVOICE_SUPPLIER_IBAN: z
      .string()
      .transform(normalizeIban)
      .refine(isValidIban, { error: 'must be an IBAN such as UA21 3223 1300 0002 6007 2335 6600 1' })
      .optional(),
    CRC_DUE_DAYS: z
      .string()
      .default('1:10,2:10,3:30,4:5')
      .transform((text, ctx) => {
        const days = parseCrimeCheckDueDays(text);
        if (days === null)
          ctx.addIssue({
            code: 'custom',
            message: 'must be registry type:days pairs such as 1:10,2:10,3:30,4:5',
          });
        return days ?? {};
      }),
  })
  .superRefine(
    (env, ctx) => {
      if (env.MAIL_URL && !env.MAIL_FROM) {
        ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when MAIL_URL is set' });
      }
    },
    // Checked even when other variables are bad, so the one message names them all.
    { when: () => true },
  );

export type Config = {
  port: number;
  host: string;
  /** The proxies whose X-Forwarded-* headers are believed (addresses, CIDRs); false: none. */
  trustProxy: string[] | false;
  /** Unset: the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** Unset: the embedded OpenID provider at `${publicUrl}/auth`. */
  externalIssuer: string | undefined;
  issuer: string;
  audience: string;
  clientId: string;
  accountUrl: string | undefined;
  demoData: boolean;
  /**
   * The sandbox peers under /sandbox/... (exchange.md "Sandbox peers"): on with the demo data unless
   * SANDBOX says otherwise; SANDBOX=1 serves them on a database without the demo data too.
   */
  sandbox: boolean;
  logLevel: string;
  forumUrl: string | undefined;
  supportEmail: string;
  supportPhone: string;
  webDist: string;
  /**
   * Development only (`npm run dev` sets it): the Vite dev server's origin, trusted as the web client's
   * redirect, post-logout and CORS origin beside publicUrl. Unset everywhere else.
   */
  devWebOrigin: string | undefined;
  /** Map tiles for the ATM directory ({z}/{x}/{y}); unset: coordinates without a map. */
  mapTileUrl: string | undefined;
  /** SMTP server for e-mail (it holds a password: never log it); unset: e-mails are only logged. */
  mailUrl: string | undefined;
  /** Without MAIL_URL: where each e-mail is written as an .eml file (MAIL_DIR; the demo: DATA_DIR/mail). */
  mailDir: string | undefined;
  mailFrom: string | undefined;
  /** Notices of one kind about one organisation within this many minutes are one notification (and one e-mail). */
  notificationWindowMinutes: number;
  /** An inbound FPT alert not taken into processing within this many minutes is overdue. */
  fptSlaTakeMinutes: number;
  /** An inbound FPT alert not in a final status within this many hours is overdue. */
  fptSlaFinalHours: number;
  /**
   * How long /alert/create waits for the recipient system's first delivery, to answer its status when
   * it answers at once (0: never waits). The spec's client waits 15 s for the answer.
   */
  fptCreateAnswerWaitMs: number;
  /**
   * How long a card-blocking question waits for the issuer's system (decision 0043): 55 s, inside the
   * web client's 60 s, so the user reads the portal's 'no answer in time' rather than a lost request.
   */
  cciDeadlineMs: number;
  /** Gateway calls (in and out) older than this many days are deleted; the log serves audit and invoices. */
  gatewayCallRetentionDays: number;
  /** Days a Crime Check request has for its answer, per registry type (1 ERDR, 2 EO, 3 claim, 4 s102). */
  crcDueDays: Record<number, number>;
  /** Mobile check: the operators' CAMARA endpoints and clients, the deadline, the rate, consent (decision 0044). */
  mcs: McsConfig;
  /** The VAT of the member services' invoices, percent. */
  invoiceVatPercent: number;
  /** The monthly invoice run (on unless INVOICE_SCHEDULE=0). */
  invoiceSchedule: boolean;
  /** The exchange's own details on its invoices, where the payer's accountant reads them. */
  invoiceSupplier: InvoiceSupplier;
  version: string;
};

export class ConfigError extends Error {}

/**
 * Where e-mail is written when no SMTP server is set: MAIL_DIR, or with the demo data DATA_DIR/mail,
 * so the demo's invitations and resets can be opened; with MAIL_URL, nowhere (SMTP sends them).
 */
function mailDirOf(
  mailDir: string | undefined,
  mailUrl: string | undefined,
  demoData: boolean,
  cwd: string,
  dataDir: string,
): string | undefined {
  if (mailUrl) return undefined;
  if (mailDir) return path.resolve(cwd, mailDir);
  return demoData ? path.resolve(cwd, dataDir, 'mail') : undefined;
}

function mcsOf(env: Record<string, string | undefined>, publicUrl: string, sandbox: boolean): McsConfig {
  try {
    return mcsConfigFromEnv(env, { publicUrl, sandbox });
  } catch (err) {
    throw new ConfigError(`Bad configuration:\n  MCS_*: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Reads the environment; a bad value stops the start with one message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Bad configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const externalIssuer = e.OIDC_ISSUER?.replace(/\/+$/, '');
  const demoData = e.DEMO_DATA ?? e.DATABASE_URL === undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    // Relative paths are read from where the user ran npm (INIT_CWD), not the workspace npm moved to.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    publicUrl,
    externalIssuer,
    issuer: externalIssuer ?? `${publicUrl}/auth`,
    audience: e.OIDC_AUDIENCE,
    clientId: e.OIDC_CLIENT_ID,
    accountUrl: e.OIDC_ACCOUNT_URL,
    demoData,
    sandbox: e.SANDBOX ?? demoData,
    mcs: mcsOf(clean, publicUrl, e.SANDBOX ?? demoData),
    logLevel: e.LOG_LEVEL,
    forumUrl: e.FORUM_URL?.replace(/\/+$/, ''),
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    devWebOrigin: e.DEV_WEB_ORIGIN ? new URL(e.DEV_WEB_ORIGIN).origin : undefined,
    mapTileUrl: e.MAP_TILE_URL,
    mailUrl: e.MAIL_URL,
    mailDir: mailDirOf(e.MAIL_DIR, e.MAIL_URL, demoData, env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    mailFrom: e.MAIL_FROM,
    notificationWindowMinutes: e.NOTIFICATION_WINDOW_MINUTES,
    fptSlaTakeMinutes: e.FPT_SLA_TAKE_MINUTES,
    fptSlaFinalHours: e.FPT_SLA_FINAL_HOURS,
    fptCreateAnswerWaitMs: e.FPT_CREATE_ANSWER_WAIT_MS,
    gatewayCallRetentionDays: e.GATEWAY_CALL_RETENTION_DAYS,
    cciDeadlineMs: e.CCI_DEADLINE_MS,
    crcDueDays: e.CRC_DUE_DAYS,
    invoiceVatPercent: e.INVOICE_VAT_PERCENT,
    invoiceSchedule: e.INVOICE_SCHEDULE ?? true,
    invoiceSupplier: { edrpou: e.INVOICE_SUPPLIER_EDRPOU ?? null, iban: e.INVOICE_SUPPLIER_IBAN ?? null },
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
