import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { errorResponses } from '../../platform/http/api.js';
import { localeChange, userInfo } from './api.js';
import { organisationTypeOf, saveUserLocale } from './repository.js';

/** The signed-in user's own cabinet: who am I, and my language. */
export const cabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/info',
    { schema: { tags: ['cab'], response: { 200: userInfo, ...errorResponses } } },
    async (request) => {
      const user = callerOf(request);
      return {
        name: user.login,
        avatar: null,
        introduction: user.name,
        roles: user.roles,
        user_id: user.user_id,
        org_id: user.org_id,
        org_name: user.org_name,
        org_type: await organisationTypeOf(app.deps.database.db, user.org_id),
        locale: user.savedLocale,
      };
    },
  );

  app.post(
    '/locale',
    {
      schema: {
        tags: ['cab'],
        body: localeChange,
        response: { 200: localeChange, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      await saveUserLocale(app.deps.database.db, user.user_id, request.body.locale);
      reply.setCookie('language', request.body.locale, {
        path: '/',
        maxAge: 365 * 24 * 3600,
        sameSite: 'lax',
      });
      return { locale: request.body.locale };
    },
  );
};
