import {
  cardNumberWith,
  crimeCheckFilingSchema,
  formatInstantDate,
  formatInstantDateTime,
  issuerReplySchema,
} from '@afx/domain';
import { gt, sql } from 'drizzle-orm';
import { assignIssuer, fileRequest, replyToRequest, takeIntoProcess } from '../modules/crc/index.js';
import { issuerSettings } from '../modules/issuer-settings/tables.js';
import type { Caller } from '../platform/auth/caller.js';
import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/pool.js';
import { outbox } from '../platform/outbox/tables.js';
import { callerOfDemoUser, cardsOfBank } from './demo-actors.js';
import type { DemoUser } from './users.js';

type Unit = 'kyiv' | 'lviv';
type Bank = 'alpha' | 'beta';
type Recipient = { bank: Bank; kind: 'card' | 'account' } | 'unknown_card' | 'foreign_iban';

/** One demo request: which unit asks which bank about what, how long ago, and how it went on. */
type DemoRequest = {
  unit: Unit;
  to: Recipient;
  daysAgo: number;
  registryType: 1 | 2 | 3 | 4;
  amount: string;
  path: ('take' | 'reply' | 'reply_geo' | 'reject' | 'assign_alpha')[];
};

/**
 * Requests in every status against Bank Alpha and Bank Beta over the last 30 days from the Kyiv and
 * Lviv units (issue 14 "Demo data"): replied ones with transactions and geodata, one overdue (an s102
 * request of 7 days, due in 5), one of an unknown issuer, one a foreign IBAN (issuer not supported),
 * an IBAN at Bank Beta, which takes no IBAN requests (manual request only).
 */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    unit: 'kyiv',
    to: { bank: 'alpha', kind: 'card' },
    daysAgo: 0,
    registryType: 1,
    amount: '12500',
    path: [],
  },
  {
    unit: 'kyiv',
    to: { bank: 'alpha', kind: 'card' },
    daysAgo: 2,
    registryType: 1,
    amount: '3900',
    path: ['take'],
  },
  {
    unit: 'kyiv',
    to: { bank: 'alpha', kind: 'card' },
    daysAgo: 5,
    registryType: 1,
    amount: '27000',
    path: ['take', 'reply_geo'],
  },
  {
    unit: 'kyiv',
    to: { bank: 'alpha', kind: 'card' },
    daysAgo: 9,
    registryType: 2,
    amount: '1500',
    path: ['take', 'reject'],
  },
  // Overdue: an s102 request has 5 days.
  {
    unit: 'lviv',
    to: { bank: 'alpha', kind: 'card' },
    daysAgo: 7,
    registryType: 4,
    amount: '8200',
    path: [],
  },
  {
    unit: 'lviv',
    to: { bank: 'alpha', kind: 'account' },
    daysAgo: 15,
    registryType: 3,
    amount: '45000',
    path: ['take', 'reply'],
  },
  { unit: 'lviv', to: { bank: 'beta', kind: 'card' }, daysAgo: 1, registryType: 1, amount: '6400', path: [] },
  {
    unit: 'lviv',
    to: { bank: 'beta', kind: 'card' },
    daysAgo: 3,
    registryType: 1,
    amount: '2300',
    path: ['take'],
  },
  {
    unit: 'lviv',
    to: { bank: 'beta', kind: 'card' },
    daysAgo: 12,
    registryType: 1,
    amount: '19900',
    path: ['take', 'reply_geo'],
  },
  {
    unit: 'kyiv',
    to: { bank: 'beta', kind: 'card' },
    daysAgo: 20,
    registryType: 3,
    amount: '700',
    path: ['take', 'reject'],
  },
  {
    unit: 'kyiv',
    to: { bank: 'beta', kind: 'account' },
    daysAgo: 8,
    registryType: 2,
    amount: '15000',
    path: [],
  },
  { unit: 'kyiv', to: 'unknown_card', daysAgo: 4, registryType: 1, amount: '5100', path: [] },
  { unit: 'lviv', to: 'foreign_iban', daysAgo: 6, registryType: 3, amount: '30000', path: [] },
  // An unknown issuer the exchange assigned to Bank Alpha, then replied.
  {
    unit: 'kyiv',
    to: 'unknown_card',
    daysAgo: 28,
    registryType: 1,
    amount: '9600',
    path: ['assign_alpha', 'take', 'reply'],
  },
];

