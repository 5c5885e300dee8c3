import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SandboxCciOptions, sandboxCciRoutes } from './bank-cci.js';
import { type SandboxBankOptions, sandboxBankRoutes } from './bank-routes.js';
import { pointSandboxEndpointsAt } from './endpoints.js';
import { sandboxPoliceRoutes } from './police-routes.js';
import { sandboxCamaraRoutes } from './camara-routes.js';

export type SandboxOptions = SandboxBankOptions &
  SandboxCciOptions & {
    /** The portal's address: the sandbox peers are served here. */
    readonly publicUrl: string;
  };

/**
 * The sandbox peers (exchange.md "Sandbox peers"): real HTTP endpoints on this server under
 * /sandbox/..., mounted only with the demo data or SANDBOX=1 (config.sandbox).
 */
export const sandboxPeers: FastifyPluginAsyncZod<SandboxOptions> = async (app, options) => {
  app.addHook('onReady', async () => {
    const moved = await pointSandboxEndpointsAt(app.deps.database.db, options.publicUrl);
    if (moved > 0) app.log.info({ endpoints: moved }, 'sandbox: endpoints pointed at this portal');
  });
  await app.register(sandboxBankRoutes, options);
  await app.register(sandboxCciRoutes, options);
  await app.register(sandboxPoliceRoutes);
  await app.register(sandboxCamaraRoutes);
};
