import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from '../platform/config.js';
import type { Database, Db } from '../platform/db/pool.js';
import { accountRoutes } from './account/routes.js';
import { hashIssuedClientSecrets } from './client-secrets.js';
import { forwardAsJudged } from './forwarded.js';
import type { AnnounceRevocation } from './ended-grants.js';
import { interactionRoutes } from './interaction/routes.js';
import { providerMount } from './mount.js';
import { deleteExpiredPayloads } from './oidc-adapter.js';
import { ProviderHost } from './provider-host.js';
import { buildProvider } from './provider.js';
import { identitySecret } from './secrets.js';
import { deleteOrphanSessionLogins } from './sessions.js';
import { ensureSigningKey } from './signing-keys.js';
import { verificationKeys } from './verification-keys.js';

// What the user administration (modules/manager) uses of identity: one-time links and ended sessions.
export { type AnnounceRevocation, endSessions } from './ended-grants.js';
export { issueUserToken, revokeUserTokens, USER_TOKEN_VALIDITY_MS } from './user-tokens.js';

const CLEANUP_EVERY_MS = 10 * 60_000;

async function cleanup(db: Db): Promise<void> {
  await deleteExpiredPayloads(db);
  await deleteOrphanSessionLogins(db);
}

/**
 * The embedded identity service: the OpenID provider at /auth with its sign-in pages, the account
 * API at /api/cab/v1/account, and the keys that verify the access tokens it issues.
 */
export async function createIdentity(deps: {
  config: Config;
  database: Database;
  /** Tells every process the grants that ended (logout, sessions ended), to refuse their tokens. */
  announce: AnnounceRevocation;
}): Promise<{ plugin: FastifyPluginAsync; keys: JWTVerifyGetKey }> {
  const { config, announce } = deps;
  const { db } = deps.database;
  await ensureSigningKey(db);
  await hashIssuedClientSecrets(db);
  const cookieKeys = [await identitySecret(db, 'cookie_key')];
  const ticketKey = await identitySecret(db, 'login_ticket_key');
  let log: FastifyBaseLogger | undefined;
  const host = new ProviderHost(db, (jwks) =>
    buildProvider({ config, db, cookieKeys, log: () => log, announce }, jwks),
  );
  // A bad configuration fails the start, not the first sign-in.
  await host.current();

  const plugin: FastifyPluginAsync = async (app) => {
    log = app.log;
    // Before any identity route hands the request to the provider.
    app.addHook('onRequest', async (request) => forwardAsJudged(request));
    await app.register(interactionRoutes({ host, db, config, ticketKey }));
    await app.register(providerMount(host));
    await app.register(accountRoutes(db, announce), { prefix: '/api/cab/v1/account' });

    const timer = setInterval(() => {
      cleanup(db).catch((err: unknown) => app.log.warn({ err }, 'identity cleanup failed'));
    }, CLEANUP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };

  return { plugin, keys: verificationKeys(db) };
}
