import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { apiClients, users } from '../../identity/tables.js';
import type { Db } from '../../platform/db/pool.js';
import { badRequest, notFound, unauthorized } from '../../platform/http/errors.js';
import { recordGatewayCall } from '../call-log.js';
import { serviceEndpoints } from '../tables.js';
import { type AfxApiClient, type ClientCredentials, afxApiClient } from './afx-client.js';
import { type SandboxDecision, sandboxBankDecision } from './bank-decision.js';
import { webhookReceipts } from './receipts.js';

export type SandboxBankOptions = {
  /** Where the sandbox bank reaches the AFX API and its token endpoint (the portal's PUBLIC_URL). */
  readonly apiBaseUrl: string;
  /** The API clients a sandbox bank may act as: the one whose api-user belongs to that bank. */
  readonly credentials: readonly ClientCredentials[];
  /** How long the bank "works" on an alert before it answers. */
  readonly actDelayMs: number;
  readonly fetch?: typeof fetch;
};

const params = z.object({ orgId: z.coerce.number().int().positive() });
/** A request without these is no webhook at all (400); with them, a bad signature is 401. */
const webhookHeaders = z.object({
  'webhook-id': z.string().min(1),
  'webhook-timestamp': z.string().min(1),
  'webhook-signature': z.string().min(1),
});
/** The body AFX sends (webhook-delivery.ts packetBody). */
const packetBody = z.object({ type: z.string(), timestamp: z.string().optional(), data: z.unknown() });

/**
 * A sandbox bank system (exchange.md "Sandbox peers"): it receives the organisation's FPT packets at
 * /sandbox/bank/{orgId}/fpt, verifies their Standard Webhooks signature with the endpoint's secret,
 * ignores a repeated webhook id, and answers a new alert through the AFX API after a short delay,
 * by the recipient number's last digit (bank-decision.ts). Public: the signature authenticates it.
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod<SandboxBankOptions> = async (app, options) => {
  const db = app.deps.database.db;
  const log = app.log.child({ component: 'sandbox-bank' });
  const receipts = webhookReceipts(db);
  const actor = bankActor(db, options, log);
  app.addHook('onClose', actor.close);
  // The signature covers the body's bytes as sent: keep them as they came (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/sandbox/bank/:orgId/fpt',
    {
      config: { public: true },
      schema: { hide: true, params, headers: webhookHeaders, body: z.string() },
    },
    async (request) => {
      const started = performance.now();
      const { orgId } = request.params;
      const webhookId = request.headers['webhook-id'];
      const logCall = (result: string, httpStatus: number, kind = 'unknown') =>
        recordGatewayCall(
          db,
          {
            direction: 'in',
            orgId,
            service: 'fpt',
            kind,
            webhookId,
            result,
            httpStatus,
            durationMs: performance.now() - started,
          },
          log,
        );

      const [endpoint] = await db
        .select({ secret: serviceEndpoints.secret })
        .from(serviceEndpoints)
        .where(and(eq(serviceEndpoints.orgId, orgId), eq(serviceEndpoints.service, 'fpt')));
      if (!endpoint) throw notFound();
      let verified: unknown;
      try {
        verified = new Webhook(endpoint.secret).verify(request.body, {
          'webhook-id': webhookId,
          'webhook-timestamp': request.headers['webhook-timestamp'],
          'webhook-signature': request.headers['webhook-signature'],
        });
      } catch {
        await logCall('bad_signature', 401);
        throw unauthorized();
      }
      const packet = packetBody.safeParse(verified);
      const decision =
        packet.success && packet.data.type === 'fpt.alert.created'
          ? sandboxBankDecision(packet.data.data)
          : undefined;
      if (!packet.success || (packet.data.type === 'fpt.alert.created' && !decision)) {
        await logCall('refused', 400, packet.data?.type);
        throw badRequest({ data: 'invalid_value' });
      }
      const kind = packet.data.type;
      if (!(await receipts.take(webhookId))) {
        await logCall('duplicate', 200, kind);
        return { received: true, duplicate: true };
      }
      if (decision) actor.schedule(orgId, decision);
      await logCall('accepted', 200, kind);
      return { received: true, duplicate: false };
    },
  );
};

/**
 * The bank's answers, made after the delay as a member bank's system would: as its API client, one
 * status change after another. A failed change is logged and the rest dropped (the alert may have
 * moved on meanwhile); nothing is retried, as a person at the bank would look again instead.
 */
function bankActor(db: Db, options: SandboxBankOptions, log: FastifyBaseLogger) {
  // One client per bank (so one token), looked up once even when answers start together.
  const clients = new Map<number, Promise<AfxApiClient | undefined>>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function clientOf(orgId: number): Promise<AfxApiClient | undefined> {
    let client = clients.get(orgId);
    if (!client) {
      client = findClient(orgId);
      clients.set(orgId, client);
      // A bank without a client may get one later: ask again next time.
      const forget = () => clients.delete(orgId);
      client.then((found) => found || forget(), forget);
    }
    return client;
  }

  async function findClient(orgId: number): Promise<AfxApiClient | undefined> {
    const ids = options.credentials.map((c) => c.clientId);
    if (ids.length === 0) return undefined;
    const [row] = await db
      .select({ clientId: apiClients.clientId })
      .from(apiClients)
      .innerJoin(users, eq(users.id, apiClients.userId))
      .where(and(eq(users.orgId, orgId), eq(apiClients.active, true), inArray(apiClients.clientId, ids)))
      .orderBy(apiClients.clientId)
      .limit(1);
    const credentials = options.credentials.find((c) => c.clientId === row?.clientId);
    return credentials && afxApiClient(options.apiBaseUrl, credentials, options.fetch);
  }

  async function act(orgId: number, decision: SandboxDecision): Promise<void> {
    const facts = { org_id: orgId, alert_id: decision.alertId, last_digit: decision.lastDigit };
    const client = await clientOf(orgId);
    if (!client) {
      log.warn(facts, 'sandbox bank: no API client of this bank to answer with');
      return;
    }
    for (const step of decision.steps) {
      try {
        await client.setStatus(decision.alertId, step);
        log.info({ ...facts, status: step.status }, 'sandbox bank: alert status set');
      } catch (err) {
        log.warn({ ...facts, status: step.status, err: String(err) }, 'sandbox bank: status change failed');
        return;
      }
    }
  }

  return {
    schedule(orgId: number, decision: SandboxDecision): void {
      if (decision.steps.length === 0) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const work = act(orgId, decision).catch((err: unknown) =>
          log.warn({ err: String(err) }, 'sandbox bank: answer failed'),
        );
        running.add(work);
        void work.finally(() => running.delete(work));
      }, options.actDelayMs);
      timers.add(timer);
    },
    /** Pending answers are dropped with the app; the ones under way finish first. */
    async close(): Promise<void> {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
