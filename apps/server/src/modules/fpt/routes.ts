import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION, codesOf } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { requireAny } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/http/api.js';
import * as s from './api.js';
import * as service from './service.js';

const tags = ['fpt'];

/** The Fraud Payments Tracker under /api/fpt/v2: both sides of an alert read its catalogues. */
export const fptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook(
    'preValidation',
    requireAny(...codesOf(PERMISSION.fptOutbound), ...codesOf(PERMISSION.fptInbound)),
  );

  app.post(
    '/fraud_type/list',
    { schema: { tags, body: s.catalogueRequest, response: { 200: s.fraudTypeList, ...errorResponses } } },
    async (request) => service.fraudTypeList(callerOf(request), request.body),
  );

  app.post(
    '/status/list',
    { schema: { tags, body: s.catalogueRequest, response: { 200: s.statusList, ...errorResponses } } },
    async (request) => service.statusList(callerOf(request), request.body),
  );
};
