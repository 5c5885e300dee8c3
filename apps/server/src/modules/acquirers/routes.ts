import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@afx/domain';
import { requireAny } from '../../platform/auth/guard.js';
import { listPageSchema } from '../../platform/http/paging.js';
import { errorResponses } from '../../platform/http/schemas.js';
import { CARD_SYSTEMS } from '../bins/card-systems.js';
import { cardSystemList } from '../bins/schemas.js';
import { actorOf } from '../contacts/actor.js';
import { historyList, historyListSchema } from '../contacts/history-list.js';
import {
  lookupOrganisations,
  organisationLookupSchema,
  organisationPickItem,
} from '../contacts/organisations.js';
import * as s from './schemas.js';
import * as service from './service.js';

const tags = ['acquiring'];
const ok = { 200: s.acquirerIdView, ...errorResponses };

/** The acquirer ID directory (spec 3 §7 "Acquirer-id service"), under /api/acquiring/v1; U1011 or E1011. */
export const acquirerIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireAny('U1011', 'E1011'));
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request, PERMISSION.acquirers);

  app.post('/add', { schema: { tags, body: s.acquirerIdRecordSchema, response: ok } }, async (request) =>
    service.addAcquirerId(db, actor(request), request.body),
  );

  app.post('/get', { schema: { tags, body: s.acquirerIdKeySchema, response: ok } }, async (request) =>
    service.getAcquirerId(db, actor(request), request.body.org_id, request.body.id),
  );

  app.post(
    '/history',
    {
      schema: { tags, body: s.acquirerIdKeySchema, response: { 200: historyListSchema, ...errorResponses } },
    },
    async (request) => historyList(await service.acquirerIdHistory(db, request.body.org_id, request.body.id)),
  );

  app.post(
    '/list',
    {
      schema: {
        tags,
        body: s.acquirerIdListQuery,
        response: { 200: s.acquirerIdListPage, ...errorResponses },
      },
    },
    async (request) => service.listAcquirerIds(db, actor(request), request.body),
  );

  app.post('/update', { schema: { tags, body: s.acquirerIdRecordSchema, response: ok } }, async (request) =>
    service.updateAcquirerId(db, actor(request), request.body),
  );

  app.post(
    '/delete',
    { schema: { tags, body: s.acquirerIdKeySchema, response: { 200: s.countAnswer, ...errorResponses } } },
    async (request) => {
      await service.deleteAcquirerId(db, actor(request), request.body.org_id, request.body.id);
      return { count: 1 };
    },
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
    { schema: { tags, response: { 200: cardSystemList, ...errorResponses } } },
    async () => ({ list: [...CARD_SYSTEMS], total_count: CARD_SYSTEMS.length }),
  );
};
