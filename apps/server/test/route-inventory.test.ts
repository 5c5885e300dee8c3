/**
 * Route inventory (a standing test): walks every route the server registers, as the app recorded
 * them (not a hand list), and checks who may call each. A new route fails here until it is classified:
 * public (PUBLIC_URLS) or not, and open to the forum reader alpha.viewer (VIEWER_ROUTES) or not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/platform/http/route-inventory.js';
import { apiClientHeaders, as, createTestContext, type TestContext, tokenFor } from './harness.js';
import { API_DOCS_URLS, IDENTITY_URLS, SANDBOX_URLS, WEB_APP_URLS } from './routes-outside-the-api.js';

/** The paths that answer without a token, every method on them. */
const PUBLIC_URLS = new Set<string>([
  '/api/health',
  '/config',
  ...API_DOCS_URLS,
  ...IDENTITY_URLS,
  // Upload templates: only column names and an example; the browser fetches them by a plain link.
  '/files/itm/template_1.xlsx',
  '/files/dcb/template_1.xlsx',
  '/files/dal/template_1.xlsx',
  ...WEB_APP_URLS,
  // The sandbox peers: a Standard Webhooks signature authenticates them, not a token (decision 0040).
  ...SANDBOX_URLS,
]);

/**
 * What alpha.viewer (a forum reader: role user, code U6 only) may call: the signed-in user's own
 * cabinet, account pages, dashboard, notifications and event stream. A HEAD answers as its GET.
 */
const VIEWER_ROUTES = new Set([
  'GET /api/cab/v1/user/info',
  'POST /api/cab/v1/locale',
  'GET /api/cab/v1/account/profile',
  'PUT /api/cab/v1/account/profile',
  'POST /api/cab/v1/account/password',
  'POST /api/cab/v1/account/totp/enrol',
  'POST /api/cab/v1/account/totp/verify',
  'DELETE /api/cab/v1/account/totp',
  'GET /api/cab/v1/account/sessions',
  'DELETE /api/cab/v1/account/sessions/:id',
  'POST /api/cab/v1/account/sessions/revoke-others',
  'GET /api/cab/v1/account/login-log',
  'GET /api/statistics/v1/dashboard/info',
  'GET /api/events',
  'POST /api/events/test',
  'POST /api/notifications/v1/list',
  'POST /api/notifications/v1/mark_read',
  'POST /api/notifications/v1/mark_all_read',
  'POST /api/notifications/v1/unread_count',
]);

/**
 * A plausible value for each path parameter, so the router matches the route. The wildcard names a
 * file the docs UI serves, so its public route answers 200; elsewhere any value does.
 */
const PARAM_VALUES: Record<string, string> = {
  kind: 'banks',
  id: 'x1',
  org_id: '1',
  orgId: '1',
  operator: 'kyivstar',
  uid: 'x1',
  token: 'x1',
  '*': 'swagger-ui.css',
};

const fill = (url: string): string =>
  url.replace(/:(\w+)|\*/g, (param, name?: string) => {
    const value = PARAM_VALUES[name ?? param];
    if (value === undefined) throw new Error(`no test value for the parameter ${param} of ${url}`);
    return value;
  });

const percent = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The same path as the router reads it, spelt with a %-encoded letter first and last. */
const encodedSpellings = (filled: string): string[] => [
  filled.replace(/^\/(\w)/, (_, c: string) => `/${percent(c)}`),
  filled.replace(/(\w)([^\w]*)$/, (_, c: string, rest: string) => `${percent(c)}${rest}`),
];

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A real token whose claims were changed after signing (an admin now), and an unsigned one. */
function forgedTokens(token: string): string[] {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = { ...claims, realm_access: { roles: ['admin'] } };
  return [
    `${header}.${base64url(forged)}.${signature}`,
    `${base64url({ alg: 'none' })}.${base64url(forged)}.`,
  ];
}

const key = (route: RouteEntry) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method);

let ctx: TestContext;
let routes: RouteEntry[];
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>AFX</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // With the sandbox peers, so that their routes are walked too.
  ctx = await createTestContext({ WEB_DIST: webDist, SANDBOX: '1' });
  routes = ctx.app.routeInventory();
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const call = (route: RouteEntry, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: { cookie: 'language=en', ...headers },
    ...(hasBody(route.method) ? { payload: {} } : {}),
  });

/** Over real HTTP, reading only the status: an event stream never ends, and inject would wait for it. */
async function statusOverHttp(route: RouteEntry, headers: Record<string, string>): Promise<number> {
  const aborter = new AbortController();
  const res = await fetch(`${ctx.baseUrl}${fill(route.url)}`, {
    method: route.method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(hasBody(route.method) ? { body: '{}' } : {}),
    signal: aborter.signal,
  });
  aborter.abort();
  return res.status;
}

const protectedRoutes = () => routes.filter((r) => !r.public);

