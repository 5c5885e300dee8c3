import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without a token: `app.get(url, { config: { public: true } }, …)`. Every other
     * route, and a request no route matches, needs a valid one (deny by default).
     */
    public?: boolean;
  }
}

/** Whether the route the router matched (after decoding the path) is public; not-found is not. */
export const isPublicRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.config.public === true;

const markPublic = (route: RouteOptions): void => {
  route.config = { ...route.config, public: true };
};

/**
 * For plugins whose routes we do not declare ourselves (the docs UI, the web app's static files):
 * every route registered in this scope from now on is public. Call it inside an encapsulated plugin.
 */
export function everyRouteHereIsPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', markPublic);
}
