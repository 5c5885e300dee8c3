import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { errorResponses } from '../../platform/http/api.js';
import * as s from './api.js';
import { CCI_REQUEST_EXPORT_COLUMNS } from './export-columns.js';
import * as service from './service.js';

export type CciRouteOptions = Pick<service.CciOptions, 'deadlineMs' | 'fetch'>;

const tags = ['cci'];

/**
 * Card-blocking information (spec 3 §2.6, §7; decision 0043), under /api/cci/v1; U1010 or E1010:
 * the issuer lookup, the question to the issuer's system, and the organisation's request log.
 */
export const cciRoutes: FastifyPluginAsyncZod<CciRouteOptions> = async (app, options) => {
  const db = app.deps.database.db;
  const log = app.log.child({ component: 'cci' });
  app.addHook('preValidation', requireService(PERMISSION.cardInfo));

  app.post(
    '/issuer/find',
    { schema: { tags, body: s.cardIssuerFindSchema, response: { 200: s.cciIssuerInfo, ...errorResponses } } },
    async (request) => service.findCardIssuer(db, callerOf(request), request.body),
  );
  app.post(
    '/info',
    {
      schema: {
        tags,
        body: s.cardInfoRequestSchema,
        response: { 200: s.cciAnswer, ...s.gatewayErrorResponses },
      },
    },
    async (request) => service.askCardInfo(db, callerOf(request), request.body, { ...options, log }),
  );
  app.post(
    '/request/list',
    {
      schema: {
        tags,
        body: s.cciRequestListQuerySchema,
        response: { 200: s.cciRequestListPage, ...errorResponses },
      },
    },
    async (request) => service.listRequests(db, callerOf(request), request.body),
  );
  listExportRoute(app, '/request/export', {
    tags,
    body: s.cciRequestListQuerySchema,
    name: () => 'card-blocking-requests',
    columns: () => CCI_REQUEST_EXPORT_COLUMNS,
    page: (request, query) => service.listRequests(db, callerOf(request), query),
  });
  app.post(
    '/request/get',
    { schema: { tags, body: s.cciRequestIdSchema, response: { 200: s.cciRequestView, ...errorResponses } } },
    async (request) => service.getRequest(db, callerOf(request), request.body.cci_request_id),
  );
  app.post(
    '/user/list',
    { schema: { tags, response: { 200: s.cciUserList, ...errorResponses } } },
    async (request) => service.requestUsers(db, callerOf(request)),
  );
};
