import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { headlessLogin, headlessLogout, discoverPortal } from './headless-login.js';
import { readForms } from './headless/browser.js';
import { activeSigningKeys, deactivateSigningKey, rotateSigningKey } from './signing-keys.js';
import { browserFromNewAddress } from './test-support.js';

// Each test's browser comes through a proxy on loopback with an address of its own.
const ctx = testContext({ TRUST_PROXY: 'loopback' });

const userInfo = (token: string) =>
  fetch(`${ctx.baseUrl}/api/cab/v1/user/info`, { headers: { authorization: `Bearer ${token}` } });

const signIn = (login = 'alpha.analyst') =>
  headlessLogin({ baseUrl: ctx.baseUrl, login, password: 'demo', browser: browserFromNewAddress() });

describe('authorization code + PKCE for the SPA', () => {
  it('gives an access token the API accepts, with the portal claims', async () => {
    const { tokens } = await signIn();
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${ctx.baseUrl}/auth`,
      aud: 'afx-api',
      client_id: 'afx-web',
      preferred_username: 'alpha.analyst',
      name: 'Olena Koval',
      org_name: 'Bank Alpha',
      locale: 'uk',
    });
    expect(typeof claims.sub).toBe('string');
    expect(Number.isInteger(claims.org_id)).toBe(true);
    expect(Number.isInteger(claims.user_id)).toBe(true);
    expect((claims.realm_access as { roles: string[] }).roles).toEqual(
      expect.arrayContaining(['user', 'U1000']),
    );
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    expect(tokens.expires_in).toBe(900);

    const res = await userInfo(tokens.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'alpha.analyst',
      introduction: 'Olena Koval',
      org_id: claims.org_id,
      org_name: 'Bank Alpha',
      user_id: claims.user_id,
      roles: expect.arrayContaining(['user', 'U1000']),
    });
  });

  it('puts the profile in the ID token', async () => {
    const { tokens } = await signIn('beta.expert');
    expect(tokens.claims()).toMatchObject({
      name: 'Taras Melnyk',
      preferred_username: 'beta.expert',
      email: 't.melnyk@beta.example',
      locale: 'uk',
    });
  });

  it('issues a refresh token that yields a new access token', async () => {
    const { tokens, client } = await signIn();
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await oidc.refreshTokenGrant(client, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      aud: 'afx-api',
      preferred_username: 'alpha.analyst',
    });
    expect((await userInfo(refreshed.access_token)).status).toBe(200);
  });

  it('ends the session on RP-initiated logout', async () => {
    const login = await signIn();
    const confirm = await login.browser.navigate(
      oidc.buildEndSessionUrl(login.client, { id_token_hint: login.tokens.id_token! }).href,
    );
    expect('html' in confirm && confirm.html).toMatch(/<button type="submit" form="op.logoutForm"/);
    expect('html' in confirm && confirm.html).not.toMatch(/<script/i);
    const landed = await headlessLogout(login, ctx.baseUrl);
    expect(landed).toBe(`${ctx.baseUrl}/`);
    await expect(oidc.refreshTokenGrant(login.client, login.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The same browser must sign in again.
    const again = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'alpha.analyst',
      password: 'demo',
      browser: login.browser,
    });
    expect(again.tokens.access_token).toBeTruthy();
  });

  it('signs out at once, without the question, when the web app asks with its id token and own return address', async () => {
    const login = await signIn();
    const home = `${ctx.baseUrl}/`;
    const endSession = oidc.buildEndSessionUrl(login.client, {
      id_token_hint: login.tokens.id_token!,
      post_logout_redirect_uri: home,
    });
    const answer = await login.browser.request(endSession.href);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    // No "Sign out?" buttons: one form that answers "sign out" and submits itself, a script the CSP allows.
    expect(html).not.toMatch(/form="op.logoutForm"/);
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/document\.forms\[0\]\.submit\(\)/);
    const digest = createHash('sha256').update(script).digest('base64');
    expect(answer.headers.get('content-security-policy')).toContain(`'sha256-${digest}'`);
    const [form] = readForms(html, endSession.href);
    expect(form?.fields).toMatchObject({ logout: 'yes' });
    // What the page's script does: post the form as it stands.
    const done = await login.browser.navigate(form!.action, { form: form!.fields }, home);
    expect(done).toEqual({ redirectedTo: home });
    expect((await userInfo(login.tokens.access_token)).status).toBe(401);
    await expect(oidc.refreshTokenGrant(login.client, login.tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('reuses the browser session without asking for the password again', async () => {
    const first = await signIn();
    const second = await headlessLogin({
      baseUrl: ctx.baseUrl,
      login: 'x',
      password: 'x',
      browser: first.browser,
    });
    expect(decodeJwt(second.tokens.access_token).preferred_username).toBe('alpha.analyst');
  });
});

describe('client credentials for member-bank systems', () => {
  it('acts as the linked api-user with its organisation and codes', async () => {
    const client = await oidc.discovery(
      new URL(`${ctx.baseUrl}/auth`),
      'alpha-api',
      undefined,
      oidc.ClientSecretBasic('alpha-api-demo-secret'),
      { execute: [oidc.allowInsecureRequests] },
    );
    const { access_token } = await oidc.clientCredentialsGrant(client);
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({
      aud: 'afx-api',
      client_id: 'alpha-api',
      preferred_username: 'alpha-api',
      org_name: 'Bank Alpha',
      realm_access: { roles: ['api-user', 'U1000', 'U1005', 'U1006'] },
    });
    expect(claims.sub).not.toBe('alpha-api');
    const res = await userInfo(access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'alpha-api',
      org_name: 'Bank Alpha',
      roles: ['api-user', 'U1000', 'U1005', 'U1006'],
    });
  });

  it('accepts the secret in the body too, and refuses a wrong one', async () => {
    const form = (secret: string) =>
      fetch(`${ctx.baseUrl}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'police-api',
          client_secret: secret,
        }),
      });
    const ok = await form('police-api-demo-secret');
    expect(ok.status).toBe(200);
    expect(decodeJwt(((await ok.json()) as { access_token: string }).access_token).preferred_username).toBe(
      'police-api',
    );
    expect((await form('nope')).status).toBe(401);
  });

  it('does not let the SPA client use client credentials', async () => {
    const res = await fetch(`${ctx.baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'afx-web' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});

describe('tokens the API refuses', () => {
  it('refuses a token whose payload was changed', async () => {
    const { tokens } = await signIn();
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, org_id: 999, realm_access: { roles: ['admin'] } }),
    ).toString('base64url');
    expect((await userInfo(`${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await userInfo(`${header}.${payload}.${signature}`)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { tokens } = await signIn();
    const claims = decodeJwt(tokens.access_token);
    const [key] = await activeSigningKeys(ctx.database.db);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key!.kid, typ: 'at+jwt' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(await importJWK(key!, 'RS256'));
    expect((await userInfo(expired)).status).toBe(401);
  });
});

describe('signing key rotation', () => {
  it('signs with the new key, keeps verifying the old one until it is deactivated', async () => {
    const before = await signIn();
    const oldKid = decodeProtectedHeader(before.tokens.access_token).kid!;
    const newKid = await rotateSigningKey(ctx.database.db);
    const after = await signIn();
    expect(decodeProtectedHeader(after.tokens.access_token).kid).toBe(newKid);
    expect((await userInfo(before.tokens.access_token)).status).toBe(200);
    expect((await userInfo(after.tokens.access_token)).status).toBe(200);

    const discovered = await discoverPortal(ctx.baseUrl);
    const jwks = (await (await fetch(discovered.serverMetadata().jwks_uri!)).json()) as {
      keys: { kid: string; d?: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual([newKid, oldKid]);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);

    await deactivateSigningKey(ctx.database.db, oldKid);
    expect((await userInfo(before.tokens.access_token)).status).toBe(401);
    expect((await userInfo(after.tokens.access_token)).status).toBe(200);
  });
});
