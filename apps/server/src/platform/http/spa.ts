import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { notFound, sendError } from './errors.js';

/** Paths the SPA never owns: an unknown one there is a JSON 404, not index.html. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/config', '/files/'];

/** Serves the built web app with history fallback to index.html. */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
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
    const urlPath = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((p) => urlPath.startsWith(p))) return sendError(request, reply, notFound());
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const file = path.join(config.webDist, path.normalize(urlPath));
    if (file.startsWith(config.webDist) && path.extname(file) && fs.existsSync(file)) {
      return reply.sendFile(path.relative(config.webDist, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
