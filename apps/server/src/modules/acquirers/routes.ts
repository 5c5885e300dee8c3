import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@afx/domain';
import { listExportRoute } from '../../platform/export/list-export.js';
import { recordRoutes } from '../../platform/http/record-routes.js';
import { cardSystemListRoute } from '../../platform/http/card-system-route.js';
import { callerOf } from '../../platform/auth/caller.js';
import { requireService } from '../../platform/auth/guard.js';
import { organisationListRoute } from '../../platform/organisations/list-route.js';
import { ACQUIRER_ID_EXPORT_COLUMNS } from './export-columns.js';
import * as s from './api.js';
import * as service from './service.js';

const tags = ['acquiring'];

/** The acquirer ID directory (spec 3 §7 "Acquirer-id service"), under /api/acquiring/v1; U1011 or E1011. */
export const acquirerIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireService(PERMISSION.acquirers));

  recordRoutes(app, {
    tags,
    record: s.acquirerIdRecordSchema,
    key: s.acquirerIdKeySchema,
    view: s.acquirerIdView,
    add: (request, record) => service.addAcquirerId(db, callerOf(request), record),
    get: (request, key) => service.getAcquirerId(db, callerOf(request), key.org_id, key.id),
    history: (request, key) => service.acquirerIdHistory(db, callerOf(request), key.org_id, key.id),
    list: {
      body: s.acquirerIdListQuery,
      answer: s.acquirerIdListPage,
      run: (request, query) => service.listAcquirerIds(db, callerOf(request), query),
    },
    update: (request, record) => service.updateAcquirerId(db, callerOf(request), record),
    remove: (request, key) => service.deleteAcquirerId(db, callerOf(request), key.org_id, key.id),
  });
  listExportRoute(app, '/export', {
    tags,
    body: s.acquirerIdListQuery,
    name: () => 'acquirer-ids',
    columns: () => ACQUIRER_ID_EXPORT_COLUMNS,
    page: (request, query) => service.listAcquirerIds(db, callerOf(request), query),
  });

  organisationListRoute(app, tags);
  cardSystemListRoute(app, tags);
};
