import * as oidc from 'openid-client';
import { alertText, HeadlessBrowser, readForms, type Page } from './headless/browser.js';

export { HeadlessBrowser } from './headless/browser.js';

export type HeadlessLoginOptions = {
  /** The portal's address, e.g. http://localhost:8080; the issuer is `${baseUrl}/auth`. */
  baseUrl: string;
  login: string;
  password: string;
  /** A TOTP code, or a function making one when the code page shows (so it is fresh). */
  totp?: string | (() => string);
  clientId?: string;
  scope?: string;
  /** The browser to use (keeps the provider's session cookie between calls); a new one if absent. */
  browser?: HeadlessBrowser;
};

export type HeadlessLogin = {
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  client: oidc.Configuration;
  browser: HeadlessBrowser;
};

/** The sign-in page refused: its HTTP status and the text of its alert. */
export class SignInRefused extends Error {
  constructor(
    readonly status: number,
    readonly alert: string,
  ) {
    super(`sign-in refused (HTTP ${status}): ${alert}`);
  }
}

const DEFAULT_SCOPE = 'openid profile email offline_access';

/** openid-client discovery of the portal's provider (plain http is fine on a developer's machine). */
export async function discoverPortal(baseUrl: string, clientId = 'afx-web'): Promise<oidc.Configuration> {
  const issuer = new URL(`${baseUrl.replace(/\/+$/, '')}/auth`);
  const insecure = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
  return oidc.discovery(issuer, clientId, undefined, oidc.None(), insecure);
}

function formFor(page: Page, actionEnd: string): { action: string; fields: Record<string, string> } {
  const form = readForms(page.html, page.url).find((f) => new URL(f.action).pathname.endsWith(actionEnd));
  if (!form)
    throw new SignInRefused(page.status, alertText(page.html) ?? `no ${actionEnd} form at ${page.url}`);
  return form;
}

/**
 * Signs in like a browser would, as the SPA client: authorization code with PKCE, the sign-in page,
 * the code page when the user has an authenticator, then the code exchange. No back door.
 */
export async function headlessLogin(opts: HeadlessLoginOptions): Promise<HeadlessLogin> {
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  const client = await discoverPortal(baseUrl, opts.clientId);
  const redirectUri = `${baseUrl}/callback`;
  const browser = opts.browser ?? new HeadlessBrowser();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authUrl = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: opts.scope ?? DEFAULT_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });

  let step = await browser.navigate(authUrl.href, {}, redirectUri);
  if ('url' in step) {
    const login = formFor(step, '/login');
    step = await browser.navigate(
      login.action,
      { form: { ...login.fields, login: opts.login, password: opts.password } },
      redirectUri,
    );
  }
  if ('url' in step && readForms(step.html, step.url).some((f) => f.action.endsWith('/totp'))) {
    const codeForm = formFor(step, '/totp');
    const code = typeof opts.totp === 'function' ? opts.totp() : opts.totp;
    if (!code) throw new SignInRefused(step.status, 'this user needs a TOTP code');
    step = await browser.navigate(codeForm.action, { form: { ...codeForm.fields, code } }, redirectUri);
  }
  if ('url' in step) throw new SignInRefused(step.status, alertText(step.html) ?? `stopped at ${step.url}`);

  const tokens = await oidc.authorizationCodeGrant(client, new URL(step.redirectedTo), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { tokens, client, browser };
}

/** RP-initiated logout in the same browser: the confirmation page, then "sign out". */
export async function headlessLogout(login: HeadlessLogin, baseUrl: string): Promise<string> {
  const postLogout = `${baseUrl.replace(/\/+$/, '')}/`;
  const idToken = login.tokens.id_token;
  const url = oidc.buildEndSessionUrl(login.client, {
    post_logout_redirect_uri: postLogout,
    ...(idToken ? { id_token_hint: idToken } : {}),
  });
  const page = await login.browser.navigate(url.href, {}, postLogout);
  if (!('url' in page)) return page.redirectedTo;
  const [form] = readForms(page.html, page.url);
  if (!form) throw new Error(`no logout form at ${page.url} (HTTP ${page.status})`);
  const done = await login.browser.navigate(
    form.action,
    { form: { ...form.fields, logout: 'yes' } },
    postLogout,
  );
  if ('url' in done) throw new Error(`logout stopped at ${done.url} (HTTP ${done.status})`);
  return done.redirectedTo;
}
