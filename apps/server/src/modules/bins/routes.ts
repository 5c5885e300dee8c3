import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binRecordSchema, PERMISSION } from '@afx/domain';
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
import { CARD_SYSTEMS } from './card-systems.js';
import { provideBinCounters } from './dashboard-counters.js';
import * as s from './schemas.js';
import * as service from './service.js';
import { applyBinUpload, probeBin } from './upload.js';

const tags = ['dcb'];
const ok = { 200: s.binView, ...errorResponses };

/** The card BIN directory (spec 3 §7 "BIN service"), under /api/dcb/v1; U1007 or E1007. */
export const binRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  provideBinCounters(app.dashboard, db);
  app.addHook('preValidation', requireAny('U1007', 'E1007'));
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request, PERMISSION.bins);

  app.post('/add', { schema: { tags, body: binRecordSchema, response: ok } }, async (request) =>
    service.addBin(db, actor(request), request.body),
  );

  app.post('/get', { schema: { tags, body: s.binKeySchema, response: ok } }, async (request) =>
    service.getBin(db, actor(request), request.body.bin),
  );

  app.post(
    '/get_probe',
    { schema: { tags, body: s.binProbeSchema, response: { 200: s.binProbeAnswer, ...errorResponses } } },
    async (request) => probeBin(db, actor(request), request.body),
  );

  app.post(
    '/history',
    { schema: { tags, body: s.binKeySchema, response: { 200: historyListSchema, ...errorResponses } } },
    async (request) => historyList(await service.binHistory(db, request.body.bin)),
  );

  app.post(
    '/list',
    { schema: { tags, body: s.binListQuery, response: { 200: s.binListPage, ...errorResponses } } },
    async (request) => service.listBins(db, actor(request), request.body),
  );

  app.post('/update', { schema: { tags, body: binRecordSchema, response: ok } }, async (request) =>
    service.updateBin(db, actor(request), request.body),
  );

  app.post(
    '/delete',
    { schema: { tags, body: s.binKeySchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => {
      await service.deleteBin(db, actor(request), request.body.bin);
      return { count: 1 };
    },
  );

  app.post(
    '/group_update',
    { schema: { tags, body: s.binGroupUpdateSchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => service.groupUpdateBins(db, actor(request), request.body),
  );

  app.post(
    '/group_delete',
    { schema: { tags, body: s.binGroupSchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => service.groupDeleteBins(db, actor(request), request.body),
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

  app.get(
    '/card_system/list',
    { schema: { tags, response: { 200: s.cardSystemList, ...errorResponses } } },
    async () => ({ list: [...CARD_SYSTEMS], total_count: CARD_SYSTEMS.length }),
  );

  app.post(
    '/bid/list',
    { schema: { tags, body: s.orgIdSchema, response: { 200: s.codeList, ...errorResponses } } },
    async (request) => service.codesOfOrganisation(db, request.body.org_id, 'bid'),
  );

  app.post(
    '/ica/list',
    { schema: { tags, body: s.orgIdSchema, response: { 200: s.codeList, ...errorResponses } } },
    async (request) => service.codesOfOrganisation(db, request.body.org_id, 'ica'),
  );

  app.post(
    '/prepare_for_cleanup',
    { schema: { tags, body: s.binCleanupSchema, response: { 200: s.codeList, ...errorResponses } } },
    async (request) => service.prepareBinCleanup(db, actor(request), request.body),
  );

  app.post(
    '/upload/apply',
    {
      schema: { tags, body: s.binUploadApplySchema, response: { 200: s.binUploadAnswer, ...errorResponses } },
    },
    async (request) => applyBinUpload(db, actor(request), request.body),
  );
};
