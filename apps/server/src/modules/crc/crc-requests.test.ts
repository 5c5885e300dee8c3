import {
  CRIME_CHECK_STATUS_IDS,
  CRIME_CHECK_TRANSITIONS,
  type CrimeCheckAction,
  translate,
} from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, as, serviceTest } from '../../../test/harness.js';
import { newWebhookSecret } from '../../counterparts/index.js';
import { startTestReceiver } from '../../counterparts/test-receiver.js';
import { CRC_TEST_BINS, MFO, cardOf, filing, uaIban } from './test-support.js';
import { lastCount, pushPendingBadges } from '../../../test/badges.js';

const { ctx, org, post } = serviceTest('/api/crc/v1');
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);
const OFFICER = 'police.officer';
let kyiv: number;
let account = 0;
const ibanOf = (bank: keyof typeof MFO) => uaIban(MFO[bank], String((account += 1)));

beforeAll(async () => {
  for (const [bank, bin] of Object.entries(CRC_TEST_BINS)) {
    await sql('insert into bins (bin, org_id, card_system_id) values ($1, $2, 1)', [
      bin,
      org[bank as keyof typeof CRC_TEST_BINS],
    ]);
  }
  // Bank Alpha takes IBAN requests; Bank Beta does not (status 3 for its accounts).
  await sql(
    `insert into issuer_settings (org_id, service, iban_support) values ($1, 'crc', true)
     on conflict (org_id, service) do update set iban_support = true`,
    [org.alpha],
  );
  const { rows } = await sql(`select org_id from users where login = $1`, [OFFICER]);
  kyiv = rows[0].org_id as number;
});

/** Files a request as the Kyiv officer; answers its id and status. */
async function file(recipient: { type: 'card' | 'account'; number: string }, change: Json = {}) {
  const res = await post(OFFICER, '/police/request/create', filing(recipient, change));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.request_id as string, status: res.body.status_id as number };
}

const card = (bank: keyof typeof CRC_TEST_BINS | 'unknown') => ({
  type: 'card' as const,
  number: cardOf(bank),
});

