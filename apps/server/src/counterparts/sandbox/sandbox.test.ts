/**
 * The sandbox bank system (exchange.md "Sandbox peers"): mounted with SANDBOX=1, it takes only
 * correctly signed packets, ignores a repeated webhook id, and answers new alerts through the AFX API
 * as Bank Beta's API client. The FPT set_status route is not on this branch yet, so the chain is
 * checked against a stand-in of the AFX API on a loopback port that records the calls.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Json, orgIdOf, testContext } from '../../../test/harness.js';
import { captureLog } from '../../../test/log-capture.js';
import { DEMO_API_CLIENTS } from '../../demo/users.js';
import { transaction } from '../../platform/db/after-commit.js';
import { registerErrorHandling } from '../../platform/http/errors.js';
import { OutboxWorker } from '../../platform/outbox/worker.js';
import { enqueuePacket } from '../packets.js';
import { webhookDeliverer } from '../webhook-delivery.js';
import { sandboxBankRoutes } from './bank-routes.js';
import { newWebhookSecret } from './endpoints.js';

const ctx = testContext({ SANDBOX: '1' });
let alpha: number;
let beta: number;
let betaSecret: string;

beforeAll(async () => {
  alpha = await orgIdOf(ctx, 'Bank Alpha');
  beta = await orgIdOf(ctx, 'Bank Beta');
  const { rows } = await ctx.database.pool.query<{ secret: string }>(
    `select secret from service_endpoints where org_id = $1 and service = 'fpt'`,
    [beta],
  );
  betaSecret = rows[0]!.secret;
});

/** A packet as the gateway sends it, signed with `secret` now. */
function signed(secret: string, webhookId: string, body: unknown) {
  const payload = JSON.stringify(body);
  const now = new Date();
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'webhook-id': webhookId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(webhookId, now, payload),
    },
  };
}

const alertPacket = (recipient: string) => ({
  type: 'fpt.alert.created',
  timestamp: new Date().toISOString(),
  data: { id: `alert-${recipient}`, recipient_number: recipient },
});