/** Ukrainian IBANs of the demo banks' codes (check digits valid). */
const IBANS = {
  alpha: 'UA613052990000026005012345678',
  beta: 'UA123003350000026007123456789',
  foreign: 'DE89370400440532013000',
} as const;

/** A card of a BIN no bank has uploaded. */
const UNKNOWN_CARD = cardNumberWith('49999988', 1);

function filingOf(
  demo: DemoRequest,
  recipient: { type: 'card' | 'account'; number: string },
  sender: string,
) {
  const filedAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
  const paidAt = new Date(filedAt.getTime() - 26 * 3_600_000);
  return crimeCheckFilingSchema.parse({
    registry_type: demo.registryType,
    reg_number: `120261000${String(100000 + demo.daysAgo * 37).padStart(8, '0')}`.slice(0, 17),
    reg_date: formatInstantDate(new Date(filedAt.getTime() - 86_400_000)),
    incriminated_articles: [{ article: '190', part: '2' }],
    applicant_name: 'Коваленко Марія Петрівна',
    employee_name: demo.unit === 'kyiv' ? 'Гриценко Олександр' : 'Бойко Ірина',
    employee_email:
      demo.unit === 'kyiv' ? 'o.hrytsenko@kyiv.cyberpolice.example' : 'i.boiko@lviv.cyberpolice.example',
    sender_type: 'card',
    sender_number: sender,
    recipient_type: recipient.type,
    recipient_number: recipient.number,
    fraud_transactions: [
      {
        date_time: formatInstantDateTime(paidAt),
        amount: demo.amount,
        currency_code: '980',
        term_type: 'online',
        tran_type: recipient.type === 'card' ? 'p2p' : 'p2account',
        ...(recipient.type === 'card' ? { pan: recipient.number } : { iban: recipient.number }),
      },
    ],
    fraudster_contacts: [{ name: '«Менеджер OLX»', phone: '0931234567' }],
    url: 'https://olx-bezpechna-ugoda.example/pay',
    notes: 'Потерпіла продавала річ на OLX; за посиланням «для отримання оплати» ввела дані картки.',
  });
}

function replyOf(request: string, demo: DemoRequest, step: 'reply' | 'reply_geo' | 'reject') {
  const filedAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
  const at = (hoursBefore: number) =>
    formatInstantDateTime(new Date(filedAt.getTime() - hoursBefore * 3_600_000));
  if (step === 'reject')
    return issuerReplySchema.parse({
      request_id: request,
      is_rejected: true,
      notes: 'Рахунок отримувача закрито до дати операції: даних немає.',
    });
  return issuerReplySchema.parse({
    request_id: request,
    funds_were_not_used: step === 'reply' && demo.to !== 'unknown_card',
    transactions:
      step === 'reply_geo'
        ? [
            {
              date_time: at(25),
              amount: String(Number(demo.amount) - 100),
              currency_code: '980',
              term_type: 'atm',
              tran_type: 'cash',
              acquirer_id: '305299',
              terminal_id: 'ATM04412',
              merchant_name: 'Банкомат, вул. Хрещатик, 22',
              city: 'Київ',
              country_code: 'UA',
            },
          ]
        : [],
    last_authorization_geodata:
      step === 'reply_geo'
        ? [
            { date_time: at(25.5), lat: '50.447731', lon: '30.522765' },
            { date_time: at(30), lat: '49.839683', lon: '24.029717' },
          ]
        : [],
    recipient_cardholder_id: '3012345678',
    recipient_cardholder_name: 'Сидоренко Петро Андрійович',
    notes: step === 'reply' ? 'Кошти заблоковано на рахунку.' : 'Кошти знято готівкою в банкоматі.',
  });
}

