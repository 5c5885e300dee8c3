import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiClients, users } from '../../identity/tables.js';
import type { Db } from '../../platform/db/pool.js';
import { type AfxApiClient, type ClientCredentials, afxApiClient } from './afx-client.js';
import { type SandboxDecision, sandboxBankDecision } from './bank-decision.js';
import {
  type ReceivedPacket,
  keepRawJson,
  sandboxParams,
  signedPacketReceiver,
  webhookHeaders,
} from './signed-packet.js';

export type SandboxBankOptions = {
  /** Where the sandbox bank reaches the AFX API and its token endpoint (the portal's PUBLIC_URL). */
  readonly apiBaseUrl: string;
  /** The API clients a sandbox bank may act as: the one whose api-user belongs to that bank. */
  readonly credentials: readonly ClientCredentials[];
  /** How long the bank "works" on an alert before it answers. */
  readonly actDelayMs: number;
  readonly fetch?: typeof fetch;
};

/**
 * A sandbox bank system (exchange.md "Sandbox peers"): it receives the organisation's FPT packets at
 * /sandbox/bank/{orgId}/fpt, verifies their Standard Webhooks signature with the endpoint's secret,
 * ignores a repeated webhook id, and answers a new alert through the AFX API after a short delay,
 * by the recipient number's last digit (bank-decision.ts). Public: the signature authenticates it.
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod<SandboxBankOptions> = async (app, options) => {
  const db = app.deps.database.db;
  const log = app.log.child({ component: 'sandbox-bank' });
  const actor = bankActor(db, options, log);
  app.addHook('onClose', actor.close);
  keepRawJson(app);
  const decisions = new WeakMap<ReceivedPacket, SandboxDecision>();

  app.post(
    '/sandbox/bank/:orgId/fpt',
    {
      config: { public: true },
      schema: { hide: true, params: sandboxParams, headers: webhookHeaders, body: z.string() },
    },
    signedPacketReceiver(db, log, 'fpt', {
      // A new alert must carry what the bank decides on; other packets are only taken.
      accept: (packet) => {
        if (packet.type !== 'fpt.alert.created') return true;
        const decision = sandboxBankDecision(packet.data);
        if (decision) decisions.set(packet, decision);
        return decision !== undefined;
      },
      act: async (orgId, packet) => {
        const decision = decisions.get(packet);
        if (decision?.atOnce) await actor.actNow(orgId, decision);
        else if (decision) actor.schedule(orgId, decision);
      },
    }),
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
    /** Answers inside the webhook; a failure is logged like a delayed answer's, the webhook still taken. */
    async actNow(orgId: number, decision: SandboxDecision): Promise<void> {
      await act(orgId, decision).catch((err: unknown) =>
        log.warn({ err: String(err) }, 'sandbox bank: answer failed'),
      );
    },
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
