import type { FastifyInstance, RouteOptions } from 'fastify';

/** One method and path the app serves, and whether it answers without a token. */
export type RouteEntry = { method: string; url: string; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, read after `ready()` (the route-inventory test walks it). */
    routeInventory: () => RouteEntry[];
  }
}

/**
 * Records every route registered after it, and documents public ones in the OpenAPI as needing no
 * token (`security: []`), so the docs and the auth hook cannot disagree. Call it first in buildApp.
 */
export function recordRouteInventory(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeInventory', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        // Read now, not when the route was added: a scope's own onRoute hook may mark it after ours.
        public: route.config?.public === true,
      })),
    ),
  );
  app.addHook('onRoute', (route) => {
    routes.push(route);
    if (route.config?.public && route.schema && !route.schema.hide) {
      route.schema = { ...route.schema, security: [] };
    }
  });
}
