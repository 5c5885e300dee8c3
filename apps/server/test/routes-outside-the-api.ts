/**
 * Routes that are no part of the API, shared by the route inventory (they answer without a token)
 * and the OpenAPI check (they are not in its document).
 */

/** The API docs: the OpenAPI and its UI. */
export const API_DOCS_URLS = [
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/*',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
] as const;

/** The identity: the OpenID provider and its sign-in pages (described by its discovery document). */
export const IDENTITY_URLS = [
  '/auth',
  '/auth/*',
  '/auth/interaction/:uid',
  '/auth/interaction/:uid/login',
  '/auth/interaction/:uid/totp',
  '/auth/invitation/:token',
  '/auth/invitation/:token/totp',
  '/auth/password/forgot',
  '/auth/password/reset/:token',
] as const;

/** The web app: its files (the ones the tests build) and the history fallback. */
export const WEB_APP_URLS = ['/*', '/index.html', '/assets/app-1234.js'] as const;

/** The sandbox peers (SANDBOX=1 or the demo data): outside systems' stand-ins, not the API. */
export const SANDBOX_URLS = [
  '/sandbox/bank/:orgId/fpt',
  '/sandbox/bank/:orgId/cci',
  '/sandbox/police/:orgId/crc',
  // The sandbox mobile operators: their own OAuth2 token authenticates the CAMARA calls (decision 0044).
  '/sandbox/camara/:operator/oauth/token',
  '/sandbox/camara/:operator/sim-swap/v2/check',
  '/sandbox/camara/:operator/sim-swap/v2/retrieve-date',
  '/sandbox/camara/:operator/call-forwarding-signal/v0.3/unconditional-call-forwardings',
] as const;
