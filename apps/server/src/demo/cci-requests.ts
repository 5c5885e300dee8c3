import {
  type CciFailure,
  type CciStatus,
  cardNumberWith,
  cciUsageDescription,
  isoCalendarDate,
  maskCardNumber,
  todayIn,
  addDays,
} from '@afx/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bins } from '../modules/bins/tables.js';
import { cciRequests } from '../modules/cci/index.js';
import type { Tx } from '../platform/db/pool.js';
import { recordUsage } from '../platform/usage/usage.js';
import type { DemoUser } from './users.js';

/** Who asks in the demo: the banks' fraud units and the Kyiv police officer. */
const ASKERS = ['alpha.analyst', 'alpha.manager', 'beta.expert', 'police.officer'] as const;

/** The endings of the demo's questions, in turn: mostly answers, some failures of each kind. */
const ENDINGS: readonly ({ status: CciStatus } | { failure: CciFailure })[] = [
  { status: 'blocked' },
  { status: 'not_blocked' },
  { status: 'blocked' },
  { status: 'card_not_found' },
  { status: 'blocked' },
  { failure: 'timeout' },
  { status: 'not_blocked' },
  { failure: 'malformed' },
  { status: 'blocked' },
  { failure: 'refused' },
];

const APPLICANTS = [
  'Ivan Melnyk',
  'Oksana Bondarenko',
  'Petro Shevchuk',
  'Iryna Kravets',
  'Andrii Tkachenko',
];

/**
 * A month of card-blocking questions (decision 0043): about 40 over the last 35 days, to Bank Alpha's
 * cards (the demo issuer connected to the service), by the demo banks and the police officer; each
 * answered one with its usage-ledger row at the same time, so last month's invoice has usage.
 */
export async function seedDemoCciRequests(
  tx: Tx,
  ids: { orgIds: Map<string, number>; userIds: Map<string, number>; users: readonly DemoUser[] },
  now: Date = new Date(),
): Promise<void> {
  const alpha = ids.orgIds.get('alpha')!;
  const binRows = await tx
    .select({ bin: bins.bin })
    .from(bins)
    .where(and(eq(bins.orgId, alpha), eq(bins.cardSystemId, 1)))
    .orderBy(bins.bin)
    .limit(10);
  if (binRows.length === 0) return;
  const today = todayIn(now);
  for (let i = 0; i < 40; i++) {
    const login = ASKERS[i % ASKERS.length]!;
    const user = ids.users.find((u) => u.login === login)!;
    const orgId = ids.orgIds.get(user.org)!;
    const pan = cardNumberWith(binRows[i % binRows.length]!.bin, 5000 + i);
    const panMasked = maskCardNumber(pan);
    const daysAgo = Math.floor((i * 35) / 40);
    const at = new Date(now.getTime() - daysAgo * 86_400_000 - ((i * 37) % 600) * 60_000);
    const ending = ENDINGS[i % ENDINGS.length]!;
    const id = randomUUID();
    const answered = 'status' in ending;
    await tx.insert(cciRequests).values({
      id,
      orgId,
      userId: ids.userIds.get(login)!,
      userName: user.fullName,
      panMasked,
      panLast4: pan.slice(-4),
      issuerOrgId: alpha,
      issuerName: 'Bank Alpha',
      tranDate: isoCalendarDate(addDays(today, -daysAgo - 1)),
      amount: (((i * 7919) % 2_000_000) / 100 + 100).toFixed(2),
      applicantName: APPLICANTS[i % APPLICANTS.length]!,
      notes:
        'The applicant reports a card payment they did not make after a phone call from a "bank employee".',
      durationMs: answered ? 300 + ((i * 53) % 900) : ending.failure === 'timeout' ? 55_000 : 400,
      createdAt: at.toISOString(),
      ...(answered
        ? {
            outcome: 'answered' as const,
            status: ending.status,
            refNumber: `ALF-${String(700000 + i)}`,
            statusInfo: ending.status === 'blocked' ? 'Blocked by the bank’s fraud unit' : '',
            answerNotes: '',
            serverTime: new Date(at.getTime() + 800).toISOString(),
          }
        : { outcome: 'failed' as const, failure: ending.failure }),
    });
    if (answered)
      await recordUsage(tx, {
        orgId,
        service: 'chv',
        userId: ids.userIds.get(login)!,
        userName: user.fullName,
        ref: id,
        description: cciUsageDescription(panMasked, ending.status),
        at,
      });
  }
}
