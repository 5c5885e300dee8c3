import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, orgIdOf, postAs, testContext } from '../../../test/harness.js';
import { sendTestPacket } from '../../counterparts/index.js';
import { closedPort, startTestReceiver } from '../../counterparts/test-receiver.js';

// The sandbox peers answer on this server, as in the demo.
const ctx = testContext({ SANDBOX: '1' });
const post = (url: string, body: unknown, login = 'admin') => postAs(ctx, login, `/api/admin/v1${url}`, body);
const org = { alpha: 0, beta: 0, kyiv: 0 };

beforeAll(async () => {
  org.alpha = await orgIdOf(ctx, 'Bank Alpha');
  org.beta = await orgIdOf(ctx, 'Bank Beta');
  org.kyiv = await orgIdOf(ctx, 'Управління кіберполіції в м. Києві');
});

const WHSEC = /^whsec_[A-Za-z0-9+/]{43}=$/;

async function storedSecret(orgId: number, service: string): Promise<string> {
  const { rows } = await ctx.database.pool.query<{ secret: string }>(
    'select secret from service_endpoints where org_id = $1 and service = $2',
    [orgId, service],
  );
  return rows[0]!.secret;
}

describe('an organisation’s system for a service', () => {
  it('is the admin’s alone', async () => {
    const res = await post(
      '/organisation/endpoint/set',
      { org_id: org.alpha, service: 'fpt', url: 'https://x.example' },
      'alpha.manager',
    );
    expect(res.status).toBe(403);
  });

  it('needs an https address (http only on this machine)', async () => {
    const set = (url: string) =>
      post('/organisation/endpoint/set', { org_id: org.alpha, service: 'fpt', url });
    expect((await set('http://bank.example/hooks')).body.fields).toEqual({
      url: 'The address must use https (http only for localhost)',
    });
    expect((await set('ftp://bank.example/hooks')).body.fields).toEqual({
      url: 'URL must start with http:// or https://',
    });
    expect((await set('https://user:pw@bank.example/hooks')).status).toBe(400);
    expect(
      (
        await post('/organisation/endpoint/set', {
          org_id: org.alpha,
          service: 'atm',
          url: 'https://a.example',
        })
      ).body.fields,
    ).toEqual({ service: 'invalid value' });
    expect(
      (await post('/organisation/endpoint/set', { org_id: 999999, service: 'fpt', url: 'https://a.example' }))
        .status,
    ).toBe(404);
  });

  it('gets its secret once when set, keeps it when the address changes, and a new one when rotated', async () => {
    const first = await post('/organisation/endpoint/set', {
      org_id: org.alpha,
      service: 'fpt',
      url: 'https://alpha.example/afx',
    });
    expect(first.status).toBe(200);
    expect(first.body.secret).toMatch(WHSEC);
    expect(await storedSecret(org.alpha, 'fpt')).toBe(first.body.secret);
    const moved = await post('/organisation/endpoint/set', {
      org_id: org.alpha,
      service: 'fpt',
      url: 'https://alpha.example/afx2',
    });
    expect(moved.body).toEqual({ secret: null });
    expect(await storedSecret(org.alpha, 'fpt')).toBe(first.body.secret);
    const view = await post('/organisation/get', { id: org.alpha });
    // Beside the demo's card-blocking system of Bank Alpha.
    expect((view.body.endpoints as Json[]).filter((e) => e.service === 'fpt')).toMatchObject([
      { service: 'fpt', url: 'https://alpha.example/afx2', active: true },
    ]);
    expect(JSON.stringify(view.body)).not.toContain('whsec_');

    const rotated = await post('/organisation/endpoint/rotate_secret', { org_id: org.alpha, service: 'fpt' });
    expect(rotated.body.secret).toMatch(WHSEC);
    expect(rotated.body.secret).not.toBe(first.body.secret);
    expect(await storedSecret(org.alpha, 'fpt')).toBe(rotated.body.secret);

    expect((await post('/organisation/endpoint/remove', { org_id: org.alpha, service: 'fpt' })).body).toEqual(
      { count: 1 },
    );
    const missing = await post('/organisation/endpoint/rotate_secret', { org_id: org.alpha, service: 'fpt' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The organisation has no system for this service');

    const { rows } = await ctx.database.pool.query(
      `select action, changes, subject_org_id from history_entries
        where entity_type = 'service_endpoint' and entity_key = $1 order by id`,
      [`${org.alpha}:fpt`],
    );
    expect(rows).toEqual([
      {
        action: 'set',
        changes: { url: [null, 'https://alpha.example/afx'], active: [null, true] },
        subject_org_id: org.alpha,
      },
      {
        action: 'set',
        changes: { url: ['https://alpha.example/afx', 'https://alpha.example/afx2'] },
        subject_org_id: org.alpha,
      },
      { action: 'rotate_secret', changes: null, subject_org_id: org.alpha },
      {
        action: 'remove',
        changes: { url: ['https://alpha.example/afx2', null], active: [true, null] },
        subject_org_id: org.alpha,
      },
    ]);
  });

  it('sends a signed test packet that a receiver verifies, and answers what it said', async () => {
    const set = await post('/organisation/endpoint/set', {
      org_id: org.alpha,
      service: 'crc',
      url: 'https://placeholder.example',
    });
    const receiver = await startTestReceiver(set.body.secret as string);
    try {
      await post('/organisation/endpoint/set', { org_id: org.alpha, service: 'crc', url: receiver.url });
      const res = await post('/organisation/endpoint/test', { org_id: org.alpha, service: 'crc' });
      expect(res.body).toMatchObject({ ok: true, http_status: 200, answer: '{}', error: null });
      expect(res.body.duration_ms).toEqual(expect.any(Number));
      expect(receiver.receipts).toHaveLength(1);
      expect(receiver.receipts[0]).toMatchObject({
        verified: true,
        body: { type: 'afx.test', data: { org_id: org.alpha, service: 'crc' } },
      });

      receiver.answerWith(() => 503);
      const refused = await post('/organisation/endpoint/test', { org_id: org.alpha, service: 'crc' });
      expect(refused.body).toMatchObject({
        ok: false,
        http_status: 503,
        error: 'the receiver answered HTTP 503',
      });
    } finally {
      await receiver.close();
    }
    const { rows } = await ctx.database.pool.query(
      `select kind, result, http_status from gateway_calls where org_id = $1 and kind = 'afx.test' order by id`,
      [org.alpha],
    );
    expect(rows).toEqual([
      { kind: 'afx.test', result: 'delivered', http_status: 200 },
      { kind: 'afx.test', result: 'refused', http_status: 503 },
    ]);
  });

  it('answers a receiver that is down with ok: false and the error', async () => {
    const port = await closedPort();
    await post('/organisation/endpoint/set', {
      org_id: org.beta,
      service: 'crc',
      url: `http://127.0.0.1:${port}/hooks`,
    });
    const res = await post('/organisation/endpoint/test', { org_id: org.beta, service: 'crc' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, http_status: null, answer: null });
    expect(res.body.error).toMatch(/^push failed: .*ECONNREFUSED/);
    const audit = await post('/audit/list', {
      filter: { entity_type: 'service_endpoint', action: 'test_packet', org_id: org.beta },
    });
    expect(audit.body.list).toHaveLength(1);
    expect(audit.body.list[0]!.notes).toMatch(/ECONNREFUSED/);
    // Bank Alpha's FPT endpoint was removed above.
    const none = await post('/organisation/endpoint/test', { org_id: org.alpha, service: 'fpt' });
    expect(none.status).toBe(404);
  });

  it('reaches the sandbox bank and police systems, which take a test packet', async () => {
    for (const [orgId, service, path] of [
      [org.beta, 'fpt', `/sandbox/bank/${org.beta}/fpt`],
      [org.kyiv, 'crc', `/sandbox/police/${org.kyiv}/crc`],
    ] as const) {
      await post('/organisation/endpoint/set', { org_id: orgId, service, url: `${ctx.baseUrl}${path}` });
      const res = await post('/organisation/endpoint/test', { org_id: orgId, service });
      expect(res.body, path).toMatchObject({ ok: true, http_status: 200 });
      expect(JSON.parse(res.body.answer as string)).toEqual({ received: true, duplicate: false });
    }
  });

  it('sets the card-blocking system too: the sandbox bank’s takes a test packet, and the organisation lists it', async () => {
    const url = `${ctx.baseUrl}/sandbox/bank/${org.beta}/cci`;
    expect((await post('/organisation/endpoint/set', { org_id: org.beta, service: 'cci', url })).status).toBe(
      200,
    );
    const res = await post('/organisation/endpoint/test', { org_id: org.beta, service: 'cci' });
    expect(res.body).toMatchObject({ ok: true, http_status: 200 });
    // A test packet is only acknowledged: there is no card to answer about.
    expect(JSON.parse(res.body.answer as string)).toEqual({ received: true });
    const view = await post('/organisation/get', { id: org.beta });
    expect(view.body.endpoints).toContainEqual(
      expect.objectContaining({ service: 'cci', url, active: true }),
    );
    // IBAN access stays a matter of FPT and Crime Check.
    expect(Object.keys(view.body.iban_access as object).sort()).toEqual(['crc', 'fpt']);
  });

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const receiver = await startTestReceiver('whsec_' + Buffer.alloc(32, 7).toString('base64'), () => 'hang');
    try {
      const outcome = await sendTestPacket(
        ctx.database.db,
        {
          orgId: org.alpha,
          service: 'fpt',
          url: receiver.url,
          secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'),
        },
        { deadlineMs: 300 },
      );
      expect(outcome).toMatchObject({ ok: false, http_status: null, answer: null });
      expect(outcome.error).toMatch(/^push failed: .*(timeout|aborted)/i);
      expect(outcome.duration_ms).toBeGreaterThanOrEqual(250);
      expect(receiver.receipts).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
