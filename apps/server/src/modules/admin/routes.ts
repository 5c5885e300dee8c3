import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../../platform/auth/caller.js';
import { requireRole } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { historyList, historyListSchema } from '../../platform/history/history-list.js';
import { countAnswer, errorResponses } from '../../platform/http/api.js';
import * as s from './api.js';
import * as clients from './api-client-service.js';
import * as audit from './audit-service.js';
import * as endpoints from './endpoint-service.js';
import type { TestPacketOptions } from './endpoint-service.js';
import {
  API_CLIENT_EXPORT_COLUMNS,
  AUDIT_EXPORT_COLUMNS,
  ORGANISATION_EXPORT_COLUMNS,
} from './export-columns.js';
import { ICON_BODY_LIMIT, acceptMultipart, iconDataUrl } from './icon-upload.js';
import * as orgs from './organisation-service.js';

const tags = ['admin'];

export type AdminRoutesOptions = {
  /** The test packet's deadline and fetch (tests shorten the deadline). */
  testPacket?: TestPacketOptions;
};

/**
 * One JSON route: its body and answer declared for OpenAPI, then the service call. The type provider
 * cannot resolve generic schemas (as in record-routes.ts): `run`'s signature stands for them, and the
 * schemas still validate every body and answer at run time.
 */
function post<B extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  body: B,
  answer: A,
  run: (request: FastifyRequest, body: z.output<B>) => Promise<z.input<A>>,
): void {
  app.post(path, { schema: { tags, body, response: { 200: answer, ...errorResponses } } }, (request) =>
    run(request, request.body as z.output<B>),
  );
}

/**
 * The operator's administration under /api/admin/v1 (issue 15): organisations and their systems, API
 * clients and the audit log. Role admin only; anyone else 403 before the body is looked at.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireRole('admin'));
  await acceptMultipart(app);

  // Organisations.
  post(app, '/organisation/list', s.organisationListQuerySchema, s.organisationListPage, (r, b) =>
    orgs.listOrganisations(db, callerOf(r), b),
  );
  listExportRoute(app, '/organisation/export', {
    tags,
    body: s.organisationListQuerySchema,
    name: () => 'organisations',
    columns: () => ORGANISATION_EXPORT_COLUMNS,
    page: (r, q) => orgs.listOrganisations(db, callerOf(r), q),
  });
  post(app, '/organisation/get', s.organisationKeySchema, s.organisationView, (r, b) =>
    orgs.getOrganisation(db, callerOf(r), b),
  );
  post(app, '/organisation/history', s.organisationKeySchema, historyListSchema, async (r, b) =>
    historyList(await orgs.organisationHistory(db, callerOf(r), b)),
  );
  post(app, '/organisation/create', s.organisationCreateSchema, s.organisationView, (r, b) =>
    orgs.createOrganisation(db, callerOf(r), b),
  );
  post(app, '/organisation/update', s.organisationUpdateSchema, s.organisationView, (r, b) =>
    orgs.updateOrganisation(db, callerOf(r), b),
  );
  post(app, '/organisation/activate', s.organisationActionSchema, s.organisationView, (r, b) =>
    orgs.setOrganisationActive(db, callerOf(r), b, true),
  );
  post(app, '/organisation/deactivate', s.organisationActionSchema, s.organisationView, (r, b) =>
    orgs.setOrganisationActive(db, callerOf(r), b, false),
  );
  app.post(
    '/organisation/icon',
    {
      bodyLimit: ICON_BODY_LIMIT,
      schema: {
        tags,
        description:
          'multipart/form-data: `id` (the organisation) and `file` (PNG, JPEG or SVG, at most 200 KB).',
        consumes: ['multipart/form-data'],
        response: { 200: s.organisationView, ...errorResponses },
      },
    },
    async (request) => {
      const { orgId, dataUrl } = iconDataUrl(request.body);
      return orgs.setOrganisationIcon(db, callerOf(request), orgId, dataUrl);
    },
  );

  // An organisation's system for a service.
  post(app, '/organisation/endpoint/set', s.endpointSetSchema, s.endpointSecretAnswer, (r, b) =>
    endpoints.setEndpoint(db, callerOf(r), b),
  );
  post(app, '/organisation/endpoint/rotate_secret', s.endpointKeySchema, s.endpointSecretAnswer, (r, b) =>
    endpoints.rotateEndpointSecret(db, callerOf(r), b),
  );
  post(app, '/organisation/endpoint/remove', s.endpointKeySchema, countAnswer, (r, b) =>
    endpoints.removeEndpoint(db, callerOf(r), b),
  );
  post(app, '/organisation/endpoint/test', s.endpointKeySchema, s.testPacketAnswer, (r, b) =>
    endpoints.testEndpoint(db, callerOf(r), b, options.testPacket),
  );

  // API clients.
  post(app, '/api_client/list', s.apiClientListQuerySchema, s.apiClientListPage, (r, b) =>
    clients.listApiClients(db, callerOf(r), b),
  );
  listExportRoute(app, '/api_client/export', {
    tags,
    body: s.apiClientListQuerySchema,
    name: () => 'api-clients',
    columns: () => API_CLIENT_EXPORT_COLUMNS,
    page: (r, q) => clients.listApiClients(db, callerOf(r), q),
  });
  post(app, '/api_client/get', s.apiClientKeySchema, s.apiClientView, (r, b) =>
    clients.getApiClient(db, callerOf(r), b),
  );
  post(app, '/api_client/history', s.apiClientKeySchema, historyListSchema, async (r, b) =>
    historyList(await clients.apiClientHistory(db, callerOf(r), b)),
  );
  post(app, '/api_client/create', s.apiClientCreateSchema, s.apiClientSecretAnswer, (r, b) =>
    clients.createApiClient(db, callerOf(r), b),
  );
  post(app, '/api_client/rotate_secret', s.apiClientRotateSchema, s.apiClientSecretAnswer, (r, b) =>
    clients.rotateApiClientSecret(db, callerOf(r), b),
  );
  post(app, '/api_client/disable', s.apiClientActionSchema, s.apiClientView, (r, b) =>
    clients.setApiClientActive(db, callerOf(r), b, false),
  );
  post(app, '/api_client/enable', s.apiClientActionSchema, s.apiClientView, (r, b) =>
    clients.setApiClientActive(db, callerOf(r), b, true),
  );

  // The audit log.
  post(app, '/audit/list', s.auditListQuerySchema, s.auditListPage, (r, b) =>
    audit.listAudit(db, callerOf(r), b),
  );
  listExportRoute(app, '/audit/export', {
    tags,
    body: s.auditListQuerySchema,
    name: () => 'audit',
    columns: () => AUDIT_EXPORT_COLUMNS,
    page: (r, q) => audit.listAudit(db, callerOf(r), q),
  });
};
