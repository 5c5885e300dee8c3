import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AnnounceRevocation } from '../../identity/index.js';
import { callerOf } from '../../platform/auth/caller.js';
import { requireRole } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { errorResponses } from '../../platform/http/api.js';
import { historyList, historyListSchema } from '../../platform/history/history-list.js';
import * as s from './api.js';
import { MANAGED_USER_EXPORT_COLUMNS } from './export-columns.js';
import * as service from './service.js';

const tags = ['manager'];

/**
 * User administration (spec 1 §2–§4, §6; issue 15) under /api/manager/v1: an organisation's
 * managers administer its users, the administrator those of any organisation. `announce` tells
 * every process the sign-ins a block or removal ended.
 */
export function managerRoutes(announce: AnnounceRevocation): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.deps.database.db;
    app.addHook('preValidation', requireRole('manager'));

    const answers = <T extends z.ZodType>(answer: T) => ({ 200: answer, ...errorResponses });

    app.post(
      '/user/list',
      { schema: { tags, body: s.managedUserListQuery, response: answers(s.managedUserListPage) } },
      async (request) => service.listManagedUsers(db, callerOf(request), request.body),
    );
    listExportRoute(app, '/user/export', {
      tags,
      body: s.managedUserListQuery,
      name: () => 'users',
      columns: () => MANAGED_USER_EXPORT_COLUMNS,
      page: (request, query) => service.listManagedUsers(db, callerOf(request), query),
    });
    app.post(
      '/user/get',
      { schema: { tags, body: s.managedUserKeySchema, response: answers(s.managedUserView) } },
      async (request) => service.getManagedUser(db, callerOf(request), request.body.id),
    );
    app.post(
      '/user/create',
      { schema: { tags, body: s.managedUserCreateSchema, response: answers(s.managedUserView) } },
      async (request) => service.createManagedUser(db, callerOf(request), request.body),
    );
    app.post(
      '/user/update',
      { schema: { tags, body: s.managedUserUpdateSchema, response: answers(s.managedUserView) } },
      async (request) => service.updateManagedUser(db, callerOf(request), request.body),
    );
    app.post(
      '/user/action',
      { schema: { tags, body: s.userActionSchema, response: answers(s.managedUserView) } },
      async (request) => service.actOnUser(db, callerOf(request), request.body, announce),
    );
    app.post(
      '/user/history',
      { schema: { tags, body: s.managedUserKeySchema, response: answers(historyListSchema) } },
      async (request) =>
        historyList(await service.managedUserHistory(db, callerOf(request), request.body.id)),
    );
    app.post(
      '/user/options',
      { schema: { tags, body: s.managedUserOptionsRequestSchema, response: answers(s.managedUserOptions) } },
      async (request) => service.managedUserOptions(db, callerOf(request), request.body),
    );
  };
}
