import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binRecordSchema, PERMISSION } from '@afx/domain';
import { listExportRoute } from '../../platform/export/list-export.js';
import { recordRoutes } from '../../platform/http/record-routes.js';
import { countAnswer, errorResponses } from '../../platform/http/api.js';
import { callerOf } from '../../platform/auth/caller.js';
import { requireService } from '../../platform/auth/guard.js';
import { organisationListRoute } from '../../platform/organisations/list-route.js';
import { cardSystemListRoute } from '../../platform/http/card-system-route.js';
import { provideBinCounters } from './dashboard-counters.js';
import { BIN_EXPORT_COLUMNS } from './export-columns.js';
import * as s from './api.js';
import * as service from './service.js';
import { applyBinUpload, probeBin } from './upload.js';

const tags = ['dcb'];

/** The card BIN directory (spec 3 §7 "BIN service"), under /api/dcb/v1; U1007 or E1007. */
export const binRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  provideBinCounters(app.dashboard, db);
  app.addHook('preValidation', requireService(PERMISSION.bins));

  recordRoutes(app, {
    tags,
    record: binRecordSchema,
    key: s.binKeySchema,
    view: s.binView,
    add: (request, record) => service.addBin(db, callerOf(request), record),
    get: (request, key) => service.getBin(db, callerOf(request), key.bin),
    probe: {
      body: s.binProbeSchema,
      answer: s.binProbeAnswer,
      run: (request, row) => probeBin(db, callerOf(request), row),
    },
    history: (request, key) => service.binHistory(db, callerOf(request), key.bin),
    list: {
      body: s.binListQuery,
      answer: s.binListPage,
      run: (request, query) => service.listBins(db, callerOf(request), query),
    },
    update: (request, record) => service.updateBin(db, callerOf(request), record),
    remove: (request, key) => service.deleteBin(db, callerOf(request), key.bin),
  });
  listExportRoute(app, '/export', {
    tags,
    body: s.binListQuery,
    name: () => 'bins',
    columns: () => BIN_EXPORT_COLUMNS,
    page: (request, query) => service.listBins(db, callerOf(request), query),
  });

  app.post(
    '/group_update',
    { schema: { tags, body: s.binGroupUpdateSchema, response: { 200: countAnswer, ...errorResponses } } },
    async (request) => service.groupUpdateBins(db, callerOf(request), request.body),
  );

  app.post(
    '/group_delete',
    { schema: { tags, body: s.binGroupSchema, response: { 200: countAnswer, ...errorResponses } } },
    async (request) => service.groupDeleteBins(db, callerOf(request), request.body),
  );

  organisationListRoute(app, tags);
  cardSystemListRoute(app, tags);

  // The BIDs (Visa) and ICAs (Mastercard) an organisation's BINs carry, for the filters.
  for (const kind of ['bid', 'ica'] as const) {
    app.post(
      `/${kind}/list`,
      { schema: { tags, body: s.orgIdSchema, response: { 200: s.codeList, ...errorResponses } } },
      async (request) => service.codesOfOrganisation(db, request.body.org_id, kind),
    );
  }

  app.post(
    '/prepare_for_cleanup',
    { schema: { tags, body: s.binCleanupSchema, response: { 200: s.codeList, ...errorResponses } } },
    async (request) => service.prepareBinCleanup(db, callerOf(request), request.body),
  );

  app.post(
    '/upload/apply',
    {
      schema: { tags, body: s.binUploadApplySchema, response: { 200: s.binUploadAnswer, ...errorResponses } },
    },
    async (request) =>
      applyBinUpload(db, callerOf(request), request.body, app.deps.config.notificationWindowMinutes),
  );
};
