import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderHost } from './provider-host.js';

const PREFIX = '/auth';

declare module 'node:http' {
  interface IncomingMessage {
    /** Read by oidc-provider to learn its mount path (Express/connect convention). */
    originalUrl?: string;
  }
}

/**
 * Hands every /auth request that no identity route claims to oidc-provider (a Koa app), with the
 * prefix stripped and the full path in `originalUrl`, as the provider's mounting guide asks.
 * Fastify prefers static and parametric routes over this wildcard, so the interaction pages win.
 */
export function providerMount(host: ProviderHost): FastifyPluginAsync {
  return async (app) => {
    // The provider reads and limits request bodies itself: leave the stream untouched.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const handle = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const { callback } = await host.current();
      reply.hijack();
      const req = request.raw;
      const url = req.url ?? PREFIX;
      req.originalUrl = url;
      req.url = url.slice(PREFIX.length) || '/';
      if (!req.url.startsWith('/')) req.url = `/${req.url}`;
      // Koa answers its own errors; awaiting keeps the request open until the provider is done.
      await callback(req, reply.raw);
    };
    // The provider documents itself at /auth/.well-known/openid-configuration, not in the API docs.
    // Public: the provider checks its own clients, cookies and tokens.
    app.all(PREFIX, { config: { public: true }, schema: { hide: true } }, handle);
    app.all(`${PREFIX}/*`, { config: { public: true }, schema: { hide: true } }, handle);
  };
}
