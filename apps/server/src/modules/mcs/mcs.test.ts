import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, orgIdOf, postAs, testContext } from '../../../test/harness.js';

const ctx = testContext({ SANDBOX: '1', MCS_DEADLINE_MS: '2000' });
const BASE = '/api/mcs/v2';
const post = (login: string, path: string, body: unknown) => postAs(ctx, login, `${BASE}${path}`, body);
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);
let alpha: number;

beforeAll(async () => {
  alpha = await orgIdOf(ctx, 'Bank Alpha');
});

/** Creates a check as the Alpha analyst, lets the outbox ask the operator, and reads it back. */
async function check(phone: string, change: Json = {}, login = 'alpha.analyst') {
  const created = await post(login, '/check/create', { phone, depth_days: 30, consent: true, ...change });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.status).toBe('queued');
  await ctx.app.outbox.drain();
  const got = await post(login, '/check/get', { id: created.body.id });
  expect(got.status).toBe(200);
  return got.body;
}

describe('a check answered by the sandbox operators, in the spec’s words', () => {
  it('Kyivstar: SIM changed with its date, call forwarding on; the usage row and the push are written', async () => {
    const answer = await check('067 123 45 61');
    expect(answer).toMatchObject({
      phone: '380671234561',
      operator: 'kyivstar',
      status: 'answered',
      route: 'direct',
      sim_changed: 'yes',
      call_forwarding: 'yes',
      notes: [],
    });
    expect(answer.sim_changed_at).toEqual(expect.any(String));
    const usage = await sql(`select description from service_usage where service = 'mcs' and ref = $1`, [
      String(answer.id),
    ]);
    expect(usage.rows).toEqual([{ description: '+380 67 *** ** 61 — SIM changed: yes' }]);
    const pushed = await sql(
      `select payload from outbox where kind = 'live_event' and payload->'event'->>'type' = 'mcs_check'`,
    );
    expect(pushed.rows.at(-1)?.payload).toMatchObject({
      event: { type: 'mcs_check', id: answer.id, status: 'answered' },
    });
    const calls = await sql(`select kind, result from gateway_calls where service = 'mcs' order by id`);
    expect(calls.rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining([
        'camara.kyivstar.oauth.token',
        'camara.kyivstar.sim-swap.check',
        'camara.kyivstar.sim-swap.retrieve-date',
        'camara.kyivstar.call-forwarding.unconditional',
      ]),
    );
  });

  it('a depth shorter than the change: no', async () => {
    expect(await check('0671234561', { depth_days: 1 })).toMatchObject({
      sim_changed: 'no',
      call_forwarding: 'yes',
    });
  });

  it('Vodafone: no change, call forwarding unknown with the note that one operator offers it', async () => {
    const answer = await check('0501234562');
    expect(answer).toMatchObject({ operator: 'vodafone', sim_changed: 'no', call_forwarding: 'unknown' });
    expect(answer.notes).toEqual([
      'Call forwarding is checked only for one operator (Kyivstar); for the others the answer is unknown.',
    ]);
  });

  it('SIM changed, the date not given', async () => {
    const answer = await check('0931234566');
    expect(answer).toMatchObject({ operator: 'lifecell', sim_changed: 'yes', sim_changed_at: null });
  });

  it('subscriber not active', async () => {
    expect(await check('0971234563')).toMatchObject({
      sim_changed: 'not_active',
      call_forwarding: 'unknown',
    });
  });

  it('a ported number (not served by its range’s operator) is another operator', async () => {
    const answer = await check('0671234564');
    expect(answer).toMatchObject({ sim_changed: 'another_operator', route: 'ported' });
    expect((answer.notes as string[])[0]).toContain('Kyivstar');
  });

  it('another operator or not active, with the note on the ambiguity', async () => {
    const answer = await check('0661234565');
    expect(answer).toMatchObject({ sim_changed: 'another_operator_or_not_active' });
    expect((answer.notes as string[])[0]).toContain('ambiguous');
  });

  it('a number outside the three ranges: another operator, nobody asked, nothing billed', async () => {
    const answer = await check('0441234561', { consent: false });
    expect(answer).toMatchObject({ operator: 'other', route: 'none', sim_changed: 'another_operator' });
    const usage = await sql(`select 1 from service_usage where ref = $1`, [String(answer.id)]);
    expect(usage.rows).toEqual([]);
  });

  it('the operator down: failed with a message, nothing billed', async () => {
    const answer = await check('0731234569');
    expect(answer).toMatchObject({ status: 'failed', sim_changed: null });
    expect(answer.error).toBe(
      'The operator lifecell did not answer (HTTP 503 UNAVAILABLE). Try the check again later.',
    );
    const usage = await sql(`select 1 from service_usage where ref = $1`, [String(answer.id)]);
    expect(usage.rows).toEqual([]);
  });
});

describe('consent and validation', () => {
  it('a check without consent is refused for an operator that requires it', async () => {
    const res = await post('alpha.analyst', '/check/create', {
      phone: '0671234561',
      depth_days: 5,
      consent: false,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "This operator requires the subscriber's consent; a check without it is refused",
    );
  });
  it('depth beyond 100 days is a field error', async () => {
    const res = await post('alpha.analyst', '/check/create', {
      phone: '0671234561',
      depth_days: 101,
      consent: true,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Search depth is 1 to 100 days');
  });
  it('the consent is recorded', async () => {
    const created = await post('alpha.analyst', '/check/create', {
      phone: '0501234560',
      depth_days: 5,
      consent: true,
    });
    const { rows } = await sql('select consent from mcs_checks where id = $1', [created.body.id]);
    expect(rows).toEqual([{ consent: true }]);
  });
});

describe('rights', () => {
  it('U1002 lists its own organisation’s checks; E1002 all', async () => {
    await sql(
      `insert into mcs_checks (org_id, user_name, phone, depth_days, consent, operator, status)
       select id, 'Other', '380671110001', 5, true, 'kyivstar', 'queued' from organisations where name = 'Bank Beta'`,
    );
    const own = await post('alpha.analyst', '/check/list', { filter: {} });
    expect(own.status).toBe(200);
    expect(own.body.list.every((c) => c.org_id === alpha)).toBe(true);
    const all = await post('beta.expert', '/check/list', { filter: {} });
    expect(all.body.list.some((c) => c.org_id === alpha)).toBe(true);
    expect(all.body.list.some((c) => c.org_id !== alpha)).toBe(true);
  });
  it('another bank’s check by id is not found under U1002', async () => {
    const { rows } = await sql(`select id from mcs_checks where org_id <> $1 limit 1`, [alpha]);
    const res = await post('alpha.analyst', '/check/get', { id: rows[0].id });
    expect(res.status).toBe(404);
    expect((await post('beta.expert', '/check/get', { id: rows[0].id })).status).toBe(200);
  });
  it('the list filters by result and number', async () => {
    const res = await post('alpha.analyst', '/check/list', { filter: { sim_changed: 'yes', phone: '067' } });
    expect(res.body.list.length).toBeGreaterThan(0);
    expect(res.body.list.every((c) => c.sim_changed === 'yes' && String(c.phone).includes('067'))).toBe(true);
  });
  it('the analytics count per operator and result', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await post('alpha.analyst', '/analytics/checks', {
      filter: { date_from: '2020-01-01', date_to: today },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(5);
    expect(res.body.operator).toEqual(
      expect.arrayContaining([{ key: 'kyivstar', count: expect.any(Number) }]),
    );
  });
});
