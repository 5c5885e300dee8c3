import { COUNTER_NAMES, NEW_COUNTER_PATHS } from '@afx/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configResponse } from './api.js';

/** GET /config: what the SPA needs before sign-in. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  // With an outside provider (Keycloak) the account pages are its console; else the portal's own.
  const external = config.externalIssuer !== undefined;
  const accountBase = config.accountUrl ?? (external ? `${config.externalIssuer}/account` : '/account');
  const link = (page: string) => (external ? accountBase : `${accountBase}/${page}`);
  const body = {
    authority: config.issuer,
    clientId: config.clientId,
    scopes: 'openid profile email offline_access',
    externalIdentity: external,
    accountLinks: {
      profile: link('profile'),
      password: link('password'),
      totp: link('totp'),
      sessions: link('sessions'),
      log: link('log'),
    },
    forum: {
      news: config.forumUrl ? `${config.forumUrl}/news` : null,
      conf: config.forumUrl ? `${config.forumUrl}/conf` : null,
    },
    support: { email: config.supportEmail, phone: config.supportPhone },
    mapTileUrl: config.mapTileUrl ?? null,
    version: config.version,
  };
  // Read from the mounted routes once they are all mounted: a service brings its counter with it.
  const counters = () =>
    COUNTER_NAMES.filter((name) => app.hasRoute({ method: 'GET', url: NEW_COUNTER_PATHS[name] }));
  app.get(
    '/config',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: configResponse } } },
    async () => ({ ...body, counters: counters() }),
  );
};
