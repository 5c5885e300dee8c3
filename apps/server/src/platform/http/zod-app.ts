import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance a plugin gets under the zod type provider, for helpers that add routes to it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
