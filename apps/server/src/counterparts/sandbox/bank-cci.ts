import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CCI_QUESTION_TYPE, type CciStatus } from '@afx/domain';
import { badRequest } from '../../platform/http/errors.js';
import { keepRawJson, sandboxParams, verifySignedPacket, webhookHeaders } from './signed-packet.js';

export type SandboxCciOptions = {
  /** How long the "late" card keeps the question: longer than the portal's deadline. */
  readonly cciLateMs: number;
};

/**
 * What the sandbox bank answers a card-blocking question, by the card's last digit (decision 0043):
 * 0–2 blocked, 3–4 not blocked, 5 card not found, 6 answers after the deadline, 7 an answer of the
 * wrong shape, 8 refuses (HTTP 503), 9 not blocked.
 */
export type SandboxCciBehaviour =
  { kind: 'answer'; status: CciStatus } | { kind: 'late' } | { kind: 'malformed' } | { kind: 'refuse' };

export function sandboxCciBehaviour(pan: string): SandboxCciBehaviour {
  const digit = Number(pan.at(-1));
  if (digit <= 2) return { kind: 'answer', status: 'blocked' };
  if (digit <= 4 || digit === 9) return { kind: 'answer', status: 'not_blocked' };
  if (digit === 5) return { kind: 'answer', status: 'card_not_found' };
  if (digit === 6) return { kind: 'late' };
  if (digit === 7) return { kind: 'malformed' };
  return { kind: 'refuse' };
}

const STATUS_INFO: Record<CciStatus, string> = {
  blocked: 'The card was blocked by the cardholder’s request',
  not_blocked: 'The card is active',
  card_not_found: 'No such card at this bank',
};

const question = z.object({
  type: z.literal(CCI_QUESTION_TYPE),
  data: z.object({ cci_request_id: z.string(), pan: z.string().regex(/^\d{12,19}$/) }),
});

/**
 * The sandbox bank's card-blocking system at /sandbox/bank/{orgId}/cci: it checks the Standard
 * Webhooks signature with the organisation's cci endpoint secret (401), reads the question (400) and
 * answers it synchronously as sandboxCciBehaviour says. A test packet from the administrator's screen
 * is only acknowledged. Public: the signature authenticates it.
 */
export const sandboxCciRoutes: FastifyPluginAsyncZod<SandboxCciOptions> = async (app, options) => {
  const db = app.deps.database.db;
  const log = app.log.child({ component: 'sandbox-bank-cci' });
  keepRawJson(app);
  // A late answer waits for its timer, or for the app to close.
  const sleepers = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const wake of sleepers) wake();
  });
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  app.post(
    '/sandbox/bank/:orgId/cci',
    {
      config: { public: true },
      schema: { hide: true, params: sandboxParams, headers: webhookHeaders, body: z.string() },
    },
    async (request, reply) => {
      const { verified, logCall } = await verifySignedPacket(db, log, 'cci', request);
      const { orgId } = request.params;
      const type = (verified as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && type !== CCI_QUESTION_TYPE) {
        // The administrator's test packet: taken, nothing to answer.
        await logCall('accepted', 200, type);
        return { received: true };
      }
      const parsed = question.safeParse(verified);
      if (!parsed.success) {
        await logCall('refused', 400);
        throw badRequest({ data: 'invalid_value' });
      }
      const { pan, cci_request_id } = parsed.data.data;
      const behaviour = sandboxCciBehaviour(pan);
      const ref = `SBX-${orgId}-${cci_request_id.slice(0, 8).toUpperCase()}`;
      if (behaviour.kind === 'refuse') {
        await logCall('refused', 503, CCI_QUESTION_TYPE);
        return reply.status(503).send({ message: 'the card system is under maintenance' });
      }
      if (behaviour.kind === 'malformed') {
        await logCall('answered', 200, CCI_QUESTION_TYPE);
        return { ref_number: 42, status: 'maybe', server_time: 'yesterday' };
      }
      if (behaviour.kind === 'late') await sleep(options.cciLateMs);
      const status = behaviour.kind === 'answer' ? behaviour.status : 'blocked';
      await logCall('answered', 200, CCI_QUESTION_TYPE);
      return {
        ref_number: ref,
        status,
        status_info: STATUS_INFO[status],
        notes: 'Sandbox bank: the answer depends on the card’s last digit.',
        server_time: new Date().toISOString(),
      };
    },
  );
};
