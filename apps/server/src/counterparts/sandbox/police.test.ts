/**
 * The sandbox police system (decision 0041): mounted with SANDBOX=1, it takes only correctly signed
 * Crime Check packets of its unit, ignores a repeated webhook id, and logs each receipt; a bank's
 * reply reaches it through the outbox.
 */
import { cardNumberWith } from '@afx/domain';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, as, postAs, testContext } from '../../../test/harness.js';

const ctx = testContext({ SANDBOX: '1' });
let kyiv: number;
let secret: string;

beforeAll(async () => {
  const { rows } = await ctx.database.pool.query<{ org_id: number; secret: string }>(
    `select e.org_id, e.secret from service_endpoints e join users u on u.org_id = e.org_id
      where u.login = 'police.officer' and e.service = 'crc'`,
  );
  kyiv = rows[0]!.org_id;
  secret = rows[0]!.secret;
});

function signed(webhookId: string, body: unknown, key = secret) {
  const payload = JSON.stringify(body);
  const now = new Date();
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'webhook-id': webhookId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(key).sign(webhookId, now, payload),
    },
  };
}

const deliver = (request: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({ method: 'POST', url: `/sandbox/police/${kyiv}/crc`, ...request });

const packet = (type = 'crc.request.replied') => ({
  type,
  timestamp: new Date().toISOString(),
  data: { request_id: '100000000001', status_id: 6 },
});

async function callsOf(webhookId: string): Promise<Json[]> {
  const { rows } = await ctx.database.pool.query<Json>(
    `select direction, service, kind, result, http_status from gateway_calls where webhook_id = $1 order by id`,
    [webhookId],
  );
  return rows;
}

describe('the sandbox police system', () => {
  it('takes a signed packet once, and answers a repeat as a duplicate', async () => {
    const first = await deliver(signed('msg_police_1', packet()));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(signed('msg_police_1', packet()));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await callsOf('msg_police_1')).toEqual([
      { direction: 'in', service: 'crc', kind: 'crc.request.replied', result: 'accepted', http_status: 200 },
      { direction: 'in', service: 'crc', kind: 'crc.request.replied', result: 'duplicate', http_status: 200 },
    ]);
  });

  it('refuses a bad signature (401) and a packet that is not Crime Check’s (400)', async () => {
    const forged = await deliver(
      signed('msg_police_2', packet(), `whsec_${Buffer.alloc(32).toString('base64')}`),
    );
    expect(forged.statusCode).toBe(401);
    const foreign = await deliver(signed('msg_police_3', packet('fpt.alert.created')));
    expect(foreign.statusCode).toBe(400);
  });

  it('receives a bank’s reply through the outbox', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      "select id from organisations where name = 'Bank Alpha'",
    );
    await ctx.database.pool.query(
      "insert into bins (bin, org_id, card_system_id) values ('41511177', $1, 1) on conflict do nothing",
      [rows[0]!.id],
    );
    const card = cardNumberWith('41511177', 5);
    const filed = await postAs(ctx, 'police.officer', '/api/crc/v1/police/request/create', {
      registry_type: 4,
      reg_number: '777',
      reg_date: '01.11.2026',
      incriminated_articles: [{ article: '361' }],
      employee_name: 'Гриценко Олександр',
      employee_email: 'o.hrytsenko@kyiv.cyberpolice.example',
      sender_type: 'card',
      sender_number: cardNumberWith('41491099', 9),
      recipient_type: 'card',
      recipient_number: card,
      fraud_transactions: [
        {
          date_time: '01.11.2026 10:00:00',
          amount: '300',
          currency_code: '980',
          term_type: 'online',
          tran_type: 'p2p',
          pan: card,
        },
      ],
    });
    expect(filed.status).toBe(200);
    const id = filed.body.request_id as string;
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `/api/crc/v1/issuer/in_process/${id}`,
      headers: await as(ctx, 'alpha.analyst'),
    });
    const replied = await postAs(ctx, 'alpha.analyst', '/api/crc/v1/issuer/reply', {
      request_id: id,
      update_dt: taken.json<{ update_dt: string }>().update_dt,
      notes: 'Кошти заблоковано',
    });
    expect(replied.status).toBe(200);
    let kinds: string[] = [];
    for (let i = 0; i < 30 && !kinds.includes('crc.request.replied'); i += 1) {
      await ctx.app.outbox.drain();
      const calls = await ctx.database.pool.query<{ kind: string }>(
        `select kind from gateway_calls where direction = 'in' and service = 'crc' and org_id = $1 and result = 'accepted'`,
        [kyiv],
      );
      kinds = calls.rows.map((row) => row.kind);
    }
    expect(kinds).toEqual(expect.arrayContaining(['crc.request.in_process', 'crc.request.replied']));
  });
});
