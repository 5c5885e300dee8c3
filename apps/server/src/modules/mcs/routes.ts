import { PERMISSION } from '@afx/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller.js';
import { requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { errorResponses } from '../../platform/http/api.js';
import { organisationListRoute } from '../../platform/organisations/list-route.js';
import { mcsAnalytics } from './analytics.js';
import { mcsAnalyticsExportRoute } from './analytics-export.js';
import * as s from './api.js';
import { MCS_CHECK_EXPORT_COLUMNS } from './export-columns.js';
import { mcsCheckDeliverer } from './processing.js';
import * as service from './service.js';

const tags = ['mcs'];

/** The checks (U1002 own organisation, E1002 all). */
const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const config = app.deps.config.mcs;
  app.addHook('preValidation', requireService(PERMISSION.mobileCheck));
  app.post(
    '/check/create',
    { schema: { tags, body: s.mcsCheckCreateSchema, response: { 200: s.mcsCreated, ...errorResponses } } },
    async (request) => service.createCheck(db, callerOf(request), request.body, config),
  );
  app.post(
    '/check/get',
    { schema: { tags, body: s.mcsCheckIdSchema, response: { 200: s.mcsCheckView, ...errorResponses } } },
    async (request) => service.getCheck(db, callerOf(request), request.body.id),
  );
  app.post(
    '/check/list',
    {
      schema: {
        tags,
        body: s.mcsCheckListQuerySchema,
        response: { 200: s.mcsCheckListAnswer, ...errorResponses },
      },
    },
    async (request) => service.listChecks(db, callerOf(request), request.body),
  );
  listExportRoute(app, '/check/export', {
    tags,
    body: s.mcsCheckListQuerySchema,
    name: () => 'mobile-checks',
    columns: () => MCS_CHECK_EXPORT_COLUMNS,
    page: (request, query) => service.listChecks(db, callerOf(request), query),
  });
  app.post(
    '/check/users',
    { schema: { tags, body: z.object({}).nullish(), response: { 200: s.mcsUserPicker, ...errorResponses } } },
    async (request) => service.checkUsers(db, callerOf(request)),
  );
};

/** The analytics of the checks (U1004 own organisation, E1004 any or all). */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireService(PERMISSION.analytics));
  app.post(
    '/analytics/checks',
    {
      schema: {
        tags,
        body: z.object({ filter: s.mcsAnalyticsFilterSchema }),
        response: { 200: s.mcsAnalyticsAnswer, ...errorResponses },
      },
    },
    async (request) => mcsAnalytics(db, callerOf(request), request.body.filter),
  );
  mcsAnalyticsExportRoute(app, tags);
  // The organisation filter of E1004 (banks).
  organisationListRoute(app, tags);
};

export const mcsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The checks are asked of the operators by the app's outbox worker, on its connections.
  app.outbox.registerDeliverer('mcs_check', (db) =>
    mcsCheckDeliverer({ db, config: app.deps.config, log: app.log }),
  );
  await app.register(checkRoutes);
  await app.register(analyticsRoutes);
};
