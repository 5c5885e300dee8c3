import type { FastifyRequest } from 'fastify';

/**
 * oidc-provider runs with Koa's `proxy` on, and Koa believes X-Forwarded-For/-Proto/-Host from any
 * sender. Fastify has already weighed them against TRUST_PROXY, so the provider is handed Fastify's
 * answer in their place: the true client address (sessions list, login log) and the scheme and host
 * the configured proxy saw, never what a client wrote.
 */
export function forwardAsJudged(request: FastifyRequest): void {
  const headers = request.raw.headers;
  const judged = { ip: request.ip, protocol: request.protocol, host: request.host };
  headers['x-forwarded-for'] = judged.ip;
  headers['x-forwarded-proto'] = judged.protocol;
  headers['x-forwarded-host'] = judged.host;
}
