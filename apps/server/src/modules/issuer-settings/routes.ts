import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMART_FORMAT_CODES, type SmartFormatService } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { requireAny } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/http/api.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import * as s from './api.js';
import * as service from './service.js';

/** /issuer_config/get and /set of a service (spec 2 §3.15, spec 3 §7). */
function issuerConfigRoutes(app: ZodApp, smartZone: SmartFormatService, tags: string[]): void {
  const db = app.deps.database.db;
  app.post(
    '/issuer_config/get',
    {
      schema: {
        tags,
        body: s.issuerConfigGetSchema,
        response: { 200: s.issuerConfigView, ...errorResponses },
      },
    },
    async (request) => service.getIssuerConfig(db, callerOf(request), request.body, smartZone),
  );
  app.post(
    '/issuer_config/set',
    {
      schema: {
        tags,
        body: s.issuerConfigSetSchema,
        response: { 200: s.issuerConfigView, ...errorResponses },
      },
    },
    async (request) => service.setIssuerConfig(db, callerOf(request), request.body, smartZone),
  );
}

/** The FPT issuer settings under /api/fpt/v2, and GET /my_email; U1005, U1006, E1006 own, E1005 any. */
export const fptIssuerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['fpt'];
  app.addHook('preValidation', requireAny(...SMART_FORMAT_CODES.fpt));
  issuerConfigRoutes(app, 'fpt', tags);
  app.get(
    '/my_email',
    { schema: { tags, response: { 200: s.myEmailAnswer, ...errorResponses } } },
    async (request) => service.myNotificationEmail(app.deps.database.db, callerOf(request)),
  );
};

/** The Crime Check issuer settings under /api/crc/v1; U22 own, E22 any. */
export const crcIssuerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAny(...SMART_FORMAT_CODES.crc));
  issuerConfigRoutes(app, 'crc', ['crc']);
};
