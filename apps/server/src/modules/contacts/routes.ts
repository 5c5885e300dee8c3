import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasAny } from '@afx/domain';
import { requireAny } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { forbidden } from '../../platform/http/errors.js';
import { errorResponses } from '../../platform/http/api.js';
import { callerOf } from '../../platform/auth/caller.js';
import { CONTACT_EXPORT_COLUMNS } from './export-columns.js';
import { historyList, historyListSchema } from '../../platform/history/history-list.js';
import { CONTACT_KINDS, codesOfKind, type ContactKind } from './kinds.js';
import * as s from './api.js';
import * as service from './service.js';

const tags = ['contacts'];

/**
 * The contact directories under /api/contacts/v1: /{kind}/list, /get, /update, /history with kind
 * banks (U12/E12), cyber (U13/E13) or orgs (U20/E20); and GET /monitoring_email/{org_id}.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const assertMayRead = (request: FastifyRequest, kind: ContactKind): void => {
    if (!hasAny(callerOf(request), codesOfKind(kind))) throw forbidden();
  };
  /** The caller of a kind's route: 403 without the kind's U or E code. */
  const caller = (request: FastifyRequest, kind: ContactKind) => {
    assertMayRead(request, kind);
    return callerOf(request);
  };
  // Rights before the body is checked: a caller without the code learns nothing from field errors.
  app.addHook('preValidation', async (request) => {
    const kind = (request.params as { kind?: string }).kind;
    if (kind !== undefined && Object.hasOwn(CONTACT_KINDS, kind)) assertMayRead(request, kind as ContactKind);
  });

  app.post(
    '/:kind/list',
    {
      schema: {
        tags,
        params: s.kindParams,
        body: s.contactListQuery,
        response: { 200: s.contactListPage, ...errorResponses },
      },
    },
    async (request) => {
      const { kind } = request.params;
      return service.listContacts(db, caller(request, kind), kind, request.body);
    },
  );

  const kindOf = (request: FastifyRequest) => (request.params as { kind: ContactKind }).kind;
  listExportRoute(app, '/:kind/export', {
    tags,
    params: s.kindParams,
    body: s.contactListQuery,
    name: (request) => `contacts-${kindOf(request)}`,
    columns: (request) => CONTACT_EXPORT_COLUMNS[kindOf(request)],
    page: (request, query) =>
      service.listContacts(db, caller(request, kindOf(request)), kindOf(request), query),
  });

  app.post(
    '/:kind/get',
    {
      schema: {
        tags,
        params: s.kindParams,
        body: s.contactKey,
        response: { 200: s.contactView, ...errorResponses },
      },
    },
    async (request) => {
      const { kind } = request.params;
      return service.getContact(db, caller(request, kind), kind, request.body.id);
    },
  );

  app.post(
    '/:kind/update',
    {
      schema: {
        tags,
        params: s.kindParams,
        body: s.contactUpdate,
        response: { 200: s.contactView, ...errorResponses },
      },
    },
    async (request) => {
      const { kind } = request.params;
      return service.updateContact(db, caller(request, kind), kind, request.body);
    },
  );

  app.post(
    '/:kind/history',
    {
      schema: {
        tags,
        params: s.kindParams,
        body: s.contactKey,
        response: { 200: historyListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { kind } = request.params;
      return historyList(await service.contactHistory(db, caller(request, kind), kind, request.body.id));
    },
  );

  app.get(
    '/monitoring_email/:org_id',
    {
      preValidation: requireAny('U12', 'E12', 'U1005', 'E1005', 'U1006', 'E1006'),
      schema: {
        tags,
        params: s.monitoringEmailParams,
        response: { 200: s.monitoringEmailAnswer, ...errorResponses },
      },
    },
    async (request) => service.monitoringEmail(db, request.params.org_id),
  );
};