/** Moves requests and their history back by `days`, as if they had come then. */
async function backdate(db: Db, id: string, days: number): Promise<void> {
  if (days === 0) return;
  const shift = sql`${days} * interval '1 day'`;
  await db.execute(sql`
    update crc_requests
       set request_dt = request_dt - ${shift}, update_dt = update_dt - ${shift},
           taken_at = taken_at - ${shift}, answered_at = answered_at - ${shift}, due_dt = due_dt - ${shift},
           reply = case when reply is null then null else jsonb_set(reply, '{update_dt}',
             to_jsonb(to_char((update_dt - ${shift}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) end
     where id = ${id}`);
  await db.execute(sql`
    update history_entries set event_dt = event_dt - ${shift}
     where entity_type = 'crc_request' and entity_key = ${id}`);
}

/**
 * The demo Crime Check requests, filed and answered through the module as the units' officers and
 * the banks' staff would have; Bank Alpha takes IBAN requests, Bank Beta does not. What they queued
 * (e-mails, packets, badge events) is dropped: the demo's past is not sent at the first start.
 */
export async function seedDemoCrcRequests(
  db: Db,
  ids: { orgIds: Map<string, number>; userIds: Map<string, number>; users: readonly DemoUser[] },
  settings: { dueDays: Config['crcDueDays'] },
): Promise<void> {
  const [{ lastOutbox } = { lastOutbox: 0 }] = await db
    .select({ lastOutbox: sql<number>`coalesce(max(${outbox.id}), 0)`.mapWith(Number) })
    .from(outbox);
  await db
    .insert(issuerSettings)
    .values({ orgId: ids.orgIds.get('alpha')!, service: 'crc', ibanSupport: true })
    .onConflictDoUpdate({
      target: [issuerSettings.orgId, issuerSettings.service],
      set: { ibanSupport: true },
    });
  const actor = (login: string, org: string): Caller =>
    callerOfDemoUser(
      ids.users.find((u) => u.login === login)!,
      {
        userId: ids.userIds.get(login)!,
        orgId: ids.orgIds.get(org)!,
        orgName: org,
      },
    );
  const units: Record<Unit, Caller> = {
    kyiv: actor('police.officer', 'police-kyiv'),
    lviv: actor('police.lviv', 'police-lviv'),
  };
  const banks: Record<Bank, Caller> = {
    alpha: actor('alpha.analyst', 'alpha'),
    beta: actor('beta.expert', 'beta'),
  };
  const cards = {
    alpha: await cardsOfBank(db, ids.orgIds.get('alpha')!, DEMO_REQUESTS.length, 2000),
    beta: await cardsOfBank(db, ids.orgIds.get('beta')!, DEMO_REQUESTS.length, 2000),
  };
  for (const [i, demo] of DEMO_REQUESTS.entries()) {
    const recipient =
      demo.to === 'unknown_card'
        ? { type: 'card' as const, number: UNKNOWN_CARD }
        : demo.to === 'foreign_iban'
          ? { type: 'account' as const, number: IBANS.foreign }
          : demo.to.kind === 'card'
            ? { type: 'card' as const, number: cards[demo.to.bank][i]! }
            : { type: 'account' as const, number: IBANS[demo.to.bank] };
    const sender = cards[i % 2 === 0 ? 'beta' : 'alpha'][DEMO_REQUESTS.length - 1 - i]!;
    const { request_id: id } = await fileRequest(
      db,
      units[demo.unit],
      filingOf(demo, recipient, sender),
      settings,
    );
    const bank = banks[typeof demo.to === 'object' ? demo.to.bank : 'alpha'];
    for (const step of demo.path) {
      if (step === 'assign_alpha')
        await assignIssuer(db, banks.beta, { request_id: id, issuer_id: ids.orgIds.get('alpha')! });
      else if (step === 'take') await takeIntoProcess(db, bank, id);
      else {
        const [row] = (
          await db.execute<{ update_dt: Date }>(sql`select update_dt from crc_requests where id = ${id}`)
        ).rows;
        await replyToRequest(db, bank, {
          ...replyOf(id, demo, step),
          update_dt: new Date(row!.update_dt).toISOString(),
        });
      }
    }
    await backdate(db, id, demo.daysAgo);
  }
  await db.delete(outbox).where(gt(outbox.id, lastOutbox));
}