async function get(login: string, id: string) {
  const res = await post(login, '/alert/get', { request_id: id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const inProcess = async (login: string, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/crc/v1/issuer/in_process/${id}`,
    headers: await as(ctx, login),
  });

async function reply(login: string, id: string, body: Json) {
  const current = await get(login, id);
  return post(login, '/issuer/reply', { request_id: id, update_dt: current.update_dt, ...body });
}

const REPLY = {
  transactions: [
    {
      date_time: '19.11.2026 13:00:00',
      amount: '4400',
      currency_code: '980',
      term_type: 'atm',
      tran_type: 'cash',
      acquirer_id: '305299',
      terminal_id: 'ATM00001',
      merchant_name: 'ATM Kyiv Khreshchatyk 22',
    },
  ],
  last_authorization_geodata: [{ date_time: '19.11.2026 12:58:00', lat: '50.447731', lon: '30.522765' }],
  recipient_cardholder_id: '3012345678',
  recipient_cardholder_name: 'Сидоренко Петро',
  notes: 'Кошти знято готівкою',
};

/** A request of Bank Alpha's card in `status`, moved there by alpha.analyst. */
async function alphaRequestIn(status: number): Promise<string> {
  if (status === 2) {
    await sql('update organisations set crc_connected = false where id = $1', [org.alpha]);
    try {
      return (await file(card('alpha'))).id;
    } finally {
      await sql('update organisations set crc_connected = true where id = $1', [org.alpha]);
    }
  }
  if (status === 3) {
    await sql(`update issuer_settings set iban_support = false where org_id = $1 and service = 'crc'`, [
      org.alpha,
    ]);
    try {
      return (await file({ type: 'account', number: ibanOf('alpha') })).id;
    } finally {
      await sql(`update issuer_settings set iban_support = true where org_id = $1 and service = 'crc'`, [
        org.alpha,
      ]);
    }
  }
  const { id } = await file(card('alpha'));
  if (status === 4) return id;
  expect((await inProcess('alpha.analyst', id)).statusCode).toBe(200);
  if (status === 5) return id;
  const res = await reply(
    'alpha.analyst',
    id,
    status === 6 ? REPLY : { is_rejected: true, notes: 'Картку не знайдено в нашому банку' },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

/** Performs an action as `login`; answers the HTTP status. */
async function act(login: string, id: string, action: CrimeCheckAction): Promise<number> {
  switch (action) {
    case 'take_into_process':
      return (await inProcess(login, id)).statusCode;
    case 'reply':
    case 'edit_reply':
    case 'switch_to_reply':
      return (await reply(login, id, { ...REPLY, notes: `Відповідь ${action}` })).status;
    case 'reject':
    case 'edit_rejection':
      return (await reply(login, id, { is_rejected: true, notes: `Відхилено: ${action} ${Date.now()}` }))
        .status;
    case 'create_incident':
      return (await post(login, '/alert/create_incident', { request_id: id })).status;
  }
}

describe('filing (/police/request/create)', () => {
  it('issues a 12-digit id and routes a connected bank’s card to 4 with its due date', async () => {
    const { id, status } = await file(card('alpha'));
    expect(id).toMatch(/^\d{12}$/);
    expect(status).toBe(4);
    const request = await get('alpha.analyst', id);
    expect(request).toMatchObject({
      status_id: 4,
      registry_type: 1,
      recipient_issuer_id: org.alpha,
      recipient_issuer_name: 'Bank Alpha',
      alert_source_id: kyiv,
      tran_count: 1,
      total_amount: '4500.00',
      currency_code: '980',
      tran_time: '2026-11-19T10:30:00.000Z',
      incriminated_articles: [{ article: '190', part: '2', point: null }],
      fraudster_contacts: [{ name: 'Олег', phone: '380671234567' }],
      mutable: true,
      create_comment_enable: true,
      issuer_reply: null,
      overdue: false,
    });
    const due =
      new Date(request.due_dt as string).getTime() - new Date(request.request_dt as string).getTime();
    expect(due).toBe(10 * 86_400_000);
  });

  it.each([
    ['a card of no known BIN', 1, () => card('unknown')],
    [
      'an IBAN of a bank without IBAN support',
      3,
      () => ({ type: 'account' as const, number: ibanOf('beta') }),
    ],
    ['an IBAN of a bank with IBAN support', 4, () => ({ type: 'account' as const, number: ibanOf('alpha') })],
    ['an IBAN of no known bank code', 1, () => ({ type: 'account' as const, number: ibanOf('unknown') })],
    ['a card of Bank Beta', 4, () => card('beta')],
  ])('routes %s to %i', async (_name, status, recipient) => {
    expect((await file(recipient())).status).toBe(status);
  });

  it('routes a card of a bank not connected to the exchange to 2, and a foreign IBAN to 2', async () => {
    expect((await get('alpha.analyst', await alphaRequestIn(2))).status_id).toBe(2);
    expect((await file({ type: 'account', number: 'DE89370400440532013000' })).status).toBe(2);
  });

  it.each([
    ['registry_type', { registry_type: 7 }],
    ['reg_number', { reg_number: '12a' }],
    ['reg_date', { reg_date: '01.01.2099' }],
    ['incriminated_articles', { incriminated_articles: [] }],
    ['employee_name', { employee_name: '' }],
    ['employee_email', { employee_email: 'nobody' }],
    ['sender_number', { sender_number: '4149100000000001' }],
    ['recipient_number', { recipient_number: '123' }],
    ['fraud_transactions', { fraud_transactions: [] }],
    ['url', { url: 'javascript:alert(1)' }],
    ['notes', { notes: 'x'.repeat(5001) }],
    ['parent_id', { parent_id: '123' }],
  ])('refuses a bad %s with its field message', async (field, change) => {
    const res = await post(OFFICER, '/police/request/create', filing(card('alpha'), change));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('takes a parent only of the own unit', async () => {
    const parent = await file(card('alpha'));
    const child = await post(
      OFFICER,
      '/police/request/create',
      filing(card('beta'), { parent_id: parent.id }),
    );
    expect(child.status).toBe(200);
    const unknown = await post(
      OFFICER,
      '/police/request/create',
      filing(card('beta'), { parent_id: '999999999999' }),
    );
    expect(unknown.body.fields).toEqual({ parent_id: translate('crc_parent_not_found', 'en') });
    const related = await get('beta.expert', child.body.request_id as string);
    expect(related.related_requests).toEqual([expect.objectContaining({ id: parent.id })]);
  });

  it('mails the bank’s notification e-mail with a link, and moves its badge by a live event', async () => {
    const before = await counter('alpha.analyst');
    const { id } = await file(card('alpha'));
    expect(await counter('alpha.analyst')).toBe(before + 1);
    const mail = await sql(`select payload from outbox where kind = 'email' and payload->>'path' = $1`, [
      `/crc/client/id/${id}`,
    ]);
    expect(mail.rows[0].payload).toMatchObject({
      to: 'fraud@alpha.example',
      subject: 'crc_mail_new_request_subject',
      params: { id, police: 'Управління кіберполіції в м. Києві' },
    });
    const events = (await pushPendingBadges(ctx)).filter(
      (e) => e.event.type === 'counter' && e.event.counter === 'crc',
    );
    expect(lastCount(events, { orgId: org.alpha, codes: ['U22'] })).toBe(before + 1);
    // E22 staff get the count of every bank, as their /new_counter answers it.
    expect(lastCount(events, { all: true, codes: ['E22'] })).toBe(await counter('beta.expert'));
  });

  it('sends no e-mail for an unknown issuer (status 1)', async () => {
    const { id } = await file(card('unknown'));
    const mail = await sql(`select 1 from outbox where kind = 'email' and payload->>'path' = $1`, [
      `/crc/client/id/${id}`,
    ]);
    expect(mail.rows).toHaveLength(0);
  });
});

async function counter(login: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/crc/v1/new_counter',
    headers: await as(ctx, login),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ new_count: number }>().new_count;
}

describe('rights and organisation scope', () => {
  it('shows status 1 only to E22, who may assign its issuer (routed again)', async () => {
    const { id } = await file(card('unknown'));
    const forE22 = await post('beta.expert', '/alert/list', { filter: { id } });
    expect(forE22.body.list).toEqual([
      expect.objectContaining({ id, status_id: 1, recipient_issuer_id: null }),
    ]);
    const forU22 = await post('alpha.analyst', '/alert/list', { filter: { status: [1] }, page_size: 100 });
    expect(forU22.body).toMatchObject({ list: [], total_count: 0 });
    expect((await post('alpha.analyst', '/alert/get', { request_id: id })).status).toBe(404);
    expect(
      (await post('alpha.analyst', '/issuer/assign', { request_id: id, issuer_id: org.alpha })).status,
    ).toBe(403);
    const police = await post('beta.expert', '/issuer/assign', { request_id: id, issuer_id: kyiv });
    expect(police.body.fields).toEqual({ issuer_id: translate('crc_assign_not_a_bank', 'en') });
    const assigned = await post('beta.expert', '/issuer/assign', { request_id: id, issuer_id: org.alpha });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status_id: 4, recipient_issuer_id: org.alpha });
    expect((await get('alpha.analyst', id)).status_id).toBe(4);
    const again = await post('beta.expert', '/issuer/assign', { request_id: id, issuer_id: org.beta });
    expect(again.status).toBe(409);
    const history = await post('alpha.analyst', '/alert/history', { request_id: id, locale: 'en' });
    expect(history.body.list).toEqual([
      expect.objectContaining({ event_type: 0, description: 'Request filed' }),
      expect.objectContaining({ event_type: 0, description: 'Request addressed to Bank Alpha' }),
    ]);
  });

  it('answers another bank’s request as not found for U22, and lets E22 see it', async () => {
    const { id } = await file(card('beta'));
    expect((await post('alpha.analyst', '/alert/get', { request_id: id })).status).toBe(404);
    expect((await post('alpha.analyst', '/alert/history', { request_id: id })).status).toBe(404);
    expect((await inProcess('alpha.analyst', id)).statusCode).toBe(404);
    expect((await post('alpha.analyst', '/alert/list', { filter: { id } })).body.list).toEqual([]);
    expect((await get('beta.expert', id)).id).toBe(id);
  });

  it('refuses callers without U22/E22, police on the bank side and banks on the police side', async () => {
    const none = await post('alpha.viewer', '/alert/list', {});
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(translate('crc_rights_required', 'en'));
    const police = await post(OFFICER, '/alert/list', {});
    expect(police.status).toBe(403);
    expect(police.body.message).toBe(translate('crc_rights_required', 'en'));
    const bank = await post('alpha.analyst', '/police/request/create', filing(card('alpha')));
    expect(bank.status).toBe(403);
    expect(bank.body.message).toBe(translate('crc_police_only', 'en'));
    expect((await post('alpha.analyst', '/police/request/list', {})).status).toBe(403);
  });

  it('shows a police unit only its own requests', async () => {
    const { id } = await file(card('alpha'));
    const own = await post(OFFICER, '/police/request/list', { filter: { id } });
    expect(own.body).toMatchObject({ total_count: 1, list: [expect.objectContaining({ id })] });
    const token = await policeApiToken();
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/crc/v1/police/request/get',
      headers: { authorization: `Bearer ${token}` },
      payload: { request_id: id },
    });
    expect(other.statusCode).toBe(404);
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/crc/v1/police/request/create',
      headers: { authorization: `Bearer ${token}` },
      payload: filing(card('beta')),
    });
    expect(filed.statusCode).toBe(200);
  });
});

async function policeApiToken(): Promise<string> {
  const res = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'police-api',
      client_secret: 'police-api-demo-secret',
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('status transitions (the domain table)', () => {
  it.each(CRIME_CHECK_TRANSITIONS.map((t) => [t.from, t.action, t.to] as const))(
    'from %i, %s leads to %i (U22 of the own bank)',
    async (from, action, to) => {
      const id = await alphaRequestIn(from);
      expect(await act('alpha.analyst', id, action)).toBe(200);
      const request = await get('alpha.analyst', id);
      expect(request.status_id).toBe(to);
      if (action === 'create_incident') expect(request.incident_id).toEqual(expect.any(Number));
    },
  );

  const ACTIONS: CrimeCheckAction[] = [
    'take_into_process',
    'reply',
    'reject',
    'edit_reply',
    'switch_to_reply',
    'edit_rejection',
  ];
  /** The reply endpoint decides its move from the status and is_rejected: the refused pairs. */
  const refused = CRIME_CHECK_STATUS_IDS.filter((status) => status >= 2).flatMap((status) =>
    ACTIONS.filter((action) => {
      if (action === 'take_into_process') return ![2, 4].includes(status);
      const rejected = action === 'reject' || action === 'edit_rejection';
      const byReply = rejected ? [5, 7] : [5, 6, 7];
      return !byReply.includes(status);
    }).map((action) => [status, action] as const),
  );

  it.each(refused)('from %i, %s is refused with 409', async (status, action) => {
    const id = await alphaRequestIn(status);
    expect(await act('alpha.analyst', id, action)).toBe(409);
    expect((await get('alpha.analyst', id)).status_id).toBe(status);
  });

  it('refuses E22 taking a status-2 request (only the bank itself takes it), and shows 3 as read-only', async () => {
    const two = await alphaRequestIn(2);
    expect((await get('beta.expert', two)).mutable).toBe(false);
    expect(await act('beta.expert', two, 'take_into_process')).toBe(409);
    const three = await alphaRequestIn(3);
    expect((await get('alpha.analyst', three)).mutable).toBe(false);
  });

  it('refuses a reply against a stale update_dt with 409', async () => {
    const id = await alphaRequestIn(5);
    const seen = (await get('alpha.analyst', id)).update_dt as string;
    await post('alpha.analyst', '/issuer/comment', { request_id: id, comment_on_fraud: 'Перевіряємо' });
    expect((await reply('alpha.analyst', id, REPLY)).status).toBe(200);
    const stale = await post('alpha.analyst', '/issuer/reply', { request_id: id, update_dt: seen, ...REPLY });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(translate('crc_status_stale', 'en'));
  });

  it('needs rejection notes, and new ones when a rejection is edited', async () => {
    const id = await alphaRequestIn(5);
    const empty = await reply('alpha.analyst', id, { is_rejected: true });
    expect(empty.body.fields).toEqual({ notes: translate('reject_notes_required', 'en') });
    const noData = await reply('alpha.analyst', id, {});
    expect(noData.status).toBe(400);
    expect(JSON.stringify(noData.body)).toContain(translate('required_data', 'en'));
    expect((await reply('alpha.analyst', id, { is_rejected: true, notes: 'Не наш клієнт' })).status).toBe(
      200,
    );
    const same = await reply('alpha.analyst', id, { is_rejected: true, notes: 'Не наш клієнт' });
    expect(same.body.fields).toEqual({ notes: translate('notes_not_changed', 'en') });
    const switched = await reply('alpha.analyst', id, REPLY);
    expect(switched.body).toMatchObject({ status_id: 6, issuer_reply: { is_rejected: false } });
  });

  it('keeps the reply: transactions, geodata with 6+ decimals, holder, the issuer', async () => {
    const id = await alphaRequestIn(6);
    const request = await get('alpha.analyst', id);
    expect(request.issuer_reply).toMatchObject({
      is_rejected: false,
      transactions: [expect.objectContaining({ terminal_id: 'ATM00001', amount: '4400.00' })],
      last_authorization_geodata: [{ date_time: '19.11.2026 12:58:00', lat: 50.447731, lon: 30.522765 }],
      recipient_cardholder_id: '3012345678',
      issuer_id: org.alpha,
      issuer_name: 'Bank Alpha',
    });
    expect(request.last_user_name).toBe('Olena Koval');
    const police = await post(OFFICER, '/police/request/get', { request_id: id });
    expect(police.body).toMatchObject({
      mutable: false,
      issuer_reply: { recipient_cardholder_id: '3012345678' },
    });
    expect((police.body.history as Json[]).map((e) => e.event_type)).toEqual([0, 2, 2]);
  });
});

describe('comments', () => {
  it('lets the bank and the filing unit comment from status 4, not before', async () => {
    const three = await alphaRequestIn(3);
    const early = await post('beta.expert', '/issuer/comment', { request_id: three, comment_on_fraud: 'x' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(translate('crc_comment_not_allowed', 'en'));
    const id = await alphaRequestIn(4);
    expect(
      (
        await post('alpha.analyst', '/issuer/comment', {
          request_id: id,
          comment_on_fraud: ' Уточніть суму ',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(OFFICER, '/police/request/comment', { request_id: id, comment_on_fraud: '4500 грн' }))
        .status,
    ).toBe(200);
    const blank = await post(OFFICER, '/police/request/comment', { request_id: id, comment_on_fraud: '  ' });
    expect(blank.status).toBe(400);
    const history = await post('alpha.analyst', '/alert/history', { request_id: id, locale: 'en' });
    expect(history.body.create_comment_enable).toBe(true);
    expect((history.body.list as Json[]).filter((e) => e.event_type === 1).map((e) => e.notes)).toEqual([
      'Уточніть суму',
      '4500 грн',
    ]);
  });
});

describe('incidents from a replied request', () => {
  it('drafts basis type 1 once; U22 of another bank is refused with its message', async () => {
    const id = await alphaRequestIn(6);
    const created = await post('alpha.analyst', '/alert/create_incident', { request_id: id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const incidentId = created.body.incident_id as number;
    const { rows } = await sql(
      'select basis_type, basis_id, pan, inn, erdr_number from incidents where id = $1',
      [incidentId],
    );
    expect(rows[0]).toMatchObject({
      basis_type: 1,
      basis_id: id,
      inn: '3012345678',
      erdr_number: '12026100100000123',
    });
    const again = await post('alpha.analyst', '/alert/create_incident', { request_id: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translate('crc_incident_exists', 'en'));
    const beta = await alphaOfBetaReplied();
    const refused = await post('alpha.analyst', '/alert/create_incident', { request_id: beta });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(translate('crc_belongs_to_another_issuer', 'en'));
  });
});

/** A Bank Beta request replied by beta.expert. */
async function alphaOfBetaReplied(): Promise<string> {
  const { id } = await file(card('beta'));
  expect((await inProcess('beta.expert', id)).statusCode).toBe(200);
  expect((await reply('beta.expert', id, REPLY)).status).toBe(200);
  return id;
}

describe('incident refusals and Reset transport', () => {
  it('refuses an incident before the reply, and without the incident service', async () => {
    const id = await alphaRequestIn(5);
    const early = await post('alpha.analyst', '/alert/create_incident', { request_id: id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(translate('crc_incident_not_allowed', 'en'));
    const replied = await alphaRequestIn(6);
    await sql(`update users set permissions = '{"U22"}' where login = 'alpha.manager'`);
    const noIncidents = await post('alpha.manager', '/alert/create_incident', { request_id: replied });
    expect(noIncidents.status).toBe(403);
    expect(noIncidents.body.message).toBe(translate('forbidden', 'en'));
  });

  it('counts the failed packets of the scope and lets E22 send the fixable ones again', async () => {
    await sql(
      `insert into outbox (kind, payload, org_id, service, attempts, failed_at, last_error, last_error_fixable)
       values ('webhook', '{}'::jsonb, $1, 'crc', 10, now(), 'connect ECONNREFUSED', true),
              ('webhook', '{}'::jsonb, $1, 'crc', 1, now(), '400 refused', false)`,
      [org.alpha],
    );
    const list = await post('alpha.analyst', '/alert/list', { page_size: 1 });
    expect(list.body).toMatchObject({ fixable_error_qty: 1, total_error_qty: 2 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/crc/v1/great_reset',
      headers: await as(ctx, 'alpha.analyst'),
    });
    expect(refused.statusCode).toBe(403);
    const reset = await ctx.app.inject({
      method: 'GET',
      url: '/api/crc/v1/great_reset',
      headers: await as(ctx, 'beta.expert'),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ reset_count: 1 });
    const after = await post('alpha.analyst', '/alert/list', { page_size: 1 });
    expect(after.body).toMatchObject({ fixable_error_qty: 0, total_error_qty: 1 });
    await sql(`delete from outbox where kind = 'webhook' and service = 'crc'`);
  });
});

describe('the police unit’s system', () => {
  it('receives each change as a Standard Webhooks packet it verifies, retried after a failure', async () => {
    const secret = newWebhookSecret();
    // The first attempt of every packet fails as a busy system would; the retry gets through.
    const receiver = await startTestReceiver(secret, (_receipt, attempt) => (attempt === 1 ? 503 : 200));
    try {
      await sql(`update service_endpoints set url = $1, secret = $2 where org_id = $3 and service = 'crc'`, [
        receiver.url,
        secret,
        kyiv,
      ]);
      await sql(`delete from outbox where kind = 'webhook'`);
      const id = await alphaRequestIn(6);
      const pending = async () =>
        (
          await sql(
            `select 1 from outbox where kind = 'webhook' and delivered_at is null and failed_at is null`,
          )
        ).rows.length;
      for (let i = 0; i < 20 && (await pending()) > 0; i += 1) {
        await ctx.app.outbox.drain();
        // The retry is due at once rather than after the backoff.
        await sql(
          `update outbox set next_attempt_at = now() where kind = 'webhook' and delivered_at is null`,
        );
      }
      expect(receiver.receipts.every((receipt) => receipt.verified)).toBe(true);
      const processed = receiver.processed.map((webhookId) => {
        const receipt = receiver.receipts.find((r) => r.webhookId === webhookId)!;
        expect(receiver.countOf(webhookId)).toBe(2);
        return { type: receipt.body?.type, data: receipt.body?.data };
      });
      // Webhooks of one batch go out side by side, so they may arrive in either order; each names
      // its status (and the reply its update time) for the receiver to order them.
      processed.sort((a, b) => String(a.type).localeCompare(String(b.type)));
      expect(processed).toEqual([
        { type: 'crc.request.in_process', data: expect.objectContaining({ request_id: id, status_id: 5 }) },
        {
          type: 'crc.request.replied',
          data: expect.objectContaining({
            request_id: id,
            status_id: 6,
            edited: false,
            issuer_reply: expect.objectContaining({ recipient_cardholder_id: '3012345678' }),
          }),
        },
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('lists, counters, export and figures', () => {
  it('answers the bank’s first acquirer id for a reply’s transactions, and nothing to the police', async () => {
    const alpha = await post('alpha.analyst', '/acquirer/default', {});
    expect(alpha.status).toBe(200);
    expect(alpha.body).toEqual({ acquirer_id: '407500' });
    await sql(`delete from acquirer_ids where org_id = $1`, [org.beta]);
    expect((await post('beta.expert', '/acquirer/default', {})).body).toEqual({ acquirer_id: null });
    expect((await post(OFFICER, '/acquirer/default', {})).status).toBe(403);
  });

  it('answers the list with new_count and error counts, the pickers, and the export', async () => {
    const id = await alphaRequestIn(5);
    const list = await post('alpha.analyst', '/alert/list', { filter: { status: [5] }, page_size: 100 });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      new_count: expect.any(Number),
      fixable_error_qty: 0,
      total_error_qty: 0,
    });
    expect((list.body.list as Json[]).some((row) => row.id === id)).toBe(true);
    expect((list.body.list as Json[]).every((row) => row.recipient_issuer_id === org.alpha)).toBe(true);
    const users = await post('alpha.analyst', '/last_user/list', { search: 'Koval' });
    expect(users.body.list).toEqual([expect.objectContaining({ name: 'Olena Koval' })]);
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/api/crc/v1/alert/export',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=en' },
      payload: { filter: { id }, format: 'csv' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(id);
    expect(exported.body).toContain('issuer in process');
  });

  it('exports the police unit’s own requests, and refuses a bank the police export', async () => {
    const { id } = await file(card('alpha'));
    const exportAs = async (login: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/crc/v1/police/request/export',
        headers: { ...(await as(ctx, login)), cookie: 'language=en' },
        payload: { filter: {}, format: 'csv' },
      });
    const own = await exportAs(OFFICER);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(id);
    const other = await exportAs('police.lviv');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(id);
    expect((await exportAs('alpha.analyst')).statusCode).toBe(403);
  });

  it('totals the list from the running totals as counting would, through filing, processing and assigning', async () => {
    const open = await alphaRequestIn(4);
    await alphaRequestIn(6);
    await file(card('beta'));
    const unknown = await file(card('unknown'));
    expect((await inProcess('alpha.analyst', open)).statusCode).toBe(200);
    expect(
      (await post('beta.expert', '/issuer/assign', { request_id: unknown.id, issuer_id: org.alpha })).status,
    ).toBe(200);
    // A request filed before yesterday: its day's total moves with it.
    await sql(`update crc_requests set request_dt = request_dt - interval '3 days' where id = $1`, [open]);
    const today = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv' }).format(new Date());
    const counted = async (where: string, values: unknown[] = []) =>
      Number((await sql(`select count(*) from crc_requests where ${where}`, values)).rows[0].count);
    const kyivToday = `(request_dt at time zone 'Europe/Kyiv')::date = (now() at time zone 'Europe/Kyiv')::date`;
    const cases: [string, Json, string, unknown[]][] = [
      ['beta.expert', {}, 'true', []],
      ['beta.expert', { status: [1, 4, 5] }, 'status_id in (1, 4, 5)', []],
      ['beta.expert', { recipient_issuer_id: org.beta }, 'recipient_org_id = $1', [org.beta]],
      ['beta.expert', { request_date_from: today, request_date_to: today }, kyivToday, []],
      ['alpha.analyst', {}, 'recipient_org_id = $1', [org.alpha]],
      ['alpha.analyst', { status: [5, 6] }, 'recipient_org_id = $1 and status_id in (5, 6)', [org.alpha]],
      [
        'alpha.analyst',
        { request_date_from: today, request_date_to: today },
        `recipient_org_id = $1 and ${kyivToday}`,
        [org.alpha],
      ],
    ];
    for (const [login, filter, where, values] of cases) {
      const list = await post(login, '/alert/list', { filter });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect([login, filter, list.body.total_count]).toEqual([login, filter, await counted(where, values)]);
    }
  });

  it('makes the dashboard’s received total / today real', async () => {
    const read = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/statistics/v1/dashboard/info',
        headers: await as(ctx, 'alpha.analyst'),
      });
      return res.json<{ crc_requests_total: number; crc_requests_today: number }>();
    };
    const before = await read();
    await file(card('beta'));
    const after = await read();
    expect(after.crc_requests_total).toBe(before.crc_requests_total + 1);
    expect(after.crc_requests_today).toBe(before.crc_requests_today + 1);
  });

  it('sums /info/summary for the own bank (U1009) and per bank (E1009)', async () => {
    await alphaRequestIn(6);
    await alphaRequestIn(7);
    const today = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv' }).format(new Date());
    const own = await post('alpha.analyst', '/info/summary', { date_from: today, date_to: today });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.figures).toMatchObject({
      received: expect.any(Number),
      replied: expect.any(Number),
      answered_by_due_share: expect.any(Number),
    });
    expect((own.body.figures as Json).replied).toBeGreaterThanOrEqual(1);
    expect((own.body.figures as Json).rejected).toBeGreaterThanOrEqual(1);
    expect(own.body.banks).toEqual([]);
    const all = await post('beta.expert', '/info/summary', { date_from: today, date_to: today });
    expect((all.body.banks as Json[]).map((bank) => bank.name)).toContain('Bank Alpha');
  });
});
