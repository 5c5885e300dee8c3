import { type FptStatusCode, blockRequestSchema, formatInstantDateTime, setStatusSchema } from '@afx/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { enqueuePacket, recordPacketGivenUp } from '../counterparts/index.js';
import { createAlert, setStatus } from '../modules/fpt/index.js';
import type { Caller } from '../platform/auth/caller.js';
import type { Db } from '../platform/db/pool.js';
import { outbox } from '../platform/outbox/tables.js';
import { callerOfDemoUser, cardsOfBank } from './demo-actors.js';
import type { DemoUser } from './users.js';

/** A Gamma Acquiring account (bank code 380805): where the forwarded money went on. */
const GAMMA_IBAN = 'UA923808050000026001234567890';

/** Who acts in the demo: the two banks' staff. */
type Actors = { alpha: Caller; beta: Caller };

/** One demo alert: who sends it to whom, how it went on, and how many days ago it came. */
type DemoAlert = {
  from: keyof Actors;
  daysAgo: number;
  amount: string;
  fraudType: number;
  prevented?: boolean;
  /** The statuses it went through after 'new', each set by its side with notes. */
  path: { status: FptStatusCode; notes: string; forwardTo?: string }[];
};

const take = { status: 'bank_in_process', notes: 'Взято в обробку' } as const;
const block = { status: 'recipient_blocked', notes: 'Картку заблоковано, кошти утримано' } as const;

/** An alert in every status between Bank Alpha and Bank Beta over the last 30 days (issue 13). */
const DEMO_ALERTS: DemoAlert[] = [
  { from: 'alpha', daysAgo: 0, amount: '1250.00', fraudType: 2, path: [] },
  { from: 'alpha', daysAgo: 2, amount: '780.50', fraudType: 3, path: [] },
  {
    from: 'alpha',
    daysAgo: 6,
    amount: '900.00',
    fraudType: 1,
    path: [{ status: 'cancelled', notes: 'Клієнт повернув кошти сам' }],
  },
  { from: 'alpha', daysAgo: 1, amount: '15400.00', fraudType: 4, path: [take] },
  { from: 'alpha', daysAgo: 4, amount: '3200.00', fraudType: 2, path: [take, block] },
  {
    from: 'alpha',
    daysAgo: 5,
    amount: '5600.00',
    fraudType: 5,
    path: [take, { status: 'withdrawal_limit', notes: 'Обмежено зняття, утримано 4000 грн' }],
  },
  {
    from: 'alpha',
    daysAgo: 8,
    amount: '640.00',
    fraudType: 6,
    path: [take, { status: 'recipient_not_found', notes: 'Картка не належить банку' }],
  },
  {
    from: 'alpha',
    daysAgo: 9,
    amount: '2100.00',
    fraudType: 2,
    path: [take, { status: 'recipient_blocked_no_funds', notes: 'Заблоковано, коштів на рахунку немає' }],
  },
  {
    from: 'alpha',
    daysAgo: 11,
    amount: '8800.00',
    fraudType: 3,
    path: [take, block, { status: 'possibility', notes: 'Очікуємо заяву клієнта для повернення' }],
  },
  {
    from: 'alpha',
    daysAgo: 12,
    amount: '1500.00',
    fraudType: 1,
    path: [take, { status: 'funds_withdrawn', notes: 'Кошти знято в банкоматі' }],
  },
  {
    from: 'alpha',
    daysAgo: 14,
    amount: '12000.00',
    fraudType: 4,
    path: [
      take,
      block,
      {
        status: 'forwarded',
        notes: 'Кошти переказано далі на рахунок у Gamma Acquiring',
        forwardTo: GAMMA_IBAN,
      },
    ],
  },
  {
    from: 'alpha',
    daysAgo: 17,
    amount: '970.00',
    fraudType: 7,
    path: [take, block, { status: 'refund_refused', notes: 'Власник рахунку оскаржив блокування' }],
  },
  {
    from: 'alpha',
    daysAgo: 21,
    amount: '4300.00',
    fraudType: 2,
    path: [
      take,
      block,
      { status: 'possibility', notes: 'Кошти утримано' },
      { status: 'success', notes: 'Кошти повернуто потерпілому' },
    ],
  },
  {
    from: 'alpha',
    daysAgo: 25,
    amount: '510.00',
    fraudType: 8,
    prevented: true,
    path: [take, { status: 'fraud_not_confirmed', notes: 'Операцію підтвердив власник картки' }],
  },
  // Bank Alpha receives too: one new, one in processing, one returned.
  { from: 'beta', daysAgo: 0, amount: '2750.00', fraudType: 2, path: [] },
  { from: 'beta', daysAgo: 3, amount: '6100.00', fraudType: 3, path: [take] },
  {
    from: 'beta',
    daysAgo: 19,
    amount: '1980.00',
    fraudType: 1,
    path: [
      take,
      block,
      { status: 'possibility', notes: 'Утримано' },
      { status: 'success', notes: 'Повернуто' },
    ],
  },
];

/** What the demo banks' analysts write (in Ukrainian, as they would). */
const DESCRIPTION =
  'Клієнтові зателефонував "працівник служби безпеки банку" і переконав переказати кошти на цю картку. Просимо заблокувати та повернути кошти.';

