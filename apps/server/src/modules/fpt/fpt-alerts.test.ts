import {
  FPT_TRANSITIONS,
  type FptStatusId,
  checkStatusTransition,
  fptStatusCode,
  translate,
} from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, serviceTest, tokenFor } from '../../../test/harness.js';
import { TEST_BINS, blockRequest, cardWith } from './test-support.js';
import { lastCount, pushPendingBadges } from '../../../test/badges.js';

const { ctx, org, post } = serviceTest('/api/fpt/v2');
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);

let serial = 0;
/** A fresh card of a bank, so each test finds its own alerts by number. */
const card = (bank: keyof typeof TEST_BINS) => cardWith(TEST_BINS[bank], (serial += 1));

beforeAll(async () => {
  for (const [bank, bin] of Object.entries(TEST_BINS)) {
    await sql('insert into bins (bin, org_id, card_system_id) values ($1, $2, 1)', [
      bin,
      org[bank as keyof typeof TEST_BINS],
    ]);
  }
});

/** An alert created by `login` against a card of `to`; answers its id. */
async function alertTo(login: string, to: keyof typeof TEST_BINS, from = card('alpha'), trans?: Json[]) {
  const res = await post(login, '/alert/create', blockRequest(from, card(to), trans));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

const setStatus = (login: string, id: string, status: string | number, extra: Json = {}) =>
  post(login, '/alert/set_status', { id, status: String(status), notes: 'checked', ...extra });

describe('creating an alert', () => {
  it('answers the id and status 1; the recipient sees it inbound and in its new counter', async () => {
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/fpt/v2/new_counter',
      headers: { authorization: `Bearer ${await tokenOf('alpha.analyst')}` },
    });
    const { status, body } = await post(
      'beta.expert',
      '/alert/create',
      blockRequest(card('beta'), card('alpha')),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, status: 1 });
    const inbound = await post('alpha.analyst', '/inbound/list', { filter: { id: body.id } });
    expect(inbound.body.list).toHaveLength(1);
    expect(inbound.body.list[0]).toMatchObject({
      id: body.id,
      status_id: 1,
      tran_count: 1,
      total_amount: '600.00',
      currency_code: '980',
      tran_time: '2025-01-01T08:00:00.000Z',
      creator_org_name: 'Bank Beta',
      recipient_issuer_org_name: 'Bank Alpha',
      sender_issuer_org_name: 'Bank Beta',
      creator_user_name: 'Taras Melnyk',
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/fpt/v2/new_counter',
      headers: { authorization: `Bearer ${await tokenOf('alpha.analyst')}` },
    });
    expect(after.json<{ new_count: number }>().new_count).toBe(
      before.json<{ new_count: number }>().new_count + 1,
    );
  });

  it('refuses a U1005 sender whose card another bank issued, and lets E1005 file for another bank', async () => {
    const refused = await post('alpha.analyst', '/alert/create', blockRequest(card('gamma'), card('beta')));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      sender_pan: translate('fpt_sender_not_own', 'en'),
    });
    const allowed = await post('beta.expert', '/alert/create', blockRequest(card('gamma'), card('alpha')));
    expect(allowed.status).toBe(200);
    // A card no bank has uploaded the BIN of yet may be the sender's own: allowed.
    const unknownBin = await post(
      'alpha.analyst',
      '/alert/create',
      blockRequest(cardWith('4999999'), card('beta')),
    );
    expect(unknownBin.status).toBe(200);
  });

  it('writes the history entry and tells the recipient’s badge by a live event', async () => {
    const id = await alertTo('beta.expert', 'alpha', card('beta'));
    const history = await post('alpha.analyst', '/inbound/history', { id, locale: 'en' });
    expect(history.body.list).toEqual([
      expect.objectContaining({
        event_type: 0,
        description: 'Alert created',
        creator: 'Taras Melnyk',
        creator_org_name: 'Bank Beta',
      }),
    ]);
    // The change asks for the badge to be counted once it has committed; the worker counts and pushes.
    const { rows } = await sql(
      "select payload from outbox where kind = 'badge' and payload->>'orgId' = $1 order by id desc limit 1",
      [String(org.alpha)],
    );
    expect(rows[0].payload).toEqual({ counter: 'fpt', orgId: org.alpha });
    const events = await pushPendingBadges(ctx);
    expect(events).toContainEqual({
      to: { orgId: org.alpha, codes: ['U1006'] },
      event: { type: 'counter', counter: 'fpt', new_count: expect.any(Number) },
    });
  });

  it('ends the badge on the true count when alerts to one bank are created at once', async () => {
    await Promise.all(Array.from({ length: 8 }, () => alertTo('beta.expert', 'alpha', card('beta'))));
    const own = await sql(
      'select count(*)::int as n from fpt_alerts where status_id = 1 and recipient_org_id = $1',
      [org.alpha],
    );
    const all = await sql(
      'select count(*)::int as n from fpt_alerts where status_id = 1 and recipient_org_id is not null',
    );
    // The bank's U1006 staff see its own new alerts; E1006 staff every bank's, as /new_counter answers.
    const events = await pushPendingBadges(ctx);
    expect(lastCount(events, { orgId: org.alpha, codes: ['U1006'] })).toBe(own.rows[0].n);
    expect(lastCount(events, { all: true, codes: ['E1006'] })).toBe(all.rows[0].n);
  });

  it('mails the recipient without a system, and pushes a packet to one that has a system', async () => {
    const mailed = await alertTo('alpha.analyst', 'gamma');
    const mail = await sql("select payload from outbox where kind = 'email' and payload->>'path' = $1", [
      `/fpt/request-in/id/${mailed}`,
    ]);
    expect(mail.rows[0].payload).toMatchObject({
      to: 'alerts@gamma.example',
      subject: 'fpt_mail_new_alert_subject',
    });
    expect(
      (await sql("select 1 from outbox where kind = 'webhook' and payload->'data'->>'id' = $1", [mailed]))
        .rowCount,
    ).toBe(0);

    // Bank Beta's demo system (the sandbox bank) has an endpoint: it gets the packet, not an e-mail.
    const pushed = await alertTo('alpha.analyst', 'beta');
    const packet = await sql(
      "select payload, org_id, service from outbox where kind = 'webhook' and payload->'data'->>'id' = $1",
      [pushed],
    );
    expect(packet.rows[0]).toMatchObject({
      org_id: org.alpha,
      service: 'fpt',
      payload: { to_org_id: org.beta, type: 'fpt.alert.created', data: { id: pushed, status_id: 1 } },
    });
    const noMail = await sql("select 1 from outbox where kind = 'email' and payload->>'path' = $1", [
      `/fpt/request-in/id/${pushed}`,
    ]);
    expect(noMail.rowCount).toBe(0);
  });

  it('an unknown issuer leaves the recipient empty: the alert sits in outbound only', async () => {
    const res = await post(
      'alpha.analyst',
      '/alert/create',
      blockRequest(card('alpha'), cardWith('3799', 1)),
    );
    expect(res.status).toBe(200);
    const out = await post('alpha.analyst', '/outbound/get', { id: res.body.id });
    expect(out.body).toMatchObject({ recipient_issuer_org_id: null, recipient_issuer_org_name: null });
    expect((await post('beta.expert', '/inbound/get', { id: res.body.id })).status).toBe(404);
  });

  it('refuses a request the domain refuses, field by field', async () => {
    const res = await post('alpha.analyst', '/alert/create', {
      ...blockRequest(card('alpha'), card('beta')),
      description: 'too short',
      fraud_type_id: 99,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ description: expect.any(String) as unknown });
  });

  it('a parent alert that exists puts the new one in transit mode', async () => {
    const parent = await alertTo('alpha.analyst', 'beta');
    const res = await post('alpha.analyst', '/alert/create', {
      ...blockRequest(card('alpha'), card('beta')),
      parent_id: parent,
    });
    const view = await post('alpha.analyst', '/outbound/get', { id: res.body.id });
    expect(view.body).toMatchObject({ parent_id: parent, transit_mode: true });
    const loose = await post('alpha.analyst', '/alert/create', {
      ...blockRequest(card('alpha'), card('beta')),
      parent_id: 'no-such-alert',
    });
    expect((await post('alpha.analyst', '/outbound/get', { id: loose.body.id })).body.transit_mode).toBe(
      false,
    );
  });
});

