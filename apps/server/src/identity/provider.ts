import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, interactionPolicy, type Account, type Configuration } from 'oidc-provider';
import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/pool.js';
import { ApiClientAdapter } from './api-clients.js';
import { providerPages } from './interaction/provider-pages.js';
import { PgOidcAdapter } from './oidc-adapter.js';
import { recordSessionLogin } from './sessions.js';
import type { SigningJwk } from './signing-keys.js';
import { findApiClientUser, findUserBySub, tokenClaims } from './users.js';

export type ProviderDeps = {
  config: Config;
  db: Db;
  cookieKeys: string[];
  log: () => FastifyBaseLogger | undefined;
};

/** Scopes an access token for the API may carry (the API reads claims, not scopes). */
const API_SCOPE = 'openid profile email offline_access api';
const ACCESS_TOKEN_TTL = 15 * 60;
/** A working day: past it the user signs in again (refresh tokens end with the session). */
const SESSION_TTL = 12 * 60 * 60;

/** The resource indicator of the portal API (an absolute URI, as RFC 8707 wants); its audience is config.audience. */
export const apiResource = (config: Config): string => `${config.publicUrl}/api`;

/** Accounts are users by their OIDC subject; a user who may no longer sign in has no account. */
async function findAccount(db: Db, sub: string): Promise<Account | undefined> {
  const user = await findUserBySub(db, sub);
  if (!user || user.status !== 'active') return undefined;
  return {
    accountId: user.sub,
    claims: () => ({ sub: user.sub, email: user.email, ...tokenClaims(user) }),
  };
}

function interactionPolicyWithActiveAccount() {
  const policy = interactionPolicy.base();
  // A session whose user was blocked or removed since must sign in again (and will be refused).
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('account_inactive', 'the account may no longer sign in', (ctx) =>
        ctx.oidc.session?.accountId !== undefined && ctx.oidc.account === undefined
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

function configuration(deps: ProviderDeps, jwks: SigningJwk[]): Configuration {
  const { config, db } = deps;
  const resource = apiResource(config);
  // Where the SPA may come back to: the portal itself and, in development only, the Vite dev server.
  const spaOrigins = [
    new URL(config.publicUrl).origin,
    ...(config.devWebOrigin ? [config.devWebOrigin] : []),
  ];
  const spaBases = [config.publicUrl, ...(config.devWebOrigin ? [config.devWebOrigin] : [])];
  const pages = providerPages(config.publicUrl);
  return {
    adapter: (name: string) => (name === 'Client' ? new ApiClientAdapter(db) : new PgOidcAdapter(db, name)),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'AFX',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: spaBases.map((base) => `${base}/callback`),
        post_logout_redirect_uris: spaBases.map((base) => `${base}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === config.clientId && spaOrigins.includes(origin),
    jwks: { keys: jwks },
    cookies: {
      keys: deps.cookieKeys,
      names: { session: 'afx_session', interaction: 'afx_interaction', resume: 'afx_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'locale'],
      email: ['email'],
      afx: ['org_id', 'org_name', 'user_id', 'realm_access'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'afx', 'api'],
    // The access token is for the API, not userinfo, so the ID token carries the profile itself.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        // The SPA never names the resource: its codes and refresh tokens mint API tokens by default.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            audience: config.audience,
            scope: API_SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
    },
    // First-party SPA: a refresh token without the consent prompt OIDC asks for offline_access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind === 'ClientCredentials') {
        const user = token.clientId ? await findApiClientUser(db, token.clientId) : undefined;
        if (!user || user.status !== 'active')
          throw new errors.InvalidClient('the client has no active api user');
        // `sub` is moved into place by the JWT customizer below (the format puts client_id there).
        return { ...tokenClaims(user), sub: user.sub };
      }
      const user = await findUserBySub(db, token.accountId);
      if (!user) return undefined;
      // `sid`: the session the token stems from, as Keycloak names it; the sessions page marks it current.
      return { ...tokenClaims(user), sid: token.sessionUid };
    },
    formats: {
      customizers: {
        jwt: (_ctx, token, parts) => {
          const sub = token.kind === 'ClientCredentials' ? token.extra?.sub : undefined;
          if (typeof sub === 'string') parts.payload.sub = sub;
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}`,
      policy: interactionPolicyWithActiveAccount(),
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      RefreshToken: SESSION_TTL,
    },
    renderError: pages.renderError,
  };
}

/** The OpenID provider at `${publicUrl}/auth`, signing with the given keys (newest first). */
export function buildProvider(deps: ProviderDeps, jwks: SigningJwk[]): Provider {
  const provider = new Provider(deps.config.issuer, configuration(deps, jwks));
  // X-Forwarded-* are honoured like the Fastify app does (trustProxy), for https URLs behind a proxy.
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => deps.log()?.error({ err }, 'identity provider error'));
  // Remember where each sign-in session started, for the account's sessions page.
  provider.use(async (ctx, next) => {
    await next();
    const login = ctx.oidc?.route === 'resume' ? ctx.oidc.result?.login : undefined;
    const session = ctx.oidc?.entities.Session;
    if (login && session) {
      await recordSessionLogin(deps.db, {
        sessionUid: session.uid,
        sub: login.accountId,
        ip: ctx.ip,
        userAgent: ctx.get('user-agent') || null,
      });
    }
  });
  return provider;
}
