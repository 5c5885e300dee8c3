import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION, hasExtended, hasPermission } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { currentUser, requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { errorResponses } from '../../platform/http/api.js';
import { forbidden } from '../../platform/http/errors.js';
import { type CrcSettings, isPoliceCaller } from './access.js';
import * as s from './api.js';
import { commentOnRequest } from './comments.js';
import { provideCrcCounters } from './dashboard-counters.js';
import { defaultAcquirerId } from './default-acquirer.js';
import { CRC_REQUEST_EXPORT_COLUMNS } from './export-columns.js';
import { fileRequest } from './filing.js';
import { createIncidentFromRequest } from './incident.js';
import { summary } from './info.js';
import { listPoliceRequests, listRequests, newCounter, pickFromRequests } from './lists.js';
import { assignIssuer, replyToRequest, takeIntoProcess } from './processing.js';
import { getPoliceRequest, getRequest, requestHistory } from './view.js';
import { NEW_COUNT_BADGE } from './deliveries.js';

const tags = ['crc'];

/** U22 or E22, else the spec's 'Need rights to the Crime Check requests service'. */
const requireCrimeCheck: preHandlerAsyncHookHandler = async (request) => {
  if (!hasPermission(currentUser(request), PERMISSION.crimeCheck)) throw forbidden('crc_rights_required');
};

/** The bank side (U22/E22 of a bank or the exchange): the client list and its actions. */
const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  // A police unit's staff file and read their own requests; the bank's side is not theirs.
  app.addHook('preValidation', async (request) => {
    if (await isPoliceCaller(db, callerOf(request))) throw forbidden('crc_rights_required');
  });

  app.post(
    '/alert/list',
    {
      schema: { tags, body: s.crimeCheckListQuerySchema, response: { 200: s.listAnswer, ...errorResponses } },
    },
    async (request) => listRequests(db, callerOf(request), request.body),
  );
  listExportRoute(app, '/alert/export', {
    tags,
    body: s.crimeCheckListQuerySchema,
    name: () => 'crime-check',
    columns: () => CRC_REQUEST_EXPORT_COLUMNS,
    page: (request, query) => listRequests(db, callerOf(request), query),
  });
  app.post(
    '/acquirer/default',
    { schema: { tags, response: { 200: s.defaultAcquirerAnswer, ...errorResponses } } },
    async (request) => defaultAcquirerId(db, callerOf(request)),
  );
  app.post(
    '/alert/get',
    {
      schema: {
        tags,
        body: s.crimeCheckRequestIdSchema,
        response: { 200: s.requestView, ...errorResponses },
      },
    },
    async (request) => getRequest(db, callerOf(request), request.body.request_id),
  );
  app.post(
    '/alert/history',
    { schema: { tags, body: s.historyRequest, response: { 200: s.historyAnswer, ...errorResponses } } },
    async (request) => requestHistory(db, callerOf(request), request.body),
  );
  const inProcess = {
    schema: { tags, params: s.inProcessParams, response: { 200: s.requestView, ...errorResponses } },
  };
  const takeAndShow = async (caller: ReturnType<typeof callerOf>, id: string) =>
    getRequest(db, caller, await takeIntoProcess(db, caller, id));
  // The spec's GET, and POST since it changes state (exchange.md "Spec readings").
  app.get('/issuer/in_process/:id', inProcess, async (request) =>
    takeAndShow(callerOf(request), request.params.id),
  );
  app.post('/issuer/in_process/:id', inProcess, async (request) =>
    takeAndShow(callerOf(request), request.params.id),
  );
  app.post(
    '/issuer/reply',
    { schema: { tags, body: s.issuerReplyRequest, response: { 200: s.requestView, ...errorResponses } } },
    async (request) => {
      const caller = callerOf(request);
      return getRequest(db, caller, await replyToRequest(db, caller, request.body));
    },
  );
  app.post(
    '/issuer/comment',
    { schema: { tags, body: s.crimeCheckCommentSchema, response: { 200: s.okAnswer, ...errorResponses } } },
    async (request) => commentOnRequest(db, callerOf(request), 'bank', request.body),
  );
  app.post(
    '/issuer/assign',
    { schema: { tags, body: s.assignRequest, response: { 200: s.requestView, ...errorResponses } } },
    async (request) => {
      const caller = callerOf(request);
      if (!hasExtended(caller, PERMISSION.crimeCheck)) throw forbidden();
      return getRequest(db, caller, await assignIssuer(db, caller, request.body));
    },
  );
  app.post(
    '/alert/create_incident',
    {
      schema: {
        tags,
        body: s.crimeCheckRequestIdSchema,
        response: { 200: s.incidentAnswer, ...errorResponses },
      },
    },
    async (request) => createIncidentFromRequest(db, callerOf(request), request.body),
  );
  for (const [path, kind] of [
    ['/sender/list', 'sender_issuer'],
    ['/recipient/list', 'recipient_issuer'],
    ['/last_user/list', 'last_user'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, body: s.pickerRequest, response: { 200: s.pickerAnswer, ...errorResponses } } },
      async (request) => pickFromRequests(db, callerOf(request), kind, request.body),
    );
  }
};

