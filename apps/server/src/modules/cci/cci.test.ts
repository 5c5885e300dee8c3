/**
 * Card-blocking information (spec 3 §2.6, §7; decision 0043): the issuer lookup, the signed question
 * to the issuer's system (the sandbox bank, by the card's last digit) with each of its ends, the
 * notices, the request log per organisation, and the rights.
 */
import { cardNumberWith } from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, as, orgIdOf, postAs, testContext } from '../../../test/harness.js';

// A short deadline: the sandbox's late card answers a second after it.
const ctx = testContext({ SANDBOX: '1', CCI_DEADLINE_MS: '800' });
const post = (login: string, path: string, body: unknown) => postAs(ctx, login, `/api/cci/v1${path}`, body);

const org = { alpha: 0, beta: 0 };
let alphaBin = '';
let betaBin = '';

/** A Luhn-valid card of the BIN whose last digit is `digit`, from serial `from` on. */
function cardEndingIn(bin: string, digit: number, from = 100): string {
  for (let serial = from; ; serial += 1) {
    const pan = cardNumberWith(bin, serial);
    if (pan.endsWith(String(digit))) return pan;
  }
}

const details = (pan: string) => ({
  pan,
  tran_date: '01.03.2025',
  amount: '1250.00',
  applicant_name: 'Ivan Melnyk',
  notes: 'A payment the cardholder did not make',
});

const sql = async <T extends Json>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

beforeAll(async () => {
  org.alpha = await orgIdOf(ctx, 'Bank Alpha');
  org.beta = await orgIdOf(ctx, 'Bank Beta');
  const binOf = async (orgId: number) =>
    (
      await sql<{ bin: string }>(
        'select bin from bins where org_id = $1 and card_system_id = 1 order by bin limit 1',
        [orgId],
      )
    )[0]!.bin;
  alphaBin = await binOf(org.alpha);
  betaBin = await binOf(org.beta);
});

describe('issuer lookup (/issuer/find)', () => {
  it('a connected issuer: found with info_support', async () => {
    const { status, body } = await post('alpha.analyst', '/issuer/find', { pan: cardEndingIn(alphaBin, 0) });
    expect(status).toBe(200);
    expect(body).toEqual({
      outcome: 'found',
      issuer_org_id: org.alpha,
      issuer_org_name: 'Bank Alpha',
      issuer_country_id: 'UA',
      issuer_country_name: 'Ukraine',
      issuer_country_code_2: 'UA',
      info_support: true,
    });
  });

  it('an issuer not connected: not_connected, no info_support', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find', { pan: cardEndingIn(betaBin, 0) });
    expect(body).toMatchObject({
      outcome: 'not_connected',
      issuer_org_name: 'Bank Beta',
      info_support: false,
    });
  });

  it('no BIN: not_found', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find', { pan: cardNumberWith('37990011') });
    expect(body).toMatchObject({ outcome: 'not_found', issuer_org_id: null, info_support: false });
  });

  it.each([
    ['41491234', 'invalid card number'],
    ['', 'required field'],
    [cardEndingIn(alphaBin, 0).replace(/.$/, (d) => String((Number(d) + 1) % 10)), 'invalid card number'],
  ])('only a full PAN passes: %s', async (pan, message) => {
    const res = await post('alpha.analyst', '/issuer/find', { pan });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ pan: message });
  });
});

