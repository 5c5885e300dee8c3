import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { everyRouteHereIsPublic } from '../auth/public-routes.js';

/** Paths the SPA never owns: an unknown one there goes to the not-found handler, not index.html. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/config', '/files/'];

/**
 * Serves the built web app with history fallback to index.html. Every route here is public; a path
 * under a server prefix that no server route took goes to the not-found handler, which is not.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(async (spa) => {
    everyRouteHereIsPublic(spa);
    await webAppRoutes(spa, config);
  });
}

async function webAppRoutes(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/compress.mjs).
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // The path as the router decoded it (`/%61pi/x` is `/api/x`), normalised (`//api/x`, `/a/../api/x`).
    const urlPath = path.posix.normalize(`/${(request.params as { '*': string })['*']}`);
    if (SERVER_PREFIXES.some((p) => urlPath.startsWith(p))) return reply.callNotFound();
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const file = path.join(config.webDist, urlPath);
    if (file.startsWith(config.webDist + path.sep) && path.extname(file) && fs.existsSync(file)) {
      return reply.sendFile(path.relative(config.webDist, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
