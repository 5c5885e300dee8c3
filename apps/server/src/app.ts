import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { PERMISSION, codesOf } from '@afx/domain';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { gatewayHousekeeping, gatewayRoutes, sandboxPeers } from './counterparts/index.js';
import { DEMO_API_CLIENTS } from './demo/users.js';
import { type AnnounceRevocation, createIdentity } from './identity/index.js';
import { createTokenLiveness } from './platform/auth/liveness-setup.js';
import { authPlugin } from './platform/auth/plugin.js';
import { isPublicRoute } from './platform/auth/public-routes.js';
import { remoteKeys, tokenVerifier } from './platform/auth/verify.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/pool.js';
import { localBus } from './platform/events/local-bus.js';
import { pgNotifyBus } from './platform/events/pg-bus.js';
import { eventRoutes } from './platform/events/routes.js';
import type { EventBus } from './platform/events/types.js';
import { registerErrorHandling, sendFrameworkError } from './platform/http/errors.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { recordRouteInventory } from './platform/http/route-inventory.js';
import { registerSpa } from './platform/http/spa.js';
import { loggerOptions } from './platform/logging.js';
import { openDatabase } from './platform/db/pool.js';
import { createOutboxWorker } from './platform/outbox/setup.js';
import type { BadgeRegistry } from './platform/outbox/counter-push.js';
import type { OutboxWorker } from './platform/outbox/worker.js';
import { acquirerIdRoutes } from './modules/acquirers/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { atmRoutes, atmTemplateRoutes } from './modules/atms/index.js';
import { binRoutes, binTemplateRoutes } from './modules/bins/index.js';
import { cabRoutes } from './modules/cab/index.js';
import { configRoutes } from './modules/config/index.js';
import { contactRoutes } from './modules/contacts/index.js';
import { cciRoutes } from './modules/cci/index.js';
import { crcRoutes } from './modules/crc/index.js';
import { fptRoutes } from './modules/fpt/index.js';
import { healthRoutes } from './modules/health/index.js';
import { incidentFileRoutes, incidentRoutes } from './modules/incidents/index.js';
import { invoiceRoutes, invoiceSchedule } from './modules/invoices/index.js';
import { issuerLookupRoutes } from './modules/issuer-lookup/index.js';
import { managerRoutes } from './modules/manager/index.js';
import { mcsRoutes } from './modules/mcs/index.js';
import { crcIssuerSettingsRoutes, fptIssuerSettingsRoutes } from './modules/issuer-settings/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { smartFormatRoutes } from './modules/smart-formats/index.js';
import { statisticsRoutes } from './modules/statistics/index.js';
import { DashboardRegistry } from './platform/dashboard/registry.js';

export type AppDeps = { config: Config; database: Database };

/** How long a sandbox bank "works" on a new alert before it answers: long enough to see it arrive. */
const SANDBOX_ACT_DELAY_MS = 3_000;
export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Pushes events to the users' open streams, in every server process. */
    events: EventBus;
    /** Delivers the outbox; main.ts starts it, tests start it when they need it. */
    outbox: OutboxWorker;
    /** The new-items badges the worker counts and pushes; each module registers its own. */
    badges: BadgeRegistry;
  }
}