const tokenOf = (login: string): Promise<string> => tokenFor(ctx, login);

/** The recipient's moves from 1 to reach a status (the shortest path through the table). */
function pathTo(target: FptStatusId): FptStatusId[] {
  const queue: FptStatusId[][] = [[1]];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const last = path[path.length - 1]!;
    if (last === target) return path.slice(1);
    for (const t of FPT_TRANSITIONS[last])
      if (t.by === 'recipient' && !path.includes(t.to)) queue.push([...path, t.to]);
  }
  throw new Error(`no path to ${String(target)}`);
}

/** An alert of Bank Beta against an Alpha card, moved by Alpha (the recipient) to `status`. */
async function alertAt(status: FptStatusId): Promise<string> {
  const id = await alertTo('beta.expert', 'alpha', card('beta'));
  for (const step of pathTo(status)) expect((await setStatus('alpha.analyst', id, step)).status).toBe(200);
  return id;
}

const ALL_STATUSES = Object.keys(FPT_TRANSITIONS).map(Number) as FptStatusId[];
const REACHABLE = ALL_STATUSES.filter((s) => s !== 2);

describe('status transitions: the domain table through the API (recipient side)', () => {
  it.each(REACHABLE)('from %i: every move the table refuses is 409 with its reason', async (from) => {
    const id = await alertAt(from);
    for (const to of ALL_STATUSES) {
      const reason = checkStatusTransition(from, to, 'recipient');
      const allowedForSomeone = FPT_TRANSITIONS[from].some((t) => t.to === to);
      if (reason === null || allowedForSomeone) continue;
      const res = await setStatus('alpha.analyst', id, to);
      expect(res.status, `${String(from)} → ${String(to)}`).toBe(409);
      expect(res.body).toEqual({ code: 'conflict', message: translate(reason, 'en') });
    }
  });

  const allowed = REACHABLE.flatMap((from) =>
    FPT_TRANSITIONS[from].filter((t) => t.by === 'recipient').map((t) => [from, t.to] as const),
  );
  it.each(allowed)('%i → %i is allowed, by code or by id', async (from, to) => {
    const id = await alertAt(from);
    const res = await setStatus('alpha.analyst', id, to % 2 === 0 ? fptStatusCode(to)! : to);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id, status_id: to });
    expect((await post('alpha.analyst', '/inbound/get', { id })).body.status_id).toBe(to);
  });

  it('an unknown status is 409 with the domain’s message', async () => {
    const id = await alertAt(1);
    const res = await setStatus('alpha.analyst', id, 'no_such_status');
    expect(res).toMatchObject({ status: 409, body: { message: 'Unknown alert status' } });
  });

  it('taking into processing keeps notes, the last user and the take time; history says so', async () => {
    const id = await alertAt(1);
    expect(
      (await setStatus('alpha.analyst', id, 'bank_in_process', { notes: 'taken into processing' })).status,
    ).toBe(200);
    const view = await post('alpha.analyst', '/inbound/get', { id });
    expect(view.body).toMatchObject({
      status_id: 3,
      notes: 'taken into processing',
      last_user_name: 'Olena Koval',
    });
    const history = await post('beta.expert', '/outbound/history', { id, locale: 'en' });
    expect(history.body.list.at(-1)).toMatchObject({
      event_type: 2,
      description: 'Status changed: new (awaiting processing) → in process',
      notes: 'taken into processing',
    });
    expect(
      await sql('select taken_at is not null as taken from fpt_alerts where id = $1', [id]),
    ).toMatchObject({
      rows: [{ taken: true }],
    });
  });

  it('lists the available statuses of the caller’s side, advised first', async () => {
    const id = await alertAt(3);
    const res = await post('alpha.analyst', '/card_block/status/available', { id, locale: 'en' });
    expect(res.body.list.map((s: Json) => s.id)).toEqual([4, 5, 6, 7, 9, 10, 13]);
    expect(res.body.list[0]).toMatchObject({
      status: 'recipient_blocked',
      advice: true,
      allows_incident: true,
    });
  });

  it('two concurrent changes: exactly one 200 and one 409', async () => {
    const id = await alertAt(1);
    const answers = await Promise.all([setStatus('alpha.analyst', id, 3), setStatus('alpha.analyst', id, 3)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('conflict');
  });
});

