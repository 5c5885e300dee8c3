import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@afx/domain';
import { requireAny } from '../../platform/auth/guard.js';
import { listPageSchema } from '../../platform/http/paging.js';
import { errorResponses } from '../../platform/http/schemas.js';
import { actorOf } from '../contacts/actor.js';
import { historyList, historyListSchema } from '../contacts/history-list.js';
import {
  lookupOrganisations,
  organisationLookupSchema,
  organisationPickItem,
} from '../contacts/organisations.js';
import { searchLocations } from '../locations/repository.js';
import { resolveLocations } from '../locations/resolve.js';
import {
  locationListPage,
  locationListQuery,
  locationResolveAnswer,
  locationResolveRequest,
} from '../locations/schemas.js';
import * as s from './schemas.js';
import * as service from './service.js';

const tags = ['dal'];
const ok = { 200: s.atmView, ...errorResponses };

/** The ATM directory (spec 3 §7 "ATM service"), under /api/dal/v1; U1008 or E1008. */
const atmDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireAny('U1008', 'E1008'));
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request, PERMISSION.atms);

  app.post('/add', { schema: { tags, body: s.atmRecordSchema, response: ok } }, async (request) =>
    service.addAtm(db, actor(request), request.body),
  );

  app.post('/get', { schema: { tags, body: s.atmKeySchema, response: ok } }, async (request) =>
    service.getAtm(db, actor(request), request.body.org_id, request.body.term_id),
  );

  app.post(
    '/get_probe',
    { schema: { tags, body: s.atmKeySchema, response: { 200: s.atmProbeAnswer, ...errorResponses } } },
    async (request) => service.probeAtm(db, actor(request), request.body.org_id, request.body.term_id),
  );

  app.post(
    '/history',
    { schema: { tags, body: s.atmKeySchema, response: { 200: historyListSchema, ...errorResponses } } },
    async (request) => historyList(await service.atmHistory(db, request.body.org_id, request.body.term_id)),
  );

  app.post(
    '/list',
    { schema: { tags, body: s.atmListQuery, response: { 200: s.atmListPage, ...errorResponses } } },
    async (request) => service.listAtms(db, actor(request), request.body),
  );

  app.post('/update', { schema: { tags, body: s.atmRecordSchema, response: ok } }, async (request) =>
    service.updateAtm(db, actor(request), request.body),
  );

  app.post(
    '/delete',
    { schema: { tags, body: s.atmKeySchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => {
      await service.deleteAtm(db, actor(request), request.body.org_id, request.body.term_id);
      return { count: 1 };
    },
  );

  app.post(
    '/group_update',
    { schema: { tags, body: s.atmGroupSchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => service.groupUpdateAtms(db, actor(request), request.body),
  );

  app.post(
    '/group_delete',
    { schema: { tags, body: s.atmGroupSchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => service.groupDeleteAtms(db, actor(request), request.body),
  );

  app.post(
    '/prepare_for_cleanup',
    { schema: { tags, body: s.atmCleanupSchema, response: { 200: s.termIdList, ...errorResponses } } },
    async (request) => service.prepareAtmCleanup(db, actor(request), request.body),
  );

  app.post(
    '/organization/list',
    {
      schema: {
        tags,
        body: organisationLookupSchema,
        response: { 200: listPageSchema(organisationPickItem), ...errorResponses },
      },
    },
    async (request) => lookupOrganisations(db, request.body),
  );

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
