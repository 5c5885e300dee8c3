import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestContext, type TestContext } from './harness.js';
import { API_DOCS_URLS, IDENTITY_URLS, WEB_APP_URLS } from './routes-outside-the-api.js';

/** An OpenAPI document, as far as this file reads it. */
type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/**
 * Routes that are no part of the API and so not in its document: the docs themselves, the OpenID
 * provider and its sign-in pages (described by its discovery document), the web app's files.
 */
const OUTSIDE_THE_API = new Set<string>([...API_DOCS_URLS, ...IDENTITY_URLS, ...WEB_APP_URLS]);

/** The document's spelling of a route's path: `/sessions/:id` is `/sessions/{id}`. */
const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

let ctx: TestContext;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>AFX</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  ctx = await createTestContext({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('platform', () => {
  it('reports health with the database reachable', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject({
      url: '/api/nothing/here',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('gives every response a request id, and keeps a sane one the caller sent', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await ctx.app.inject('/api/health');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await ctx.app.inject('/api/health');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('publishes every route in the OpenAPI with the answer of its success status', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    const missing: string[] = [];
    let documented = 0;
    for (const route of ctx.app.routeInventory()) {
      if (route.method === 'HEAD' || OUTSIDE_THE_API.has(route.url)) continue;
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: not in the document`);
        continue;
      }
      const success = Object.keys(operation.responses ?? {})
        .filter((status) => /^2\d\d$/.test(status))
        .sort()[0];
      const schemas = Object.values(operation.responses?.[success ?? '']?.content ?? {});
      if (!success) missing.push(`${name}: no success status`);
      else if (schemas.length === 0 || !schemas.every((media) => media.schema))
        missing.push(`${name}: ${success} without a schema`);
      else documented += 1;
    }
    expect(missing).toEqual([]);
    expect(documented).toBeGreaterThan(80);
  });

  it('serves /config for the web app', async () => {
    const res = await ctx.app.inject('/config');
    expect(res.json()).toMatchObject({
      authority: `${ctx.baseUrl}/auth`,
      clientId: 'afx-web',
      externalIdentity: false,
      accountLinks: { profile: '/account/profile', totp: '/account/totp' },
    });
  });

  it('serves the SPA with history fallback and long-lived hashed assets', async () => {
    const deep = await ctx.app.inject('/incidents/id/42');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('cab: the user cabinet', () => {
  it('returns the session user of spec 1 §3 from the token', async () => {
    const res = await ctx.app.inject({
      url: '/api/cab/v1/user/info',
      headers: await as(ctx, 'alpha.analyst'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'alpha.analyst',
      introduction: 'Olena Koval',
      org_name: 'Bank Alpha',
      avatar: null,
    });
    expect(Number.isInteger(body.user_id)).toBe(true);
    expect(Number.isInteger(body.org_id)).toBe(true);
    expect(body.roles).toEqual(expect.arrayContaining(['user', 'U1000', 'U1007', 'U22']));
    expect(body.roles).not.toContain('E1000');
  });

  it('refuses user/info without a token', async () => {
    expect((await ctx.app.inject('/api/cab/v1/user/info')).statusCode).toBe(401);
  });

  it('stores the language, sets the cookie, and the next token carries it', async () => {
    const headers = await as(ctx, 'beta.expert');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cab/v1/locale',
      headers,
      payload: { locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toContain('language=en');
    const { rows } = await ctx.database.pool.query(`select locale from users where login = 'beta.expert'`);
    expect(rows[0].locale).toBe('en');
  });

  it('rejects an unknown language with a field error in the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cab/v1/locale',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=en' },
      payload: { locale: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { locale: 'invalid value' } });
  });
});

describe('statistics: the dashboard', () => {
  it('counts users, API users and organisations from the identity, and the Crime Check requests received', async () => {
    const res = await ctx.app.inject({
      url: '/api/statistics/v1/dashboard/info',
      headers: await as(ctx, 'alpha.viewer'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Demo data: 7 people, 3 API users, 8 organisations.
    expect(body).toMatchObject({ users: 7, api_users: 3, organisations: 8 });
    // The BIN directory counts its rows (the test template holds the demo BINs).
    expect(body.bins).toEqual(expect.any(Number));
    // Crime Check counts the requests the exchange received (the demo's, two of them today).
    const { rows } = await ctx.database.pool.query<{ total: number; today: number }>(
      `select count(*)::int as total,
              (count(*) filter (where (request_dt at time zone 'Europe/Kyiv')::date
                                     = (now() at time zone 'Europe/Kyiv')::date))::int as today
         from crc_requests`,
    );
    expect(rows[0]!.total).toBeGreaterThan(0);
    expect(body).toMatchObject({ crc_requests_total: rows[0]!.total, crc_requests_today: rows[0]!.today });
  });

  it('counts the FPT alerts awaiting processing and those past the SLA clock, across the exchange', async () => {
    const res = await ctx.app.inject({
      url: '/api/statistics/v1/dashboard/info',
      headers: await as(ctx, 'alpha.viewer'),
    });
    // Awaiting: new or in process. Overdue: open, and not taken within 15 minutes or not closed
    // within 24 hours (the default thresholds).
    const { rows } = await ctx.database.pool.query<{ awaiting: number; overdue: number }>(
      `select count(*) filter (where status_id in (1, 3))::int as awaiting,
              count(*) filter (where final_at is null and ((taken_at is null and request_dt < now() - interval '15 minutes')
                                                        or request_dt < now() - interval '24 hours'))::int as overdue
         from fpt_alerts`,
    );
    expect(rows[0]!.overdue).toBeGreaterThan(0); // the demo data has alerts left untaken for days
    expect(res.json()).toMatchObject({
      fpt_alerts_awaiting: rows[0]!.awaiting,
      fpt_alerts_overdue: rows[0]!.overdue,
    });
  });

  it('stops counting a removed user', async () => {
    await ctx.database.pool.query(`update users set status = 'removed' where login = 'alpha.viewer'`);
    const res = await ctx.app.inject({
      url: '/api/statistics/v1/dashboard/info',
      headers: await as(ctx, 'alpha.analyst'),
    });
    expect(res.json().users).toBe(6);
    await ctx.database.pool.query(`update users set status = 'active' where login = 'alpha.viewer'`);
  });
});