describe('the question to the issuer (/info) and the sandbox bank', () => {
  it.each([
    [0, 'blocked', 'Card blocked'],
    [3, 'not_blocked', 'Card not blocked'],
    [5, 'card_not_found', 'Card not found'],
  ])('last digit %i: answered %s, logged masked and billed', async (digit, status, words) => {
    const pan = cardEndingIn(alphaBin, digit);
    const { status: http, body } = await post('alpha.analyst', '/info', details(pan));
    expect(http).toBe(200);
    expect(body).toMatchObject({
      cci_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ref_number: expect.stringMatching(/^SBX-/),
      status,
      status_info: expect.any(String),
      server_time: expect.any(String),
    });
    expect(body.info).toContain(`Status: ${words}`);
    expect(body.info).toContain('Issuer: Bank Alpha');
    const masked = `${pan.slice(0, 4)} ${pan.slice(4, 6)}** **** ${pan.slice(-4)}`;
    expect(body.info).toContain(masked);
    const [row] = await sql('select *, tran_date::text as tran_date from cci_requests where id = $1', [
      body.cci_request_id,
    ]);
    expect(row).toMatchObject({
      org_id: org.alpha,
      user_name: 'Olena Koval',
      pan_masked: masked,
      pan_last4: pan.slice(-4),
      outcome: 'answered',
      failure: null,
      status,
      tran_date: '2025-03-01',
      amount: '1250.00',
    });
    expect(JSON.stringify(row)).not.toContain(pan);
    const usage = await sql('select org_id, service, description from service_usage where ref = $1', [
      body.cci_request_id,
    ]);
    expect(usage).toEqual([
      { org_id: org.alpha, service: 'chv', description: `${masked} — ${status.replace(/_/g, ' ')}` },
    ]);
    const calls = await sql(
      'select direction, service, result from gateway_calls where kind = $1 order by id desc limit 2',
      ['cci.info.requested'],
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        { direction: 'out', service: 'cci', result: 'answered' },
        { direction: 'in', service: 'cci', result: 'answered' },
      ]),
    );
  });

  it.each([
    [6, 504, 'timeout', 'did not answer within 1 s'],
    [7, 502, 'malformed', 'cannot be read'],
    [8, 502, 'refused', 'refused the request'],
  ])('last digit %i: HTTP %i, failed (%s), not billed', async (digit, http, failure, message) => {
    const pan = cardEndingIn(alphaBin, digit);
    const started = Date.now();
    const res = await post('alpha.analyst', '/info', details(pan));
    expect(res.status).toBe(http);
    expect(res.body).toMatchObject({ code: 'gateway_failed' });
    expect(String(res.body.message)).toContain(message);
    if (failure === 'timeout') expect(Date.now() - started).toBeLessThan(3_000);
    const [row] = await sql<{ id: string; outcome: string; failure: string; status: null }>(
      'select id, outcome, failure, status from cci_requests where pan_last4 = $1 order by created_at desc limit 1',
      [pan.slice(-4)],
    );
    expect(row).toMatchObject({ outcome: 'failed', failure, status: null });
    expect(await sql('select 1 from service_usage where ref = $1', [row!.id])).toEqual([]);
    const [call] = await sql(
      `select result from gateway_calls where direction = 'out' and service = 'cci' order by id desc limit 1`,
    );
    expect(call).toEqual({ result: failure });
  });

  it('the message is in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cci/v1/info',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=uk' },
      payload: details(cardEndingIn(alphaBin, 7, 300)),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('Система емітента');
  });

  it('an issuer without an active system: 502 unreachable', async () => {
    await sql(`update service_endpoints set active = false where org_id = $1 and service = 'cci'`, [
      org.alpha,
    ]);
    try {
      const res = await post('alpha.analyst', '/info', details(cardEndingIn(alphaBin, 0, 400)));
      expect(res.status).toBe(502);
      expect(String(res.body.message)).toContain('cannot be reached');
    } finally {
      await sql(`update service_endpoints set active = true where org_id = $1 and service = 'cci'`, [
        org.alpha,
      ]);
    }
  });

  it('the notices: an issuer not connected (its name and country), an issuer not found; nothing logged', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from cci_requests');
    const beta = await post('alpha.analyst', '/info', details(cardEndingIn(betaBin, 0)));
    expect(beta.status).toBe(422);
    expect(beta.body.message).toBe(
      'The issuer Bank Beta (Ukraine) is not connected to the service. File a standard request through the police officer’s cabinet.',
    );
    const unknown = await post('alpha.analyst', '/info', details(cardNumberWith('37990011')));
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Issuer not found');
    expect(await sql('select count(*)::int as n from cci_requests')).toEqual(before);
  });

  it('checks the details: the date normalised and not in the future, the amount padded, the texts required', async () => {
    const ok = await post('alpha.analyst', '/info', {
      ...details(cardEndingIn(alphaBin, 1)),
      tran_date: '2025-03-02',
      amount: '12,5',
    });
    expect(ok.status).toBe(200);
    const [row] = await sql('select tran_date::text as tran_date, amount from cci_requests where id = $1', [
      ok.body.cci_request_id,
    ]);
    expect(row).toEqual({ tran_date: '2025-03-02', amount: '12.50' });
    const bad = await post('alpha.analyst', '/info', {
      pan: cardEndingIn(alphaBin, 1),
      tran_date: '01.01.2999',
      amount: '-1',
      applicant_name: '',
      notes: 'x'.repeat(5001),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'applicant_name', 'notes', 'tran_date']);
    expect(bad.body.fields.tran_date).toBe('date must not be in the future');
  });
});

