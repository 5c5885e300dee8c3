import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http/errors.js';
import { isPublicRoute } from './public-routes.js';
import type { TokenVerifier } from './verify.js';

/**
 * Deny by default: a request needs a valid bearer token unless the route the router matched says
 * `config: { public: true }`; else 401. Decided by the matched route, never by the URL's text, so no
 * spelling of a path (%-encoding and the like) reaches a route without the check.
 */
export const authPlugin = fp<{ verify: TokenVerifier }>(async (app: FastifyInstance, { verify }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('stillAuthenticated', null);
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    if (request.user || isPublicRoute(request)) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized();
    const user = await verify(token);
    if (!user) throw unauthorized();
    request.user = user;
    request.stillAuthenticated = async () => (await verify(token)) !== null;
  };
  // onRequest: before a body is read. preHandler: a public route that hands the request to the
  // not-found handler (reply.callNotFound) gets there without onRequest running again.
  app.addHook('onRequest', authenticate);
  app.addHook('preHandler', authenticate);
});
