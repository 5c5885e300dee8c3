import { describe, expect, it } from 'vitest';
import { type TestContext, testContext } from '../../test/harness.js';
import { loadConfig } from '../platform/config.js';

/** The Vite dev server `npm run dev` starts beside the server. */
const VITE = 'http://localhost:5173';

const authorize = (ctx: TestContext, redirectUri: string) =>
  ctx.app.inject({
    url: '/auth/auth',
    query: {
      client_id: 'afx-web',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: redirectUri,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    },
  });

const logout = (ctx: TestContext, postLogoutUri: string) =>
  ctx.app.inject({
    url: '/auth/session/end',
    query: { client_id: 'afx-web', post_logout_redirect_uri: postLogoutUri },
  });

/** A token request from a page of `origin`; the code is made up, only the CORS answer counts. */
const tokenRequestFrom = (ctx: TestContext, origin: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: 'afx-web',
      grant_type: 'authorization_code',
      code: 'made-up',
      code_verifier: 'x'.repeat(43),
      redirect_uri: `${origin}/callback`,
    }).toString(),
  });

describe('DEV_WEB_ORIGIN', () => {
  it('is unset unless named (npm start names none), and is a URL reduced to its origin', () => {
    expect(loadConfig({}).devWebOrigin).toBeUndefined();
    expect(loadConfig({ DEV_WEB_ORIGIN: `${VITE}/` }).devWebOrigin).toBe(VITE);
    expect(() => loadConfig({ DEV_WEB_ORIGIN: 'five one seven three' })).toThrow(/DEV_WEB_ORIGIN/);
  });
});

describe('the web app dev server outside development', () => {
  const ctx = testContext();

  it('is no redirect URI, post-logout URI or CORS origin of the web client', async () => {
    expect((await authorize(ctx, `${VITE}/callback`)).statusCode).toBe(400);
    expect((await logout(ctx, `${VITE}/`)).statusCode).toBe(400);
    const token = await tokenRequestFrom(ctx, VITE);
    expect(token.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still lets the portal itself sign in and out', async () => {
    expect((await authorize(ctx, `${ctx.baseUrl}/callback`)).statusCode).toBe(303);
    expect((await logout(ctx, `${ctx.baseUrl}/`)).statusCode).toBe(200);
    const token = await tokenRequestFrom(ctx, ctx.baseUrl);
    expect(token.headers['access-control-allow-origin']).toBe(ctx.baseUrl);
  });
});

describe('the web app dev server in development (DEV_WEB_ORIGIN, set by npm run dev)', () => {
  const ctx = testContext({ DEV_WEB_ORIGIN: VITE });

  it('is a redirect URI, post-logout URI and CORS origin of the web client', async () => {
    expect((await authorize(ctx, `${VITE}/callback`)).statusCode).toBe(303);
    expect((await logout(ctx, `${VITE}/`)).statusCode).toBe(200);
    const token = await tokenRequestFrom(ctx, VITE);
    expect(token.headers['access-control-allow-origin']).toBe(VITE);
  });
});
