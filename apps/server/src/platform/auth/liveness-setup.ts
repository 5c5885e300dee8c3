import type { FastifyBaseLogger } from 'fastify';
import { tokenLivenessCheck } from '../../identity/token-liveness-check.js';
import type { Config } from '../config.js';
import type { Database } from '../db/pool.js';
import { localBus } from '../events/local-bus.js';
import { pgNotifyBus } from '../events/pg-bus.js';
import { type Revocation, TokenLiveness } from './token-liveness.js';

/** Revocations travel apart from the users' events: no stream may ever receive one. */
const REVOCATIONS_CHANNEL = 'afx_revocations';

/**
 * The app's answer to "is this token's subject still live": asked of the identity tables, told of
 * ended grants by every process over LISTEN/NOTIFY on a PostgreSQL server (one process serves an
 * embedded database, so a local bus does there).
 */
export function createTokenLiveness(deps: { config: Config; database: Database; log: FastifyBaseLogger }): {
  liveness: TokenLiveness;
  ready: () => Promise<void>;
  close: () => Promise<void>;
} {
  const { config, database, log } = deps;
  const bus = config.databaseUrl
    ? pgNotifyBus<Revocation>(database.pool, config.databaseUrl, REVOCATIONS_CHANNEL)
    : localBus<Revocation>();
  const liveness = new TokenLiveness(
    // An outside issuer's grants are not in this database: its tokens answer for user and client.
    tokenLivenessCheck(database.db, { grants: !config.externalIssuer }),
    bus,
    { onPublishError: (err) => log.warn({ err }, 'token revocation not announced to other processes') },
  );
  return { liveness, ready: () => bus.ready(), close: () => bus.close() };
}
