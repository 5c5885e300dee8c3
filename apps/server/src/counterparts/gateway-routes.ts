import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PermissionNumber, orgScope, translate } from '@afx/domain';
import { type Caller, callerOf } from '../platform/auth/caller.js';
import { requireAny } from '../platform/auth/guard.js';
import type { Db } from '../platform/db/pool.js';
import { errorResponses } from '../platform/http/api.js';
// The answer is the FPT contract's (spec 2 §7.1); Crime Check's reset answers the same shape.
import { greatResetAnswer } from '../modules/fpt/api.js';
import { resetFailedPackets } from './failed-packets.js';
import type { GatewayService } from './tables.js';

export type GatewayRoutesOptions = {
  readonly service: GatewayService;
  /** E{n} may reset its service's transport (spec 2 §2.2: the action shows only with E1005). */
  readonly permission: PermissionNumber;
};

/** Reset transport for the caller's scope: every organisation's packets under an E code. */
async function greatReset(db: Db, caller: Caller, options: GatewayRoutesOptions) {
  const scope = orgScope(caller, options.permission);
  const orgId = scope?.kind === 'own' ? scope.orgId : null;
  const count = await resetFailedPackets(db, { service: options.service, orgId });
  return { message: translate('accepted_for_execution', caller.locale), reset_count: count };
}

/**
 * The gateway's routes a service mounts under its base path: `/great_reset`, by the spec's GET and
 * by POST, since it changes state (exchange.md "Spec readings").
 */
export const gatewayRoutes: FastifyPluginAsyncZod<GatewayRoutesOptions> = async (app, options) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireAny(`E${options.permission}`));
  const route = {
    schema: { tags: [options.service], response: { 200: greatResetAnswer, ...errorResponses } },
  };
  app.get('/great_reset', route, async (request) => greatReset(db, callerOf(request), options));
  app.post('/great_reset', route, async (request) => greatReset(db, callerOf(request), options));
};
