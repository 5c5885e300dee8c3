import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http/errors.js';
import type { TokenVerifier } from './verify.js';

/** Paths under /api that answer without a token. */
const PUBLIC_API = [/^\/api\/health$/, /^\/api\/docs(\/|$)/];

/** Every /api request carries a valid bearer token, except the public ones; else 401. */
export const authPlugin = fp<{ verify: TokenVerifier }>(async (app: FastifyInstance, { verify }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || PUBLIC_API.some((re) => re.test(path))) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const user = token ? await verify(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
  });
});