describe('route inventory', () => {
  it('finds the routes of every part of the app', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of [
      '/api/health',
      '/api/incidents/v1/incident/list',
      '/api/cab/v1/account/profile',
      '/auth/*',
    ]) {
      expect(urls).toContain(url);
    }
    expect(protectedRoutes().length).toBeGreaterThan(70);
  });

  it('declares public exactly the routes listed here', () => {
    const declared = routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    const expected = routes.filter((r) => PUBLIC_URLS.has(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(expected);
    for (const url of PUBLIC_URLS)
      expect(
        routes.map((r) => r.url),
        url,
      ).toContain(url);
  });

  it('documents in the OpenAPI which routes need no token, as the auth hook decides', async () => {
    const docs = (await ctx.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const open: string[] = [];
    for (const [url, operations] of Object.entries(docs.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.length === 0) open.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(open.sort()).toEqual([
      'GET /api/health',
      'GET /config',
      'GET /files/dal/template_1.xlsx',
      'GET /files/dcb/template_1.xlsx',
      'GET /files/itm/template_1.xlsx',
    ]);
  });

  it('answers every public route without a token', async () => {
    for (const route of routes.filter((r) => r.public)) {
      const res = await call(route, fill(route.url));
      // The sandbox CAMARA operators answer their own 401 (CAMARA's UNAUTHENTICATED), not the portal's.
      if (
        route.url.startsWith('/sandbox/camara/') &&
        res.json<{ code?: string }>().code === 'UNAUTHENTICATED'
      )
        continue;
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });

  it('answers 401 with no-store to every other route without a token, under any spelling of its path', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const filled = fill(route.url);
      for (const url of [filled, ...encodedSpellings(filled)]) {
        const res = await call(route, url);
        if (res.statusCode !== 401 || res.headers['cache-control'] !== 'no-store') {
          failures.push(`${route.method} ${url}: ${res.statusCode} ${res.headers['cache-control']}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to every other route with a forged token', async () => {
    const forged = forgedTokens(await tokenFor(ctx, 'alpha.analyst'));
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      for (const token of forged) {
        const res = await call(route, fill(route.url), { authorization: `Bearer ${token}` });
        if (res.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to alpha.viewer everywhere but the few routes a forum reader may use', async () => {
    const viewer = await as(ctx, 'alpha.viewer');
    const unexpected: string[] = [];
    for (const route of protectedRoutes()) {
      const allowed = VIEWER_ROUTES.has(key(route));
      const status = allowed
        ? await statusOverHttp(route, viewer)
        : (await call(route, fill(route.url), viewer)).statusCode;
      if (allowed ? status === 401 || status === 403 : status !== 403) {
        unexpected.push(`${route.method} ${route.url}: ${status}`);
      }
    }
    expect(unexpected).toEqual([]);
    const listed = new Set(protectedRoutes().map(key));
    expect([...VIEWER_ROUTES].filter((r) => !listed.has(r))).toEqual([]);
  });

  it('answers 403 to an API client on every account page: they are for people', async () => {
    const client = await apiClientHeaders(ctx);
    const account = protectedRoutes().filter((r) => r.url.startsWith('/api/cab/v1/account/'));
    expect(account.length).toBeGreaterThan(8);
    const statuses = await Promise.all(
      account.map(
        async (route) =>
          `${route.method} ${route.url}: ${(await call(route, fill(route.url), client)).statusCode}`,
      ),
    );
    expect(statuses).toEqual(account.map((route) => `${route.method} ${route.url}: 403`));
  });
});

describe('deny by default', () => {
  it('does not answer the dashboard to a %-encoded path without a token', async () => {
    const res = await ctx.app.inject('/%61pi/statistics/v1/dashboard/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401, never the dashboard or the web app, to other spellings of its path', async () => {
    for (const url of [
      '/%61%70%69/statistics/v1/dashboard/info',
      '/api/statistics%2Fv1/dashboard/info',
      '/api/statistics/v1/dashboard/info/',
      '//api/statistics/v1/dashboard/info',
      '/api/statistics/v1/./dashboard/info',
      '/assets/../api/statistics/v1/dashboard/info',
    ]) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(401);
    }
  });

  it('answers a path no route serves with 401 without a token and 404 with one, in any spelling', async () => {
    for (const url of ['/api/nothing/here', '/%61pi/nothing/here', '/files/nothing']) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
      const res = await ctx.app.inject({ url, headers: await as(ctx, 'alpha.analyst') });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('still serves the web app, its files and the sign-in without a token', async () => {
    expect((await ctx.app.inject('/incidents/id/42')).statusCode).toBe(200);
    expect((await ctx.app.inject('/assets/app-1234.js')).headers['cache-control']).toContain('immutable');
    const discovery = await ctx.app.inject('/auth/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expect((await ctx.app.inject('/config')).statusCode).toBe(200);
    expect((await ctx.app.inject('/files/itm/template_1.xlsx')).statusCode).toBe(200);
  });
});
