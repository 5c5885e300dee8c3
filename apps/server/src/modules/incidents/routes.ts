import { PERMISSION, incidentRequestSchemas } from '@afx/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forumGateway } from '../../counterparts/forum.js';
import { callerOf } from '../../platform/auth/caller.js';
import { requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { historyListSchema } from '../../platform/history/history-list.js';
import { errorResponses } from '../../platform/http/api.js';
import {
  casinoListRequest,
  casinoListResponse,
  categoryDomainListResponse,
  categoryListRequest,
  categoryListResponse,
  incidentChanged,
  incidentCreated,
  incidentListRequest,
  incidentListResponse,
  incidentView,
  organisationListRequest,
  organisationListResponse,
  userListRequest,
  userListResponse,
} from './api.js';
import { provideIncidentCounters } from './dashboard-counters.js';
import {
  CASINO_EXPORT_COLUMNS,
  CATEGORY_DOMAIN_EXPORT_COLUMNS,
  INCIDENT_EXPORT_COLUMNS,
} from './export-columns.js';
import {
  casinoList,
  categoryDomains,
  categoryList,
  getIncident,
  incidentHistory,
  listIncidents,
  userList,
} from './queries.js';
import { searchOrganisations } from '../../platform/organisations/organisations.js';
import { createIncident, deleteIncident, updateIncident } from './service.js';

const tags = ['incidents'];

/**
 * Create and update are checked whole by the service (the domain schema plus the category's fields
 * and required sets), so one 400 names every problem: the route schema documents the body only.
 */
const checkedByService = { validatorCompiler: () => (data: unknown) => ({ value: data }) };

/** The body as the client sent it (see checkedByService). */
const sentBody = (request: FastifyRequest): unknown => request.body;

/** The incident registry (spec 1 §7), every call for U1000 or E1000. */
export const incidentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const forum = forumGateway(app.deps.config.forumUrl);
  provideIncidentCounters(app.dashboard, db);
  app.addHook('preValidation', requireService(PERMISSION.incidents));

  app.post(
    '/incident/list',
    {
      schema: { tags, body: incidentListRequest, response: { 200: incidentListResponse, ...errorResponses } },
    },
    async (request) => listIncidents(db, callerOf(request), request.body),
  );

  // The export repeats the search the screen already made: a lookup, not a new check.
  listExportRoute(app, '/incident/export', {
    tags,
    body: incidentListRequest,
    name: () => 'incidents',
    columns: () => INCIDENT_EXPORT_COLUMNS,
    page: (request, query) => listIncidents(db, callerOf(request), { ...query, lookup: true }),
  });

  app.post(
    '/incident/get',
    {
      schema: { tags, body: incidentRequestSchemas.get, response: { 200: incidentView, ...errorResponses } },
    },
    async (request) => getIncident(db, callerOf(request), request.body, forum),
  );

  app.post(
    '/incident/history',
    {
      schema: {
        tags,
        body: incidentRequestSchemas.history,
        response: { 200: historyListSchema, ...errorResponses },
      },
    },
    async (request) => incidentHistory(db, callerOf(request), request.body),
  );

  app.post(
    '/incident/create',
    {
      ...checkedByService,
      schema: {
        tags,
        body: incidentRequestSchemas.create,
        response: { 200: incidentCreated, ...errorResponses },
      },
    },
    async (request) => createIncident(db, callerOf(request), sentBody(request), forum),
  );

  app.post(
    '/incident/update',
    {
      ...checkedByService,
      schema: {
        tags,
        body: incidentRequestSchemas.update,
        response: { 200: incidentChanged, ...errorResponses },
      },
    },
    async (request) => updateIncident(db, callerOf(request), sentBody(request)),
  );

  app.post(
    '/incident/delete',
    {
      schema: {
        tags,
        body: incidentRequestSchemas.delete,
        response: { 200: incidentChanged, ...errorResponses },
      },
    },
    async (request) => deleteIncident(db, callerOf(request), request.body),
  );

  app.post(
    '/incident_category_domain/list',
    {
      schema: {
        tags,
        body: incidentRequestSchemas.categoryDomainList,
        response: { 200: categoryDomainListResponse, ...errorResponses },
      },
    },
    async (request) => categoryDomains(db, callerOf(request), request.body),
  );

  listExportRoute(app, '/incident_category_domain/export', {
    tags,
    body: incidentRequestSchemas.categoryDomainList,
    name: () => 'incident-categories',
    columns: () => CATEGORY_DOMAIN_EXPORT_COLUMNS,
    page: (request, query) => categoryDomains(db, callerOf(request), query),
  });

  app.post(
    '/incident_category/list',
    {
      schema: { tags, body: categoryListRequest, response: { 200: categoryListResponse, ...errorResponses } },
    },
    async (request) => categoryList(db, callerOf(request), request.body),
  );

  app.post(
    '/organization/list',
    {
      schema: {
        tags,
        body: organisationListRequest,
        response: { 200: organisationListResponse, ...errorResponses },
      },
    },
    async (request) => searchOrganisations(db, request.body),
  );

  app.post(
    '/user/list',
    { schema: { tags, body: userListRequest, response: { 200: userListResponse, ...errorResponses } } },
    async (request) => userList(db, callerOf(request), request.body),
  );

  app.post(
    '/casino/list',
    { schema: { tags, body: casinoListRequest, response: { 200: casinoListResponse, ...errorResponses } } },
    async (request) => casinoList(db, callerOf(request), request.body),
  );

  listExportRoute(app, '/casino/export', {
    tags,
    body: casinoListRequest,
    name: () => 'casinos',
    columns: () => CASINO_EXPORT_COLUMNS,
    page: (request, query) => casinoList(db, callerOf(request), query),
  });
};
