import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@afx/domain';
import { requireAny, requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { recordRoutes } from '../../platform/http/record-routes.js';
import { countAnswer, errorResponses } from '../../platform/http/api.js';
import { callerOf } from '../../platform/auth/caller.js';
import { organisationListRoute } from '../../platform/organisations/list-route.js';
import {
  locationListPage,
  locationListQuery,
  locationResolveAnswer,
  locationResolveRequest,
  resolveLocations,
  searchLocations,
} from '../locations/index.js';
import { ATM_EXPORT_COLUMNS } from './export-columns.js';
import * as s from './api.js';
import * as service from './service.js';

const tags = ['dal'];

/** The ATM directory (spec 3 §7 "ATM service"), under /api/dal/v1; U1008 or E1008. */
const atmDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireService(PERMISSION.atms));

  recordRoutes(app, {
    tags,
    record: s.atmRecordSchema,
    key: s.atmKeySchema,
    view: s.atmView,
    add: (request, record) => service.addAtm(db, callerOf(request), record),
    get: (request, key) => service.getAtm(db, callerOf(request), key.org_id, key.term_id),
    probe: {
      body: s.atmKeySchema,
      answer: s.atmProbeAnswer,
      run: (request, key) => service.probeAtm(db, callerOf(request), key.org_id, key.term_id),
    },
    history: (request, key) => service.atmHistory(db, callerOf(request), key.org_id, key.term_id),
    list: {
      body: s.atmListQuery,
      answer: s.atmListPage,
      run: (request, query) => service.listAtms(db, callerOf(request), query),
    },
    update: (request, record) => service.updateAtm(db, callerOf(request), record),
    remove: (request, key) => service.deleteAtm(db, callerOf(request), key.org_id, key.term_id),
  });
  listExportRoute(app, '/export', {
    tags,
    body: s.atmListQuery,
    name: () => 'atms',
    columns: () => ATM_EXPORT_COLUMNS,
    page: (request, query) => service.listAtms(db, callerOf(request), query),
  });

  app.post(
    '/group_update',
    { schema: { tags, body: s.atmGroupSchema, response: { 200: countAnswer, ...errorResponses } } },
    async (request) => service.groupUpdateAtms(db, callerOf(request), request.body),
  );

  app.post(
    '/group_delete',
    { schema: { tags, body: s.atmGroupSchema, response: { 200: countAnswer, ...errorResponses } } },
    async (request) => service.groupDeleteAtms(db, callerOf(request), request.body),
  );

  app.post(
    '/prepare_for_cleanup',
    { schema: { tags, body: s.atmCleanupSchema, response: { 200: s.termIdList, ...errorResponses } } },
    async (request) => service.prepareAtmCleanup(db, callerOf(request), request.body),
  );

  organisationListRoute(app, tags);

  app.post(
    '/location/list',
    { schema: { tags, body: locationListQuery, response: { 200: locationListPage, ...errorResponses } } },
    async (request) => searchLocations(db, request.body),
  );

  app.post(
    '/location/resolve',
    {
      schema: {
        tags,
        body: locationResolveRequest,
        response: { 200: locationResolveAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...single } = request.body;
      if (items) return { list: await resolveLocations(db, items) };
      const [location] = await resolveLocations(db, [single]);
      return { location: location ?? null };
    },
  );
};

/** /search finds ATMs for other screens too: the ATM codes or those of Fraud Payments Tracker. */
const atmSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireAny('U1008', 'E1008', 'U1005', 'E1005', 'U1006', 'E1006'));
  app.post(
    '/search',
    { schema: { tags, body: s.atmSearchSchema, response: { 200: s.atmSearchAnswer, ...errorResponses } } },
    async (request) => service.searchAtms(db, request.body.term_id, request.body.acq_id),
  );
};

export const atmRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(atmDirectoryRoutes);
  await app.register(atmSearchRoutes);
};
