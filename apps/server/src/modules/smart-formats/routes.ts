import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMART_FORMAT_CODES } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { requireAny } from '../../platform/auth/guard.js';
import { historyList, historyListSchema } from '../../platform/history/history-list.js';
import { errorResponses } from '../../platform/http/api.js';
import { organisationListRoute } from '../../platform/organisations/list-route.js';
import * as s from './api.js';
import * as paste from './paste-service.js';
import * as service from './service.js';

const tags = ['smart'];

/**
 * The smart-zone format service (spec 3 §7) under /api/smart/v1: formats of fpt (U1005, U1006,
 * E1006 own organisation; E1005 any) and crc (U22 own; E22 any). The body's service decides which
 * codes count; the guard lets in a holder of either service's codes.
 */
export const smartFormatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireAny(...SMART_FORMAT_CODES.fpt, ...SMART_FORMAT_CODES.crc));

  const answers = <T>(answer: T) => ({ 200: answer, ...errorResponses });

  app.post(
    '/format/list',
    { schema: { tags, body: s.smartFormatListSchema, response: answers(s.smartFormatListAnswer) } },
    async (request) => service.listSmartFormats(db, callerOf(request), request.body),
  );
  app.post(
    '/format/get',
    { schema: { tags, body: s.smartFormatKeySchema, response: answers(s.smartFormatView) } },
    async (request) => service.getSmartFormat(db, callerOf(request), request.body),
  );
  app.post(
    '/format/create',
    { schema: { tags, body: s.smartFormatCreateSchema, response: answers(s.smartFormatView) } },
    async (request) => service.createSmartFormat(db, callerOf(request), request.body),
  );
  app.post(
    '/format/update',
    { schema: { tags, body: s.smartFormatUpdateSchema, response: answers(s.smartFormatView) } },
    async (request) => service.updateSmartFormat(db, callerOf(request), request.body),
  );
  app.post(
    '/format/delete',
    { schema: { tags, body: s.smartFormatKeySchema, response: answers(s.smartFormatDeleted) } },
    async (request) => service.deleteSmartFormat(db, callerOf(request), request.body),
  );
  app.post(
    '/format/history',
    { schema: { tags, body: s.smartFormatKeySchema, response: answers(historyListSchema) } },
    async (request) => historyList(await service.smartFormatHistory(db, callerOf(request), request.body)),
  );

  app.post(
    '/result',
    {
      // The text may take 256 kB; escaped in JSON (\t, \uXXXX for Cyrillic) up to three times that.
      bodyLimit: s.PASTE_BODY_LIMIT,
      schema: { tags, body: s.smartPasteRequestSchema, response: answers(s.smartPasteResult) },
    },
    async (request) => paste.parsePaste(db, callerOf(request), request.body),
  );

  organisationListRoute(app, tags);
};