describe('the request log and the rights', () => {
  it('needs U1010 or E1010 before the body is read, and a token', async () => {
    const denied = await post('alpha.viewer', '/info', {});
    expect(denied.status).toBe(403);
    expect(denied.body.fields).toBeUndefined();
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/cci/v1/request/list', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('U1010 lists its own organisation’s requests, E1010 every organisation’s', async () => {
    const asked = await post('police.officer', '/info', details(cardEndingIn(alphaBin, 2, 500)));
    expect(asked.status).toBe(200);
    const own = await post('alpha.analyst', '/request/list', { page_size: 100 });
    expect(own.status).toBe(200);
    expect(new Set(own.body.list.map((r) => r.org_id))).toEqual(new Set([org.alpha]));
    expect(own.body.list.map((r) => r.cci_request_id)).not.toContain(asked.body.cci_request_id);
    const all = await post('beta.expert', '/request/list', { page_size: 100 });
    expect(all.body.list.map((r) => r.cci_request_id)).toContain(asked.body.cci_request_id);
    expect(new Set(all.body.list.map((r) => r.org_id)).size).toBeGreaterThan(1);
    const police = await post('police.officer', '/request/list', {});
    expect(police.body.list[0]).toMatchObject({
      cci_request_id: asked.body.cci_request_id,
      user_name: 'Oleksandr Hrytsenko',
      outcome: 'answered',
      status: 'blocked',
      issuer_name: 'Bank Alpha',
    });
  });

  it('/request/get: its own; another organisation’s is not found under U1010, found under E1010', async () => {
    const [policeRow] = await sql<{ id: string }>(
      `select r.id from cci_requests r join users u on u.id = r.user_id where u.login = 'police.officer' limit 1`,
    );
    const other = await post('alpha.analyst', '/request/get', { cci_request_id: policeRow!.id });
    expect(other.status).toBe(404);
    const expert = await post('beta.expert', '/request/get', { cci_request_id: policeRow!.id });
    expect(expert.status).toBe(200);
    const own = await post('police.officer', '/request/get', { cci_request_id: policeRow!.id });
    expect(own.body).toMatchObject({ cci_request_id: policeRow!.id, org_name: expect.any(String) });
    const bad = await post('police.officer', '/request/get', { cci_request_id: 'nope' });
    expect(bad.status).toBe(400);
  });

  it('filters by outcome, card, user and period', async () => {
    const failed = await post('alpha.analyst', '/request/list', {
      filter: { result: 'timeout' },
      page_size: 100,
    });
    expect(failed.body.list.length).toBeGreaterThan(0);
    expect(new Set(failed.body.list.map((r) => r.failure))).toEqual(new Set(['timeout']));
    const blocked = await post('alpha.analyst', '/request/list', {
      filter: { result: 'blocked' },
      page_size: 100,
    });
    expect(new Set(blocked.body.list.map((r) => r.status))).toEqual(new Set(['blocked']));
    const pan = cardEndingIn(alphaBin, 3);
    const byCard = await post('alpha.analyst', '/request/list', { filter: { card_last4: pan.slice(-4) } });
    expect(byCard.body.list.length).toBeGreaterThan(0);
    expect(byCard.body.list.every((r) => String(r.pan_masked).endsWith(pan.slice(-4)))).toBe(true);
    const users = await post('alpha.analyst', '/user/list', {});
    const olena = (users.body.list as { id: number; name: string }[]).find((u) => u.name === 'Olena Koval')!;
    const byUser = await post('alpha.analyst', '/request/list', {
      filter: { user_id: olena.id },
      page_size: 100,
    });
    expect(new Set(byUser.body.list.map((r) => r.user_name))).toEqual(new Set(['Olena Koval']));
    const old = await post('alpha.analyst', '/request/list', {
      filter: { date_from: '01.01.2020', date_to: '31.12.2020' },
    });
    expect(old.body.total_count).toBe(0);
    const badFilter = await post('alpha.analyst', '/request/list', { filter: { card_last4: '12' } });
    expect(badFilter.status).toBe(400);
  });

  it('exports the filtered log as CSV', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cci/v1/request/export',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=en' },
      payload: { format: 'csv', filter: { result: 'answered' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Outcome');
    expect(res.body).toContain('Bank Alpha');
  });
});
