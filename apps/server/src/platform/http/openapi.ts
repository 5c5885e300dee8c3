import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { everyRouteHereIsPublic } from '../auth/public-routes.js';
import type { Config } from '../config.js';

/** OpenAPI of every /api route, generated from the same zod schemas that validate the requests. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'AFX API',
        description: 'Anti-fraud information exchange portal',
        version: config.version,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  // The docs are public: the routes are no secret, and a member bank reads them before it has a client.
  await app.register(async (docs) => {
    everyRouteHereIsPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
