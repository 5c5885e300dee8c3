import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDegraded, healthOk } from './api.js';

/** GET /api/health: the process is up and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        response: {
          200: healthOk,
          503: healthDegraded,
        },
      },
    },
    async (_request, reply) => {
      // Public, yet never cached: a stale answer would hide an outage from the load balancer.
      reply.header('cache-control', 'no-store');
      try {
        await app.deps.database.pool.query('select 1');
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const });
      }
    },
  );
};