describe('the sender side', () => {
  it('withdraws a new alert; it may not take it into processing', async () => {
    const id = await alertTo('alpha.analyst', 'beta');
    const take = await setStatus('alpha.analyst', id, 3);
    expect(take).toMatchObject({
      status: 409,
      body: { message: 'The sender may only withdraw a new alert' },
    });
    expect((await setStatus('alpha.analyst', id, 'cancelled')).status).toBe(200);
    expect((await post('alpha.analyst', '/outbound/get', { id })).body).toMatchObject({
      status_id: 2,
      create_message_enable: false,
    });
  });

  it('the recipient alone may not withdraw', async () => {
    const id = await alertTo('beta.expert', 'alpha', card('beta'));
    const res = await setStatus('alpha.analyst', id, 2);
    expect(res).toMatchObject({ status: 409, body: { message: 'Only the sender may withdraw an alert' } });
  });
});

describe('messages', () => {
  it('both sides write while the alert is open; the history shows them as messages', async () => {
    const id = await alertTo('beta.expert', 'alpha', card('beta'));
    expect((await post('alpha.analyst', '/inbound/message', { id, message: ' We are on it ' })).body).toEqual(
      { id, status_id: 1 },
    );
    expect((await post('beta.expert', '/outbound/message', { id, message: 'Thanks' })).status).toBe(200);
    const history = await post('alpha.analyst', '/inbound/history', { id, locale: 'uk' });
    expect(history.body.create_message_enable).toBe(true);
    expect(
      history.body.list.filter((e: Json) => e.event_type === 1).map((e: Json) => [e.description, e.notes]),
    ).toEqual([
      ['Повідомлення', 'We are on it'],
      ['Повідомлення', 'Thanks'],
    ]);
  });

  it('an empty message is refused with its field', async () => {
    const id = await alertTo('alpha.analyst', 'beta');
    const res = await post('alpha.analyst', '/outbound/message', { id, message: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('message');
  });
});

describe('rights and scope', () => {
  it('Bank Alpha’s U codes get 404 for an alert between other banks: get, history, message, status', async () => {
    const id = await alertTo('beta.expert', 'gamma', card('beta'));
    for (const [path, body] of [
      ['/outbound/get', { id }],
      ['/inbound/get', { id }],
      ['/outbound/history', { id }],
      ['/inbound/history', { id }],
      ['/outbound/message', { id, message: 'hi' }],
      ['/inbound/message', { id, message: 'hi' }],
      ['/alert/set_status', { id, status: '3', notes: 'x' }],
      ['/card_block/status/available', { id }],
      ['/alert/create_incident', { id }],
    ] as const) {
      const res = await post('alpha.analyst', path, body);
      expect(res, path).toMatchObject({ status: 404, body: { code: 'not_found' } });
    }
    expect((await post('beta.expert', '/inbound/get', { id })).status).toBe(200);
  });

  it('lists never show another bank’s alerts to a U code', async () => {
    const id = await alertTo('beta.expert', 'gamma', card('beta'));
    for (const path of ['/outbound/list', '/inbound/list']) {
      const res = await post('alpha.analyst', path, { page_size: 100, filter: { id } });
      expect(res.body.list, path).toEqual([]);
    }
    expect((await post('beta.expert', '/inbound/list', { filter: { id } })).body.total_count).toBe(1);
  });

  it('without the codes: 403; the inbound side says which rights are missing', async () => {
    expect((await post('alpha.viewer', '/outbound/list', {})).status).toBe(403);
    await sql("update users set permissions = '{U1005}' where login = 'alpha.manager'");
    const inbound = await post('alpha.manager', '/inbound/list', {});
    expect(inbound).toMatchObject({
      status: 403,
      body: { message: 'Need rights to the FPT inbound alerts service' },
    });
    expect((await post('alpha.manager', '/outbound/list', {})).status).toBe(200);
  });
});

describe('list filters, counters and money', () => {
  it('counts the groups in UAH; a group with another currency has no sum', async () => {
    const sender = card('alpha');
    await alertTo('alpha.analyst', 'beta', sender);
    await alertTo('alpha.analyst', 'beta', sender, [
      { date_time: '02.01.2025 10:00:00', amount: '1000.50', currency_code: '980' },
    ]);
    const uah = await post('alpha.analyst', '/outbound/list', { filter: { sender_number: sender } });
    expect(uah.body).toMatchObject({
      total_count: 2,
      inprocess_count: 2,
      inprocess_money: '1600.50',
      success_money: '0.00',
    });
    await alertTo('alpha.analyst', 'beta', sender, [
      { date_time: '02.01.2025 10:00:00', amount: '20', currency_code: '840' },
    ]);
    const mixed = await post('alpha.analyst', '/outbound/list', {
      filter: { sender_number: sender, status: [8] },
    });
    expect(mixed.body).toMatchObject({ total_count: 0, inprocess_count: 3, inprocess_money: null });
    // The failed packets of Bank Alpha (the demo data keeps one given up on), counted whatever the filter.
    const failed = await sql(
      "select count(*)::int as n from outbox where kind = 'webhook' and failed_at is not null and org_id = $1",
      [org.alpha],
    );
    expect(mixed.body).toHaveProperty('fixable_error_qty', failed.rows[0].n);
  });

  it('a number filter with stars matches by mask; sorting by recipient number', async () => {
    const sender = card('alpha');
    await alertTo('alpha.analyst', 'beta', sender);
    await alertTo('alpha.analyst', 'beta', sender);
    const masked = `${sender.slice(0, 12)}****`;
    const res = await post('alpha.analyst', '/outbound/list', {
      filter: { sender_number: masked },
      sort_field: 'recipient_number',
      sort_order: 'ascend',
    });
    const numbers = res.body.list.map((row: Json) => row.recipient_number as string);
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('dates are Kyiv days; a mask of first 6 and last 4; a page past the end keeps its total', async () => {
    const sender = card('alpha');
    const late = await alertTo('alpha.analyst', 'beta', sender);
    const early = await alertTo('alpha.analyst', 'beta', sender);
    // 23:30 on the 15th and 00:10 on the 16th in Kyiv (UTC+2 in January): the same UTC day.
    await sql("update fpt_alerts set request_dt = '2025-01-15 21:30Z' where id = $1", [late]);
    await sql("update fpt_alerts set request_dt = '2025-01-15 22:10Z' where id = $1", [early]);
    const ids = async (from: string, to: string) =>
      (
        await post('alpha.analyst', '/outbound/list', {
          filter: { sender_number: sender, request_date_from: from, request_date_to: to },
        })
      ).body.list.map((row: Json) => row.id as string);
    expect(await ids('15.01.2025', '15.01.2025')).toEqual([late]);
    expect(await ids('16.01.2025', '16.01.2025')).toEqual([early]);
    expect(await ids('14.01.2025', '16.01.2025')).toEqual([early, late]);
    expect(await ids('10.01.2025', '14.01.2025')).toEqual([]);

    const mask = `${sender.slice(0, 6)}******${sender.slice(-4)}`;
    const masked = await post('alpha.analyst', '/outbound/list', { filter: { sender_number: mask } });
    expect(masked.body.list.map((row: Json) => row.id)).toEqual([early, late]);
    const past = await post('alpha.analyst', '/outbound/list', {
      filter: { sender_number: sender },
      page_number: 3,
      page_size: 10,
    });
    expect(past.body).toMatchObject({ list: [], total_count: 2, inprocess_count: 2 });
  });

  it('inbound: new and overdue counts; the pickers offer the scope’s people and banks', async () => {
    const sender = card('beta');
    await alertTo('beta.expert', 'alpha', sender);
    await sql("update fpt_alerts set request_dt = now() - interval '1 hour' where sender_number = $1", [
      sender,
    ]);
    const res = await post('alpha.analyst', '/inbound/list', { filter: { sender_number: sender } });
    expect(res.body).toMatchObject({ new_count: 1, overdue_count: 1 });
    expect(res.body.list[0]!.sla).toMatchObject({ overdue: true });
    const senders = await post('alpha.analyst', '/inbound/sender/list', { filter: { name: 'beta' } });
    expect(senders.body.list).toEqual([{ id: org.beta, name: 'Bank Beta' }]);
    const creators = await post('beta.expert', '/outbound/creator/list', {});
    expect(creators.body.list.map((u: Json) => u.name)).toContain('Taras Melnyk');
    const issuers = await post('alpha.analyst', '/outbound/issuer/list', {});
    expect(issuers.body.list.map((o: Json) => o.name)).not.toContain('Bank Alpha');
  });

  it('exports the inbound list as CSV', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fpt/v2/inbound/export',
      headers: { authorization: `Bearer ${await tokenOf('alpha.analyst')}`, cookie: 'language=en' },
      payload: { format: 'csv', filter: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Alert time');
  });
});

describe('forwarded funds: child alerts and the funds flow', () => {
  it('status 10 with outgoing transfers opens one child per next card, and the flow shows the chain', async () => {
    const id = await alertAt(9);
    const next = card('gamma');
    const transfer = (amount: string) => ({
      date_time: '01.01.2025 12:00:00',
      term_type: 'online',
      tran_type: 'p2p',
      pan: next,
      amount,
      currency_code: '980',
    });
    const res = await setStatus('alpha.analyst', id, 'forwarded', {
      transactions: [transfer('300'), transfer('200')],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const children = await sql(
      'select id, creator_org_id, sender_org_id, recipient_org_id, transit_mode, total_amount from fpt_alerts where parent_id = $1',
      [id],
    );
    expect(children.rows).toEqual([
      expect.objectContaining({
        creator_org_id: org.alpha,
        sender_org_id: org.alpha,
        recipient_org_id: org.gamma,
        transit_mode: true,
        total_amount: '500.00',
      }),
    ]);
    const child = children.rows[0].id as string;
    const view = await post('alpha.analyst', '/outbound/get', { id: child });
    expect((view.body.funds_flow as Json[]).map((n) => n.alert_id)).toEqual([id, child]);
    expect((view.body.funds_flow as Json[])[1]).toMatchObject({
      node_type: 'card',
      pan: next,
      issuer_info: { issuer_org_name: 'Gamma Acquiring' },
    });
    expect(view.body.full_description).toContain('Funds flow:');
    const parent = await post('beta.expert', '/outbound/get', { id });
    expect(parent.body.funds_flow).toHaveLength(2);
  });
});

describe('incidents from alerts', () => {
  it('the recipient creates one from an eligible alert; the alert keeps its id; a second is refused', async () => {
    const fresh = await alertAt(3);
    expect((await post('alpha.analyst', '/alert/create_incident', { id: fresh })).status).toBe(409);
    const id = await alertAt(4);
    expect((await post('alpha.analyst', '/inbound/get', { id })).body.create_incident_enable).toBe(true);
    const res = await post('alpha.analyst', '/alert/create_incident', { id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = await post('alpha.analyst', '/inbound/get', { id });
    expect(view.body).toMatchObject({
      incident_id: res.body.incident_id,
      incident_id2: null,
      create_incident_enable: false,
    });
    const incident = await ctx.app.inject({
      method: 'POST',
      url: '/api/incidents/v1/incident/get',
      headers: { authorization: `Bearer ${await tokenOf('alpha.analyst')}` },
      payload: { id: res.body.incident_id },
    });
    expect(incident.json()).toMatchObject({ basis_type: 2, basis_id: id });
    expect((await post('alpha.analyst', '/alert/create_incident', { id })).body.message).toBe(
      'An incident has already been created from this alert',
    );
    const sender = await post('beta.expert', '/alert/create_incident', { id, side: 'sender' });
    expect(sender.status).toBe(200);
    expect((await post('beta.expert', '/outbound/get', { id })).body.incident_id2).toBe(
      sender.body.incident_id,
    );
  });

  it("one from an alert against an account: the account's category, the IBAN at the head of the description", async () => {
    // A Bank Alpha account (bank code 305299).
    const iban = 'UA923052990000026001234567891';
    const created = await post('beta.expert', '/alert/create', {
      ...blockRequest(card('beta'), card('alpha')),
      recipient_type: 'account',
      recipient_pan: undefined,
      recipient_iban: iban,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    for (const step of pathTo(4)) expect((await setStatus('alpha.analyst', id, step)).status).toBe(200);
    const res = await post('alpha.analyst', '/alert/create_incident', { id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const incident = await ctx.app.inject({
      method: 'POST',
      url: '/api/incidents/v1/incident/get',
      headers: { authorization: `Bearer ${await tokenOf('alpha.analyst')}` },
      payload: { id: res.body.incident_id },
    });
    const body = incident.json<{
      category_domain_id: number;
      basis_id: string;
      details: { description: string };
    }>();
    expect(body).toMatchObject({ category_domain_id: 11, basis_id: id });
    expect(body.details.description.startsWith(`IBAN ${iban}\n`)).toBe(true);
  });

  it('without U1000: Insufficient permissions!', async () => {
    await sql("update users set permissions = '{U1005}' where login = 'alpha.manager'");
    const id = await alertAt(4);
    const res = await post('alpha.manager', '/alert/create_incident', { id, side: 'sender' });
    expect(res).toMatchObject({ status: 403, body: { message: 'Insufficient permissions!' } });
  });
});
