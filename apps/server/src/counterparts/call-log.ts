import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../platform/db/pool.js';
import { type CallDirection, type GatewayService, gatewayCalls } from './tables.js';

export type GatewayCall = {
  direction: CallDirection;
  /** The other party's organisation (the receiver of a push, the sandbox bank of a receipt). */
  orgId: number | null;
  service: GatewayService;
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
