/**
 * A fresh copy of the template database and the whole app listening on a real loopback port (the
 * OpenID flows need real HTTP), one per test file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { headlessLogin } from '../src/identity/headless-login.js';
import { type Config, loadConfig } from '../src/platform/config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/platform/db/embedded.js';
import { type Database, openDatabase } from '../src/platform/db/pool.js';
import { databaseUrlWithName, TMP_DIR } from './template.js';

export type TestContext = {
  app: App;
  config: Config;
  database: Database;
  baseUrl: string;
  close: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function copyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const id = randomBytes(4).toString('hex');
  if (serverUrl) {
    const name = `afx_t_${process.ppid}_${id}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    return {
      url: databaseUrlWithName(serverUrl, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = path.join(TMP_DIR, 'test-dbs', id);
  fs.cpSync(inject('templateDir'), dir, { recursive: true });
  fs.rmSync(path.join(dir, 'afx.lock'), { force: true });
  const embedded: EmbeddedDatabase = await startEmbeddedDatabase(dir);
  return {
    url: embedded.url,
    drop: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const { url, drop } = await copyDatabase();
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    // No worker delivers in most tests: /alert/create would wait the whole time for nothing.
    FPT_CREATE_ANSWER_WAIT_MS: '0',
    // On a PostgreSQL server the app runs as in production (LISTEN/NOTIFY fan-out and all).
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const database = openDatabase(url, 5);
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    database,
    baseUrl: config.publicUrl,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

const tokenCache = new WeakMap<TestContext, Map<string, string>>();

/**
 * An access token for a demo user, obtained the way the web app gets one (code + PKCE through the
 * sign-in page); cached per test file.
 */
export async function tokenFor(ctx: TestContext, login: string, password = 'demo'): Promise<string> {
  const cache = tokenCache.get(ctx) ?? new Map<string, string>();
  tokenCache.set(ctx, cache);
  const cached = cache.get(login);
  if (cached) return cached;
  const { tokens } = await headlessLogin({ baseUrl: ctx.baseUrl, login, password });
  cache.set(login, tokens.access_token);
  return tokens.access_token;
}

/** Headers for an API call as that user. */
export async function as(ctx: TestContext, login: string): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokenFor(ctx, login)}` };
}

/** Headers of a member bank's system: a client-credentials token of the demo API client. */
export async function apiClientHeaders(ctx: TestContext): Promise<{ authorization: string }> {
  const res = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'alpha-api',
      client_secret: 'alpha-api-demo-secret',
    }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

export type Json = Record<string, unknown>;

/** POST to an API path as a demo user, with English messages; answers the status and the body. */
export async function postAs(ctx: TestContext, login: string, url: string, payload: unknown) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(await as(ctx, login)), cookie: 'language=en' },
    payload: payload as Json,
  });
  return { status: res.statusCode, body: res.json<Json & { list: Json[]; fields: Json }>() };
}

/** The id of a demo organisation by its name. */
export async function orgIdOf(ctx: TestContext, name: string): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    'select id from organisations where name = $1',
    [name],
  );
  return rows[0]!.id;
}

/** The demo organisations the service tests act on, by the names the tests give them. */
const DEMO_ORGS = {
  alpha: 'Bank Alpha',
  beta: 'Bank Beta',
  gamma: 'Gamma Acquiring',
  police: 'Cyber Police Department',
  mobile: 'Mobile Operator One',
} as const;

/**
 * The app of a test file: it starts before the file's tests and closes after them. The answer stands
 * for that context, so a file holds it in a const.
 */
export function testContext(env: Record<string, string> = {}): TestContext {
  let started: TestContext | undefined;
  beforeAll(async () => {
    started = await createTestContext(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestContext => {
    if (!started) throw new Error('the test context starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    close: () => current().close(),
  };
}

/**
 * The set-up of a test file for one API group (`base`, e.g. /api/dcb/v1): its app (testContext), the
 * demo organisations' ids once the tests start, and POST to the group's paths as a demo user with
 * English messages.
 */
export function serviceTest(base: string, env: Record<string, string> = {}) {
  const ctx = testContext(env);
  const org = {} as Record<keyof typeof DEMO_ORGS, number>;
  beforeAll(async () => {
    for (const [key, name] of Object.entries(DEMO_ORGS)) {
      org[key as keyof typeof DEMO_ORGS] = await orgIdOf(ctx, name);
    }
  });
  const post = (login: string, url: string, payload: unknown) => postAs(ctx, login, `${base}${url}`, payload);
  return { ctx, org, post };
}
