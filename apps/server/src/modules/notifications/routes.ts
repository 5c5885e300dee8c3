import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller.js';
import { errorResponses } from '../../platform/http/api.js';
import * as s from './api.js';
import * as service from './service.js';

const tags = ['notifications'];

/**
 * The signed-in user's notifications in the portal (the bell), under /api/notifications/v1: every
 * user has some, so no permission code; the service shows each only what is addressed to them.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.post(
    '/list',
    {
      schema: {
        tags,
        body: s.notificationListQuerySchema,
        response: { 200: s.notificationListPage, ...errorResponses },
      },
    },
    async (request) => service.listNotifications(db, callerOf(request), request.body),
  );

  app.post(
    '/unread_count',
    {
      schema: {
        tags,
        body: z.object({}).optional(),
        response: { 200: s.unreadCountAnswer, ...errorResponses },
      },
    },
    async (request) => ({ unread_count: await service.unreadCount(db, callerOf(request)) }),
  );

  app.post(
    '/mark_read',
    { schema: { tags, body: s.notificationIdsSchema, response: { 200: s.markedAnswer, ...errorResponses } } },
    async (request) => ({ count: await service.markRead(db, callerOf(request), request.body.ids) }),
  );

  app.post(
    '/mark_all_read',
    { schema: { tags, body: z.object({}).optional(), response: { 200: s.markedAnswer, ...errorResponses } } },
    async (request) => ({ count: await service.markAllRead(db, callerOf(request)) }),
  );
};
