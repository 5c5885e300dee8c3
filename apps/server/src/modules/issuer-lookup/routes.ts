import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionCode } from '@afx/domain';
import { callerOf } from '../../platform/auth/caller.js';
import { requireAny } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/http/api.js';
import * as s from './api.js';
import * as service from './service.js';

export type IssuerLookupOptions = {
  /** Whose connection switch decides `found`. */
  readonly service: service.IssuerService;
  /** The codes that may look up under this mount (FPT: U1005/E1005). */
  readonly codes: readonly PermissionCode[];
};

const tags = ['issuer lookup'];

/**
 * /issuer/find_by_card {pan} and /issuer/find_by_account {iban}: one implementation, mounted by each
 * service that finds a card's or an account's issuer (FPT, Crime Check, card-blocking information).
 */
export const issuerLookupRoutes: FastifyPluginAsyncZod<IssuerLookupOptions> = async (app, options) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireAny(...options.codes));

  app.post(
    '/issuer/find_by_card',
    { schema: { tags, body: s.cardIssuerLookupSchema, response: { 200: s.issuerInfo, ...errorResponses } } },
    async (request) => service.findIssuerByCard(db, callerOf(request), request.body, options.service),
  );

  app.post(
    '/issuer/find_by_account',
    {
      schema: { tags, body: s.accountIssuerLookupSchema, response: { 200: s.issuerInfo, ...errorResponses } },
    },
    async (request) => service.findIssuerByAccount(db, callerOf(request), request.body, options.service),
  );
};
