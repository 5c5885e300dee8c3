import {
  type CallForwardingAnswer,
  type McsRoute,
  type SimChangedAnswer,
  SIM_CHANGED_KEYS,
  offersCallForwarding,
  operatorOfPhone,
  translate,
} from '@afx/domain';
import { mcsChecks } from '../modules/mcs/index.js';
import type { Executor } from '../platform/db/pool.js';
import { recordUsage } from '../platform/usage/usage.js';
import type { DemoUser } from './users.js';

const CODES = ['67', '68', '96', '97', '98', '50', '66', '95', '99', '63', '73', '93', '91'];
const DAY_MS = 86_400_000;

/** The answer the sandbox operator gives a number (by its last digit), as a demo row. */
function answerOf(phone: string): {
  status: 'answered' | 'failed';
  route: McsRoute;
  sim: SimChangedAnswer | null;
  cf: CallForwardingAnswer | null;
  changedDaysAgo: number | null;
} {
  const operator = operatorOfPhone(phone);
  if (operator === 'other')
    return {
      status: 'answered',
      route: 'none',
      sim: 'another_operator',
      cf: 'unknown',
      changedDaysAgo: null,
    };
  const cfOf = (on: boolean): CallForwardingAnswer =>
    offersCallForwarding(operator) ? (on ? 'yes' : 'no') : 'unknown';
  switch (phone.at(-1)) {
    case '1':
      return { status: 'answered', route: 'direct', sim: 'yes', cf: cfOf(true), changedDaysAgo: 2 };
    case '3':
      return { status: 'answered', route: 'direct', sim: 'not_active', cf: 'unknown', changedDaysAgo: null };
    case '4':
      return {
        status: 'answered',
        route: 'ported',
        sim: 'another_operator',
        cf: 'unknown',
        changedDaysAgo: null,
      };
    case '5':
      return {
        status: 'answered',
        route: 'direct',
        sim: 'another_operator_or_not_active',
        cf: 'unknown',
        changedDaysAgo: null,
      };
    case '9':
      return { status: 'failed', route: 'direct', sim: null, cf: null, changedDaysAgo: null };
    default:
      return { status: 'answered', route: 'direct', sim: 'no', cf: cfOf(false), changedDaysAgo: null };
  }
}

/**
 * A month of mobile checks for the demo banks (Bank Alpha's analyst, Bank Beta's expert), back-dated
 * over 35 days so last month has usage: the answered ones with their usage-ledger rows.
 */
export async function seedDemoMobileChecks(
  tx: Executor,
  ids: { orgIds: Map<string, number>; userIds: Map<string, number>; users: readonly DemoUser[] },
): Promise<void> {
  const now = Date.now();
  const people = ['alpha.analyst', 'beta.expert'].flatMap((login) => {
    const user = ids.users.find((u) => u.login === login);
    const orgId = user ? ids.orgIds.get(user.org) : undefined;
    const userId = ids.userIds.get(login);
    return user && orgId && userId ? [{ orgId, userId, name: user.fullName }] : [];
  });
  let n = 0;
  for (let day = 35; day >= 1; day -= 1) {
    for (const person of people) {
      const count = 1 + ((day * 7 + person.orgId) % 3);
      for (let i = 0; i < count; i += 1) {
        n += 1;
        const code = CODES[(n * 5) % CODES.length]!;
        const phone = `380${code}${String(1_000_000 + ((n * 7919) % 8_999_999)).slice(-6)}${n % 10}`;
        const at = new Date(now - day * DAY_MS + (9 + (n % 8)) * 3_600_000 - 12 * 3_600_000);
        const answer = answerOf(phone);
        const [row] = await tx
          .insert(mcsChecks)
          .values({
            orgId: person.orgId,
            userId: person.userId,
            userName: person.name,
            phone,
            depthDays: [7, 14, 30, 60][n % 4]!,
            consent: true,
            operator: operatorOfPhone(phone),
            status: answer.status,
            route: answer.route,
            simChanged: answer.sim,
            simChangedAt:
              answer.changedDaysAgo === null ? null : new Date(at.getTime() - answer.changedDaysAgo * DAY_MS),
            callForwarding: answer.cf,
            error:
              answer.status === 'failed'
                ? {
                    key: 'mcs_operator_unavailable',
                    params: { operator: 'the operator', reason: 'HTTP 503 UNAVAILABLE' },
                  }
                : null,
            createdAt: at,
            answeredAt: new Date(at.getTime() + 800),
          })
          .returning({ id: mcsChecks.id });
        if (answer.status === 'answered' && answer.route !== 'none' && answer.sim) {
          await recordUsage(tx, {
            orgId: person.orgId,
            service: 'mcs',
            userId: person.userId,
            userName: person.name,
            ref: String(row!.id),
            description: `+380 ${code} *** ** ${phone.slice(-2)} — ${translate(SIM_CHANGED_KEYS[answer.sim], 'en')}`,
            at: new Date(at.getTime() + 800),
          });
        }
      }
    }
  }
}