/** Moves an alert and its history back by `days`, as if it had come then. */
async function backdate(db: Db, ids: readonly string[], days: number): Promise<void> {
  if (days === 0 || ids.length === 0) return;
  const shift = sql`${days} * interval '1 day'`;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update fpt_alerts
       set request_dt = request_dt - ${shift}, updated_at = updated_at - ${shift},
           taken_at = taken_at - ${shift}, final_at = final_at - ${shift},
           trans_out_dt = trans_out_dt - ${shift}
     where id in (${list})`);
  await db.execute(sql`
    update history_entries set event_dt = event_dt - ${shift}
     where entity_type = 'fpt_alert' and entity_key in (${list})`);
}

/**
 * The demo alerts (issue 13 "Demo data"), made through the FPT module as the banks' staff would
 * have: every status between Bank Alpha and Bank Beta, a chain Alpha → Beta → Gamma through a
 * forwarded alert, each with its history. The deliveries they queued are dropped (the demo's
 * past is not sent again at the first start), except one failed packet kept for Reset transport.
 */
export async function seedDemoAlerts(
  db: Db,
  ids: { orgIds: Map<string, number>; userIds: Map<string, number>; users: readonly DemoUser[] },
): Promise<void> {
  const [{ lastOutbox } = { lastOutbox: 0 }] = await db
    .select({ lastOutbox: sql<number>`coalesce(max(${outbox.id}), 0)`.mapWith(Number) })
    .from(outbox);
  const actor = (login: string, org: string, orgName: string): Caller =>
    callerOfDemoUser(
      ids.users.find((u) => u.login === login)!,
      {
        userId: ids.userIds.get(login)!,
        orgId: ids.orgIds.get(org)!,
        orgName,
      },
    );
  const actors: Actors = {
    alpha: actor('alpha.analyst', 'alpha', 'Bank Alpha'),
    beta: actor('beta.expert', 'beta', 'Bank Beta'),
  };
  const cards = {
    alpha: await cardsOfBank(db, ids.orgIds.get('alpha')!, DEMO_ALERTS.length),
    beta: await cardsOfBank(db, ids.orgIds.get('beta')!, DEMO_ALERTS.length),
  };
  let firstNewAlert: string | undefined;
  for (const [i, demo] of DEMO_ALERTS.entries()) {
    const to = demo.from === 'alpha' ? 'beta' : 'alpha';
    const sender = actors[demo.from];
    // The victim paid 45 minutes before the alert came, `daysAgo` days back.
    const paidAt = new Date(Date.now() - demo.daysAgo * 86_400_000 - 45 * 60_000);
    const request = blockRequestSchema.parse({
      fraud_type_id: demo.fraudType,
      prevented_fraud: demo.prevented ?? false,
      recipient_type: 'card',
      recipient_pan: cards[to][i],
      sender_type: 'card',
      sender_pan: cards[demo.from][i],
      reply_email: demo.from === 'alpha' ? 'fraud@alpha.example' : 'fraud@beta.example',
      description: DESCRIPTION,
      transactions: [{ date_time: formatInstantDateTime(paidAt), amount: demo.amount, currency_code: '980' }],
    });
    const { id } = await createAlert(db, sender, request);
    const chain = [id];
    for (const step of demo.path) {
      // The sender withdraws; every other move is the recipient's.
      const by = step.status === 'cancelled' ? sender : actors[to];
      const transactions = step.forwardTo
        ? [
            {
              date_time: formatInstantDateTime(new Date(paidAt.getTime() + 10 * 60_000)),
              term_type: 'online',
              tran_type: 'p2account',
              iban: step.forwardTo,
              amount: demo.amount,
              currency_code: '980',
            },
          ]
        : [];
      await setStatus(
        db,
        by,
        setStatusSchema.parse({ id, status: step.status, notes: step.notes, transactions }),
      );
      if (step.forwardTo) {
        const children = await db.execute<{ id: string }>(
          sql`select id from fpt_alerts where parent_id = ${id}`,
        );
        chain.push(...children.rows.map((row) => row.id));
      }
    }
    await backdate(db, chain, demo.daysAgo);
    if (demo.path.length === 0 && demo.daysAgo > 0) firstNewAlert ??= id;
  }
  await db.delete(outbox).where(gt(outbox.id, lastOutbox));
  await failOneDelivery(db, firstNewAlert!, ids.orgIds, lastOutbox);
}

/**
 * One packet Bank Beta's system never took (issue 13 "Demo data"): given up on after its attempts,
 * fixable, so Reset transport (E1005) has something to send again and the alert's history shows it.
 */
async function failOneDelivery(
  db: Db,
  alertId: string,
  orgIds: Map<string, number>,
  afterOutboxId: number,
): Promise<void> {
  const error = 'push failed: connect ECONNREFUSED';
  await db.transaction(async (tx) => {
    await enqueuePacket(tx, {
      byOrgId: orgIds.get('alpha')!,
      toOrgId: orgIds.get('beta')!,
      service: 'fpt',
      type: 'fpt.alert.message',
      data: { id: alertId, message: 'Просимо підтвердити отримання.', side: 'sender' },
      subject: { entity_type: 'fpt_alert', entity_key: alertId },
    });
    const [row] = await tx
      .update(outbox)
      .set({ attempts: 10, failedAt: new Date(), lastError: error, lastErrorFixable: true })
      .where(and(gt(outbox.id, afterOutboxId), eq(outbox.kind, 'webhook')))
      .returning({ id: outbox.id, kind: outbox.kind, payload: outbox.payload, attempts: outbox.attempts });
    if (row) await recordPacketGivenUp(tx, row, error);
  });
}