/** The police side (U22/E22 of a cyber-police unit; the police-api client): filing and reading. */
const policeRoutes: FastifyPluginAsyncZod<{ settings: CrcSettings }> = async (app, { settings }) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', async (request) => {
    if (!(await isPoliceCaller(db, callerOf(request)))) throw forbidden('crc_police_only');
  });

  app.post(
    '/police/request/create',
    { schema: { tags, body: s.crimeCheckFilingSchema, response: { 200: s.filedAnswer, ...errorResponses } } },
    async (request) => fileRequest(db, callerOf(request), request.body, settings),
  );
  app.post(
    '/police/request/get',
    {
      schema: {
        tags,
        body: s.crimeCheckRequestIdSchema,
        response: { 200: s.policeRequestView, ...errorResponses },
      },
    },
    async (request) => getPoliceRequest(db, callerOf(request), request.body.request_id),
  );
  app.post(
    '/police/request/list',
    {
      schema: {
        tags,
        body: s.crimeCheckListQuerySchema,
        response: { 200: s.policeListAnswer, ...errorResponses },
      },
    },
    async (request) => listPoliceRequests(db, callerOf(request), request.body),
  );
  listExportRoute(app, '/police/request/export', {
    tags,
    body: s.crimeCheckListQuerySchema,
    name: () => 'crime-check-requests',
    columns: () => CRC_REQUEST_EXPORT_COLUMNS,
    page: (request, query) => listPoliceRequests(db, callerOf(request), query),
  });
  app.post(
    '/police/request/comment',
    { schema: { tags, body: s.crimeCheckCommentSchema, response: { 200: s.okAnswer, ...errorResponses } } },
    async (request) => commentOnRequest(db, callerOf(request), 'police', request.body),
  );
};

/** /info/summary: U1009 the own organisation's figures, E1009 every bank's. */
const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireService(PERMISSION.crimeCheckInfo));
  app.post(
    '/info/summary',
    { schema: { tags, body: s.summaryRequest, response: { 200: s.summaryAnswer, ...errorResponses } } },
    async (request) => summary(db, callerOf(request), request.body),
  );
};

/**
 * Crime Check under /api/crc/v1 (decision 0041): the bank side, the police side and the info page;
 * Reset transport and the issuer lookup are mounted beside it (app.ts).
 */
export const crcRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const settings: CrcSettings = { dueDays: app.deps.config.crcDueDays };
  provideCrcCounters(app.dashboard, db);
  app.badges.register(NEW_COUNT_BADGE);

  await app.register(async (crimeCheck) => {
    crimeCheck.addHook('preValidation', requireCrimeCheck);
    // The badge: any U22/E22 holder's shell asks; a police unit has nothing addressed to it.
    crimeCheck.get(
      '/new_counter',
      { schema: { tags, response: { 200: s.newCounterAnswer, ...errorResponses } } },
      async (request) => newCounter(db, callerOf(request)),
    );
    await crimeCheck.register(bankRoutes);
    await crimeCheck.register(policeRoutes, { settings });
  });
  await app.register(infoRoutes);
};