const deliverToSandbox = (orgId: number, request: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({ method: 'POST', url: `/sandbox/bank/${orgId}/fpt`, ...request });

async function receiptsOf(webhookId: string): Promise<Json[]> {
  const { rows } = await ctx.database.pool.query<Json>(
    `select direction, org_id, kind, result, http_status from gateway_calls where webhook_id = $1 order by id`,
    [webhookId],
  );
  return rows;
}

describe('the demo wiring', () => {
  it('gives Bank Beta an FPT system at its sandbox bank on this server, and Bank Alpha none', async () => {
    const { rows } = await ctx.database.pool.query<{ org_id: number; url: string; secret: string }>(
      `select org_id, url, secret from service_endpoints where service = 'fpt' and active`,
    );
    // The demo data named localhost:8080; the sandbox points it at the portal it runs on.
    expect(rows).toEqual([
      {
        org_id: beta,
        url: `${ctx.baseUrl}/sandbox/bank/${beta}/fpt`,
        secret: expect.stringMatching(/^whsec_/),
      },
    ]);
    expect(rows.some((r) => r.org_id === alpha)).toBe(false);
  });
});

describe('the sandbox bank receiving packets', () => {
  it('takes a signed packet without a token and logs the receipt', async () => {
    const res = await deliverToSandbox(
      beta,
      signed(betaSecret, 'msg_take_1', alertPacket('4111111111111110')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await receiptsOf('msg_take_1')).toEqual([
      { direction: 'in', org_id: beta, kind: 'fpt.alert.created', result: 'accepted', http_status: 200 },
    ]);
  });

  it('ignores a repeated webhook id, even signed again later (a retry)', async () => {
    const first = await deliverToSandbox(
      beta,
      signed(betaSecret, 'msg_replay', alertPacket('4111111111111111')),
    );
    const again = await deliverToSandbox(
      beta,
      signed(betaSecret, 'msg_replay', alertPacket('4111111111111111')),
    );
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await receiptsOf('msg_replay')).map((r) => r.result)).toEqual(['accepted', 'duplicate']);
  });

  it('refuses a packet signed with another secret, or changed after signing (401)', async () => {
    const foreign = await deliverToSandbox(
      beta,
      signed(newWebhookSecret(), 'msg_forged', alertPacket('4111111111111117')),
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ code: 'unauthorized' });

    const tampered = signed(betaSecret, 'msg_tampered', alertPacket('4111111111111110'));
    tampered.payload = tampered.payload.replace('4111111111111110', '4111111111111117');
    expect((await deliverToSandbox(beta, tampered)).statusCode).toBe(401);
    expect((await receiptsOf('msg_tampered')).map((r) => r.result)).toEqual(['bad_signature']);
    // A refused packet's id is not taken: the genuine one still goes through.
    const genuine = await deliverToSandbox(
      beta,
      signed(betaSecret, 'msg_tampered', alertPacket('4111111111111110')),
    );
    expect(genuine.json()).toEqual({ received: true, duplicate: false });
  });

  it('refuses a stale signature: Standard Webhooks allows five minutes', async () => {
    const payload = JSON.stringify(alertPacket('4111111111111110'));
    const then = new Date(Date.now() - 10 * 60_000);
    const res = await deliverToSandbox(beta, {
      payload,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_stale',
        'webhook-timestamp': String(Math.floor(then.getTime() / 1000)),
        'webhook-signature': new Webhook(betaSecret).sign('msg_stale', then, payload),
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 to a request that is no webhook, 404 for a bank without a system', async () => {
    const bare = await ctx.app.inject({ method: 'POST', url: `/sandbox/bank/${beta}/fpt`, payload: {} });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'validation_failed' });
    const alphaBank = await deliverToSandbox(alpha, signed(betaSecret, 'msg_alpha', alertPacket('1')));
    expect(alphaBank.statusCode).toBe(404);
  });

  it('refuses (400) an alert that names no recipient: the sender cannot fix that by retrying', async () => {
    const res = await deliverToSandbox(
      beta,
      signed(betaSecret, 'msg_no_recipient', { type: 'fpt.alert.created', data: { id: 'x' } }),
    );
    expect(res.statusCode).toBe(400);
    expect((await receiptsOf('msg_no_recipient')).map((r) => r.result)).toEqual(['refused']);
  });

  it('acknowledges the other packet types without acting', async () => {
    const res = await deliverToSandbox(
      beta,
      signed(betaSecret, 'msg_status', { type: 'fpt.alert.status_changed', data: { id: 'x', status_id: 2 } }),
    );
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});

/** A stand-in of the AFX API: the token endpoint for client credentials, and set_status. */
async function startAfxStandIn() {
  const calls: { path: string; authorization: string | undefined; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const json = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (req.url === '/auth/token') {
        const form = new URLSearchParams(body);
        const ok =
          form.get('client_id') === 'beta-api' && form.get('client_secret') === 'beta-api-demo-secret';
        return ok
          ? json(200, { access_token: 'beta-token', expires_in: 300, token_type: 'Bearer' })
          : json(401, { error: 'invalid_client' });
      }
      if (req.url === '/api/fpt/v2/alert/set_status') {
        if (req.headers.authorization !== 'Bearer beta-token') return json(401, { message: 'no' });
        const { id } = JSON.parse(body) as { id: string };
        return json(200, { id, status_id: 3 });
      }
      return json(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    statusCalls: () =>
      calls
        .filter((c) => c.path === '/api/fpt/v2/alert/set_status')
        .map(
          (c) => JSON.parse(c.body) as { id: string; status: string; notes: string; transactions: unknown[] },
        ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sandbox bank of this branch, answering to the stand-in instead of this portal. */
async function sandboxAnsweringTo(apiBaseUrl: string) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config: ctx.config, database: ctx.database });
  registerErrorHandling(app);
  await app.register(sandboxBankRoutes, { apiBaseUrl, credentials: DEMO_API_CLIENTS, actDelayMs: 30 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/sandbox/bank/${beta}/fpt` };
}

describe('the sandbox bank answering new alerts through the AFX API', () => {
  it('answers by the last digit, as Bank Beta API, after packets pushed by the outbox worker', async () => {
    const afx = await startAfxStandIn();
    const sandbox = await sandboxAnsweringTo(afx.url);
    try {
      await ctx.database.pool.query(
        `update service_endpoints set url = $1 where org_id = $2 and service = 'fpt'`,
        [sandbox.url, beta],
      );
      await transaction(ctx.database.db, async (tx) => {
        for (let digit = 0; digit <= 9; digit++) {
          await enqueuePacket(tx, {
            byOrgId: alpha,
            toOrgId: beta,
            service: 'fpt',
            type: 'fpt.alert.created',
            data: { id: `alert-${digit}`, recipient_number: `411111111111111${digit}` },
          });
        }
      });
      const worker = new OutboxWorker(
        ctx.database.db,
        {
          email: async () => undefined,
          live_event: async () => undefined,
          badge: async () => undefined,
          webhook: webhookDeliverer(ctx.database.db),
        },
        captureLog().log,
      );
      expect(await worker.drain()).toMatchObject({ delivered: 10, failed: 0 });
      // A 9 is answered inside the webhook: done by the time its delivery is.
      expect(
        afx
          .statusCalls()
          .filter((call) => call.id === 'alert-9')
          .map((call) => call.status),
      ).toEqual(['bank_in_process', 'recipient_blocked']);

      await vi.waitFor(() => expect(afx.statusCalls()).toHaveLength(3 * 1 + 3 * 2), { timeout: 5_000 });
      const byAlert = new Map<string, string[]>();
      for (const call of afx.statusCalls())
        byAlert.set(call.id, [...(byAlert.get(call.id) ?? []), call.status]);
      expect(Object.fromEntries(byAlert)).toEqual({
        'alert-4': ['bank_in_process'],
        'alert-5': ['bank_in_process'],
        'alert-6': ['bank_in_process'],
        'alert-7': ['bank_in_process', 'recipient_blocked'],
        'alert-8': ['bank_in_process', 'recipient_blocked'],
        'alert-9': ['bank_in_process', 'recipient_blocked'],
      });
      expect(afx.statusCalls()[0]).toMatchObject({ notes: expect.any(String) as string, transactions: [] });
      // One client-credentials token for all the answers, each call carrying it.
      expect(afx.calls.filter((c) => c.path === '/auth/token')).toHaveLength(1);
      expect(
        afx.calls
          .filter((c) => c.path !== '/auth/token')
          .every((c) => c.authorization === 'Bearer beta-token'),
      ).toBe(true);
    } finally {
      await sandbox.app.close();
      await afx.close();
    }
  });
});
