import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { alertText } from './headless/browser.js';
import { startInteraction } from './test-support.js';

const ctx = testContext();

/** Posts the sign-in form of a fresh interaction with the given body and content type. */
async function postForm(body: string | Uint8Array<ArrayBuffer>, contentType: string) {
  const { url, cookie } = await startInteraction(ctx.baseUrl);
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType, 'accept-language': 'en' },
    body,
    redirect: 'manual',
  });
  return { status: res.status, alert: alertText(await res.text()), type: res.headers.get('content-type') };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the sign-in form refuses bad requests with a 4xx page, not a 500', () => {
  it('refuses a body that is not a form', async () => {
    for (const [body, type] of [
      ['login=a&password=b', 'text/plain'],
      [JSON.stringify({ login: 'a', password: 'b' }), 'application/json'],
    ] as const) {
      const res = await postForm(body, type);
      expect(res.status, type).toBe(415);
      expect(res.type).toMatch(/^text\/html/);
      expect(res.alert).toBe('The sign-in request could not be completed.');
    }
  });

  it('refuses a login no account can have (NUL) as a wrong login or password', async () => {
    const res = await postForm(
      form({ login: 'a\u0000b', password: 'y' }),
      'application/x-www-form-urlencoded',
    );
    expect(res).toMatchObject({ status: 400, alert: 'Wrong login or password' });
  });

  it('refuses a field over 1024 characters as a wrong login or password', async () => {
    const res = await postForm(
      form({ login: 'x'.repeat(1025), password: 'y' }),
      'application/x-www-form-urlencoded',
    );
    expect(res).toMatchObject({ status: 400, alert: 'Wrong login or password' });
  });

  it('refuses an oversized body', async () => {
    const res = await postForm(
      form({ login: 'a', password: 'p'.repeat(2 * 1024 * 1024) }),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(413);
    expect(res.alert).toBe('The sign-in request could not be completed.');
  });

  it('shows the page in its usual language for an unknown ?lang=', async () => {
    const { url, cookie } = await startInteraction(ctx.baseUrl);
    const res = await fetch(`${url}?lang=${'e'.repeat(40)}`, {
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<button type="submit">Sign in</button>');
  });
});

describe('the provider endpoints answer a NUL client_id with a 4xx', () => {
  const nul = '\u0000';

  it('at /auth/token', async () => {
    const res = await fetch(`${ctx.baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ grant_type: 'client_credentials', client_id: nul, client_secret: 'x' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('at /auth/token/revocation', async () => {
    const res = await fetch(`${ctx.baseUrl}/auth/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ token: 'x', client_id: nul }),
    });
    expect(res.status).toBe(401);
  });

  it('at /auth/auth', async () => {
    const res = await fetch(
      `${ctx.baseUrl}/auth/auth?${form({ client_id: nul, response_type: 'code', scope: 'openid' })}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
  });

  it('at /auth/auth, in any parameter the provider keeps', async () => {
    for (const name of ['state', 'login_hint', 'nonce']) {
      const res = await fetch(
        `${ctx.baseUrl}/auth/auth?${form({
          client_id: 'afx-web',
          response_type: 'code',
          scope: 'openid',
          redirect_uri: `${ctx.baseUrl}/callback`,
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGcSstw-cM',
          code_challenge_method: 'S256',
          [name]: `a${nul}b`,
        })}`,
        { redirect: 'manual' },
      );
      expect(res.status, name).toBeLessThan(500);
    }
  });
});
