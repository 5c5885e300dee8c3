import {
  type CallForwardingAnswer,
  type McsOperator,
  type McsRoute,
  type SimChangedAnswer,
  MCS_OPERATOR_NAMES,
  SIM_CHANGED_KEYS,
  callForwardingAnswerOf,
  camaraPhoneNumber,
  isMcsOperator,
  isServedByRangeOperator,
  maxAgeHours,
  offersCallForwarding,
  simChangedAnswerOf,
  translate,
} from '@afx/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CamaraCallFailed, CamaraClient, gatewayCallLog, type McsConfig } from '../../counterparts/index.js';
import { transaction } from '../../platform/db/after-commit.js';
import type { Db } from '../../platform/db/pool.js';
import { enqueueOutbox } from '../../platform/outbox/outbox.js';
import { recordUsage } from '../../platform/usage/usage.js';
import { mcsChecks } from './tables.js';

type Answer =
  | {
      kind: 'answered';
      route: McsRoute;
      simChanged: SimChangedAnswer;
      simChangedAt: Date | null;
      callForwarding: CallForwardingAnswer;
    }
  | { kind: 'failed'; error: { key: string; params?: Record<string, string> } };

/** A phone number as the usage ledger shows it: the operator code and the last two digits. */
export function maskPhone(phone: string): string {
  const m = /^380(\d{2})\d{5}(\d{2})$/.exec(phone);
  return m ? `+380 ${m[1]} *** ** ${m[2]}` : `${phone.slice(0, 3)}***${phone.slice(-2)}`;
}

/**
 * Asks the operator of the number's range: SIM Swap check (maxAge = depth × 24 h), the date of the
 * latest change when it changed, and unconditional call forwarding where the operator offers it.
 */
async function ask(client: CamaraClient, orgId: number, phone: string, depthDays: number): Promise<Answer> {
  const phoneNumber = camaraPhoneNumber(phone);
  const swap = await client.checkSimSwap(orgId, phoneNumber, maxAgeHours(depthDays));
  const simChanged = simChangedAnswerOf(swap);
  if (simChanged === null) {
    const reason = swap.kind === 'error' ? `HTTP ${swap.status} ${swap.code}` : 'no answer';
    throw new CamaraCallFailed(client.operator, reason);
  }
  const route: McsRoute = simChanged === 'another_operator' ? 'ported' : 'direct';
  let simChangedAt: Date | null = null;
  if (simChanged === 'yes') {
    const date = await client.retrieveSimSwapDate(orgId, phoneNumber);
    if (date.kind === 'ok' && date.latestSimChange) simChangedAt = new Date(date.latestSimChange);
  }
  let callForwarding: CallForwardingAnswer = 'unknown';
  if (offersCallForwarding(client.operator) && isServedByRangeOperator(simChanged)) {
    callForwarding = callForwardingAnswerOf(
      client.operator,
      await client.unconditionalCallForwarding(orgId, phoneNumber),
    );
  }
  return { kind: 'answered', route, simChanged, simChangedAt, callForwarding };
}

/**
 * The outbox's deliverer of the kind 'mcs_check': takes the check into progress, asks the operator
 * (at most its rate, within the deadline), and records the answer (with its usage row) or the failure
 * in one transaction that also pushes it to the user's open pages. An operator down, late or refusing
 * fails the check with a message at once: the user repeats it (exchange.md: a late answer is an error
 * the user sees, never a hang).
 */
export function mcsCheckDeliverer(deps: { db: Db; config: { mcs: McsConfig }; log: FastifyBaseLogger }) {
  const { db } = deps;
  const log = deps.log.child({ component: 'mcs' });
  const logCall = gatewayCallLog(db, log);
  const clients = new Map<McsOperator, CamaraClient>();
  const clientOf = (operator: McsOperator): CamaraClient | undefined => {
    const config = deps.config.mcs.operators[operator];
    if (!config) return undefined;
    let client = clients.get(operator);
    if (!client) {
      client = new CamaraClient(config, {
        deadlineMs: deps.config.mcs.deadlineMs,
        ratePerSecond: deps.config.mcs.ratePerSecond,
        logCall,
      });
      clients.set(operator, client);
    }
    return client;
  };

  return async ({ checkId }: { checkId: number }): Promise<void> => {
    const [check] = await db
      .update(mcsChecks)
      .set({ status: 'in_progress' })
      .where(and(eq(mcsChecks.id, checkId), inArray(mcsChecks.status, ['queued', 'in_progress'])))
      .returning();
    if (!check) return;
    let answer: Answer;
    if (!isMcsOperator(check.operator)) {
      answer = {
        kind: 'answered',
        route: 'none',
        simChanged: 'another_operator',
        simChangedAt: null,
        callForwarding: 'unknown',
      };
    } else {
      const client = clientOf(check.operator);
      const operator = MCS_OPERATOR_NAMES[check.operator];
      if (!client) {
        answer = { kind: 'failed', error: { key: 'mcs_operator_not_connected', params: { operator } } };
      } else {
        try {
          answer = await ask(client, check.orgId, check.phone, check.depthDays);
        } catch (err) {
          if (!(err instanceof CamaraCallFailed)) throw err;
          log.warn(
            { check_id: check.id, operator: check.operator, reason: err.reason },
            'mcs: operator call failed',
          );
          answer = {
            kind: 'failed',
            error: { key: 'mcs_operator_unavailable', params: { operator, reason: err.reason } },
          };
        }
      }
    }
    await transaction(db, async (tx) => {
      const [done] = await tx
        .update(mcsChecks)
        .set(
          answer.kind === 'answered'
            ? {
                status: 'answered',
                route: answer.route,
                simChanged: answer.simChanged,
                simChangedAt: answer.simChangedAt,
                callForwarding: answer.callForwarding,
                error: null,
                answeredAt: sql`now()`,
              }
            : { status: 'failed', error: answer.error, answeredAt: sql`now()` },
        )
        .where(and(eq(mcsChecks.id, check.id), eq(mcsChecks.status, 'in_progress')))
        .returning({ id: mcsChecks.id });
      if (!done) return;
      // Billable: a check the operator answered (not one no operator was asked about).
      if (answer.kind === 'answered' && answer.route !== 'none') {
        await recordUsage(tx, {
          orgId: check.orgId,
          service: 'mcs',
          userId: check.userId,
          userName: check.userName,
          ref: String(check.id),
          description: `${maskPhone(check.phone)} — ${translate(SIM_CHANGED_KEYS[answer.simChanged], 'en')}`,
        });
      }
      if (check.userId !== null) {
        await enqueueOutbox(tx, [
          {
            kind: 'live_event',
            payload: {
              to: { userId: check.userId },
              event: { type: 'mcs_check', id: check.id, status: answer.kind },
            },
          },
        ]);
      }
    });
  };
}