/** Builds the whole portal: identity (when embedded), the API groups, the docs and the SPA. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Forwarded addresses only from the configured proxies: else anyone could pick their own.
    trustProxy: config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRouteInventory(app);
  app.decorate('deps', deps);
  // One embedded database serves one process; a PostgreSQL server may serve several.
  const events = config.databaseUrl ? pgNotifyBus(deps.database.pool, config.databaseUrl) : localBus();
  app.decorate('events', events);
  app.addHook('onClose', async () => events.close());
  // A process serves only once it hears the others: an event or revocation sent before would miss it.
  await events.ready();
  // On PostgreSQL the worker has connections of its own: through the app's pool its claims queued
  // behind every request waiting for a connection, and a badge's event with them.
  const outboxDatabase = config.databaseUrl ? openDatabase(config.databaseUrl, 3) : undefined;
  const outbox = createOutboxWorker({
    db: outboxDatabase?.db ?? deps.database.db,
    config,
    events,
    log: app.log,
  });
  app.decorate('outbox', outbox.worker);
  app.decorate('badges', outbox.badges);
  app.addHook('onClose', async () => {
    await outbox.close();
    await outboxDatabase?.close();
  });
  // Each module's routes plugin adds its dashboard counters when it is mounted.
  app.decorate('dashboard', new DashboardRegistry());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // What needs a token holds personal data or per-user state: never cached by browsers or proxies.
    if (!isPublicRoute(request)) reply.header('cache-control', 'no-store');
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // antd writes its styles at run time; the map tiles come from a configured server.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", ...(config.externalIssuer ? [new URL(config.externalIssuer).origin] : [])],
        'form-action': ["'self'", ...(config.externalIssuer ? [new URL(config.externalIssuer).origin] : [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, config);

  const tokens = createTokenLiveness({ config, database: deps.database, log: app.log });
  app.addHook('onClose', tokens.close);
  await tokens.ready();
  /** Tells every process the grants that ended (logout, sessions ended, a user blocked or removed). */
  const announce: AnnounceRevocation = (revocation) => tokens.liveness.revoked(revocation);
  let keys: JWTVerifyGetKey;
  if (config.externalIssuer) {
    keys = remoteKeys(config.externalIssuer);
  } else {
    const identity = await createIdentity({ ...deps, announce });
    await app.register(identity.plugin);
    keys = identity.keys;
  }
  await app.register(authPlugin, {
    verify: tokenVerifier({
      issuer: config.issuer,
      audience: config.audience,
      keys,
      liveness: tokens.liveness,
    }),
  });

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(cabRoutes, { prefix: '/api/cab/v1' });
  await app.register(incidentRoutes, { prefix: '/api/incidents/v1' });
  await app.register(incidentFileRoutes);
  await app.register(eventRoutes(events));
  await app.register(statisticsRoutes, { prefix: '/api/statistics/v1' });
  await app.register(notificationRoutes, { prefix: '/api/notifications/v1' });
  await app.register(adminRoutes, { prefix: '/api/admin/v1' });

  await app.register(binRoutes, { prefix: '/api/dcb/v1' });
  await app.register(atmRoutes, { prefix: '/api/dal/v1' });
  await app.register(acquirerIdRoutes, { prefix: '/api/acquiring/v1' });
  await app.register(managerRoutes(announce), { prefix: '/api/manager/v1' });
  await app.register(contactRoutes, { prefix: '/api/contacts/v1' });
  await app.register(smartFormatRoutes, { prefix: '/api/smart/v1' });
  await app.register(fptIssuerSettingsRoutes, { prefix: '/api/fpt/v2' });
  await app.register(crcIssuerSettingsRoutes, { prefix: '/api/crc/v1' });
  await app.register(fptRoutes, { prefix: '/api/fpt/v2' });
  await app.register(gatewayRoutes, {
    prefix: '/api/fpt/v2',
    service: 'fpt',
    permission: PERMISSION.fptOutbound,
  });
  await app.register(issuerLookupRoutes, {
    prefix: '/api/fpt/v2',
    service: 'fpt',
    codes: codesOf(PERMISSION.fptOutbound),
  });
  await app.register(crcRoutes, { prefix: '/api/crc/v1' });
  await app.register(gatewayRoutes, {
    prefix: '/api/crc/v1',
    service: 'crc',
    permission: PERMISSION.crimeCheck,
  });
  await app.register(issuerLookupRoutes, {
    prefix: '/api/crc/v1',
    service: 'crc',
    codes: codesOf(PERMISSION.crimeCheck),
  });
  await app.register(cciRoutes, { prefix: '/api/cci/v1', deadlineMs: config.cciDeadlineMs });
  await app.register(mcsRoutes, { prefix: '/api/mcs/v2' });
  await app.register(gatewayHousekeeping({ retentionDays: config.gatewayCallRetentionDays }));
  await app.register(invoiceRoutes, {
    prefix: '/api/ecs/v1',
    vatPercent: config.invoiceVatPercent,
    supplier: config.invoiceSupplier,
  });
  if (config.invoiceSchedule) await app.register(invoiceSchedule({ vatPercent: config.invoiceVatPercent }));
  if (config.sandbox) {
    await app.register(sandboxPeers, {
      publicUrl: config.publicUrl,
      apiBaseUrl: config.publicUrl,
      // The sandbox banks act as the demo API clients of their organisations.
      credentials: DEMO_API_CLIENTS,
      actDelayMs: SANDBOX_ACT_DELAY_MS,
      // The sandbox bank's 'late' card answers a second past the portal's deadline.
      cciLateMs: config.cciDeadlineMs + 1_000,
    });
  }
  await app.register(binTemplateRoutes);
  await app.register(atmTemplateRoutes);

  await registerSpa(app, config);
  return app;
}
