import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provideFptCounters } from './dashboard-counters.js';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { PERMISSION, codesOf, hasPermission } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { currentUser, requireAny, requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { errorResponses } from '../../platform/http/api.js';
import { forbidden } from '../../platform/http/errors.js';
import type { FptSettings } from './access.js';
import * as s from './api.js';
import { createAlert } from './create.js';
import { FPT_ALERT_EXPORT_COLUMNS } from './export-columns.js';
import { createIncidentFromAlert } from './incident.js';
import { listAlerts, newCounter, pickFromAlerts } from './lists.js';
import { sendMessage } from './messages.js';
import * as service from './service.js';
import { setStatus, statusesAvailable } from './status.js';
import { alertHistory, getAlert } from './view.js';
import { NEW_COUNT_BADGE } from './deliveries.js';

const tags = ['fpt'];

/** Inbound routes: U1006 or E1006, else the spec's 'Need rights to the FPT inbound alerts service'. */
const requireInbound: preHandlerAsyncHookHandler = async (request) => {
  if (!hasPermission(currentUser(request), PERMISSION.fptInbound))
    throw forbidden('fpt_inbound_rights_required');
};

const settingsOf = (app: Parameters<FastifyPluginAsyncZod>[0]): FptSettings => ({
  sla: {
    takeMinutes: app.deps.config.fptSlaTakeMinutes,
    finalHours: app.deps.config.fptSlaFinalHours,
  },
});

/** The sender's side (U1005/E1005): creating alerts and the outbound list. */
const outboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const settings = settingsOf(app);
  provideFptCounters(app.dashboard, db, settings);
  app.addHook('preValidation', requireService(PERMISSION.fptOutbound));

  app.post(
    '/alert/create',
    { schema: { tags, body: s.blockRequestSchema, response: { 200: s.createdAlert, ...errorResponses } } },
    async (request) =>
      createAlert(db, callerOf(request), request.body, {
        answerWaitMs: app.deps.config.fptCreateAnswerWaitMs,
      }),
  );
  app.post(
    '/outbound/list',
    {
      schema: {
        tags,
        body: s.outboundListQuerySchema,
        response: { 200: s.alertListAnswer, ...errorResponses },
      },
    },
    async (request) => listAlerts(db, callerOf(request), 'outbound', request.body, settings),
  );
  listExportRoute(app, '/outbound/export', {
    tags,
    body: s.outboundListQuerySchema,
    name: () => 'fpt-outbound',
    columns: () => FPT_ALERT_EXPORT_COLUMNS,
    page: (request, query) => listAlerts(db, callerOf(request), 'outbound', query, settings),
  });
  app.post(
    '/outbound/get',
    { schema: { tags, body: s.alertIdRequest, response: { 200: s.alertView, ...errorResponses } } },
    async (request) => getAlert(db, callerOf(request), 'sender', request.body.id, settings),
  );
  app.post(
    '/outbound/history',
    {
      schema: {
        tags,
        body: s.alertLocaleRequest,
        response: { 200: s.alertHistoryAnswer, ...errorResponses },
      },
    },
    async (request) => alertHistory(db, callerOf(request), 'sender', request.body),
  );
  app.post(
    '/outbound/message',
    { schema: { tags, body: s.alertMessageSchema, response: { 200: s.alertChanged, ...errorResponses } } },
    async (request) => sendMessage(db, callerOf(request), 'sender', request.body),
  );
  app.post(
    '/outbound/creator/list',
    { schema: { tags, body: s.pickerRequest, response: { 200: s.pickerAnswer, ...errorResponses } } },
    async (request) => pickFromAlerts(db, callerOf(request), 'outbound', 'creator', request.body),
  );
  app.post(
    '/outbound/issuer/list',
    { schema: { tags, body: s.pickerRequest, response: { 200: s.pickerAnswer, ...errorResponses } } },
    async (request) => pickFromAlerts(db, callerOf(request), 'outbound', 'recipient_issuer', request.body),
  );
};

/** The recipient issuer's side (U1006/E1006): the inbound list and its badge. */
const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const settings = settingsOf(app);
  app.addHook('preValidation', requireInbound);

  app.post(
    '/inbound/list',
    {
      schema: {
        tags,
        body: s.inboundListQuerySchema,
        response: { 200: s.alertListAnswer, ...errorResponses },
      },
    },
    async (request) => listAlerts(db, callerOf(request), 'inbound', request.body, settings),
  );
  listExportRoute(app, '/inbound/export', {
    tags,
    body: s.inboundListQuerySchema,
    name: () => 'fpt-inbound',
    columns: () => FPT_ALERT_EXPORT_COLUMNS,
    page: (request, query) => listAlerts(db, callerOf(request), 'inbound', query, settings),
  });
  app.post(
    '/inbound/get',
    { schema: { tags, body: s.alertIdRequest, response: { 200: s.alertView, ...errorResponses } } },
    async (request) => getAlert(db, callerOf(request), 'recipient', request.body.id, settings),
  );
  app.post(
    '/inbound/history',
    {
      schema: {
        tags,
        body: s.alertLocaleRequest,
        response: { 200: s.alertHistoryAnswer, ...errorResponses },
      },
    },
    async (request) => alertHistory(db, callerOf(request), 'recipient', request.body),
  );
  app.post(
    '/inbound/message',
    { schema: { tags, body: s.alertMessageSchema, response: { 200: s.alertChanged, ...errorResponses } } },
    async (request) => sendMessage(db, callerOf(request), 'recipient', request.body),
  );
  app.post(
    '/inbound/sender/list',
    { schema: { tags, body: s.pickerRequest, response: { 200: s.pickerAnswer, ...errorResponses } } },
    async (request) => pickFromAlerts(db, callerOf(request), 'inbound', 'sender_issuer', request.body),
  );
  app.post(
    '/inbound/last_user/list',
    { schema: { tags, body: s.pickerRequest, response: { 200: s.pickerAnswer, ...errorResponses } } },
    async (request) => pickFromAlerts(db, callerOf(request), 'inbound', 'last_user', request.body),
  );
  app.get(
    '/new_counter',
    { schema: { tags, response: { 200: s.newCounterAnswer, ...errorResponses } } },
    async (request) => newCounter(db, callerOf(request)),
  );
};

/**
 * The Fraud Payments Tracker under /api/fpt/v2: both sides read the catalogues, change statuses
 * (each side its own moves) and draft incidents; the outbound and inbound routes guard their side.
 */
export const fptRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.badges.register(NEW_COUNT_BADGE);
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
  app.post(
    '/card_block/status/available',
    {
      schema: {
        tags,
        body: s.alertLocaleRequest,
        response: { 200: s.availableStatusList, ...errorResponses },
      },
    },
    async (request) => statusesAvailable(db, callerOf(request), request.body),
  );
  app.post(
    '/alert/set_status',
    { schema: { tags, body: s.setStatusSchema, response: { 200: s.alertChanged, ...errorResponses } } },
    async (request) => setStatus(db, callerOf(request), request.body),
  );
  app.post(
    '/alert/create_incident',
    {
      schema: {
        tags,
        body: s.alertIncidentRequest,
        response: { 200: s.alertIncidentAnswer, ...errorResponses },
      },
    },
    async (request) => createIncidentFromAlert(db, callerOf(request), request.body),
  );

  await app.register(outboundRoutes);
  await app.register(inboundRoutes);
};
