import type { FastifyBaseLogger } from 'fastify';
import { groupWriter } from '../platform/db/group-writes.js';
import type { Db, Executor } from '../platform/db/pool.js';
import { type CallDirection, type CallLogService, gatewayCalls } from './tables.js';

export type GatewayCall = {
  direction: CallDirection;
  /** The other party's organisation (the receiver of a push, the sandbox bank of a receipt). */
  orgId: number | null;
  service: CallLogService;
  kind: string;
  webhookId: string | null;
  result: string;
  httpStatus: number | null;
  durationMs: number;
};

/**
 * Writes one call of the gateway to its log. The call has already happened: a failure to log it is
 * reported and swallowed, since failing the delivery for it would send the packet a second time.
 */
export async function recordGatewayCall(
  db: Executor,
  call: GatewayCall,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await db.insert(gatewayCalls).values({ ...call, durationMs: Math.round(call.durationMs) });
  } catch (err) {
    log?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'gateway: the call log refused a row',
    );
  }
}

/**
 * The call log of a busy writer (the outbox worker's deliveries): calls that end together are written
 * in one statement (group commit). Each call's promise settles once its row is written, or its
 * failure reported.
 */
export function gatewayCallLog(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): (call: GatewayCall) => Promise<void> {
  const write = groupWriter<GatewayCall>((calls) =>
    db
      .insert(gatewayCalls)
      .values(calls.map((call) => ({ ...call, durationMs: Math.round(call.durationMs) }))),
  );
  return (call) =>
    write(call).catch((err: unknown) => {
      log?.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'gateway: the call log refused a row',
      );
    });
}
