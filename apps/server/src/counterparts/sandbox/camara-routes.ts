import { randomBytes } from 'node:crypto';
import { MCS_OPERATORS, offersCallForwarding, type McsOperator } from '@afx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCamaraClient } from '../camara/config.js';
import {
  CAMARA_PATHS,
  createCallForwardingSignal,
  createCheckSimSwap,
  createSimSwapDate,
} from '../camara/schemas.js';

/**
 * What the sandbox operator answers, by the number's last digit (decision 0044):
 * 1 SIM changed 36 hours ago, call forwarding on; 2 SIM changed 200 days ago, forwarding off;
 * 3 subscriber not active (422 SERVICE_NOT_APPLICABLE); 4 ported away (404 IDENTIFIER_NOT_FOUND);
 * 5 the operator cannot tell (404 NOT_FOUND); 6 SIM changed 5 days ago but the date is not given,
 * forwarding on; 8 answers too late (past any deadline); 9 the operator is down (503);
 * 0 and 7 never changed, forwarding off.
 */
export type SandboxSubscriber =
  | { kind: 'active'; changedHoursAgo: number | null; dateGiven: boolean; forwarding: boolean }
  | { kind: 'error'; status: number; code: string; message: string }
  | { kind: 'slow' };

export function sandboxSubscriber(phoneNumber: string): SandboxSubscriber {
  switch (phoneNumber.at(-1)) {
    case '1':
      return { kind: 'active', changedHoursAgo: 36, dateGiven: true, forwarding: true };
    case '2':
      return { kind: 'active', changedHoursAgo: 200 * 24, dateGiven: true, forwarding: false };
    case '3':
      return {
        kind: 'error',
        status: 422,
        code: 'SERVICE_NOT_APPLICABLE',
        message: 'The service is not available for the provided identifier.',
      };
    case '4':
      return {
        kind: 'error',
        status: 404,
        code: 'IDENTIFIER_NOT_FOUND',
        message: 'Device identifier not found.',
      };
    case '5':
      return {
        kind: 'error',
        status: 404,
        code: 'NOT_FOUND',
        message: 'The specified resource is not found.',
      };
    case '6':
      return { kind: 'active', changedHoursAgo: 5 * 24, dateGiven: false, forwarding: true };
    case '8':
      return { kind: 'slow' };
    case '9':
      return { kind: 'error', status: 503, code: 'UNAVAILABLE', message: 'Service unavailable.' };
    default:
      return { kind: 'active', changedHoursAgo: null, dateGiven: true, forwarding: false };
  }
}

/** How long the late answer (last digit 8) takes: longer than any deadline the portal allows. */
const SLOW_ANSWER_MS = 61_000;
const TOKEN_LIFETIME_S = 300;

const operatorParams = z.object({ operator: z.enum(MCS_OPERATORS) });

/** A fixed-window limiter per operator: at most `rate` calls a second, then 429 TOO_MANY_REQUESTS. */
function rateLimiter(rate: number) {
  const windows = new Map<McsOperator, { second: number; count: number }>();
  return (operator: McsOperator): boolean => {
    const second = Math.floor(Date.now() / 1000);
    const window = windows.get(operator);
    if (!window || window.second !== second) {
      windows.set(operator, { second, count: 1 });
      return true;
    }
    window.count += 1;
    // A call sent at the end of one second may arrive at the start of the next: one call of slack.
    return window.count <= rate + 1;
  };
}

export type SandboxCamaraOptions = {
  /** Calls a second each sandbox operator takes (SANDBOX_CAMARA_RATE, 10). */
  ratePerSecond?: number;
};

/**
 * The sandbox mobile operators (exchange.md "Sandbox peers"): the server side of the CAMARA APIs
 * AFX calls, for Kyivstar, Vodafone and lifecell at /sandbox/camara/{operator}/…, with an OAuth2
 * client-credentials token endpoint, a rate limit, and outcomes chosen by the number's last digit.
 */
export const sandboxCamaraRoutes: FastifyPluginAsyncZod<SandboxCamaraOptions> = async (app, options) => {
  const tokens = new Map<string, { operator: McsOperator; expiresAt: number }>();
  const allow = rateLimiter(options.ratePerSecond ?? Number(process.env.SANDBOX_CAMARA_RATE ?? 10));
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }

  app.post(
    '/sandbox/camara/:operator/oauth/token',
    { config: { public: true }, schema: { hide: true, params: operatorParams } },
    async (request, reply) => {
      const { operator } = request.params;
      const [id, secret] = Buffer.from(
        (request.headers.authorization ?? '').replace(/^Basic\s+/i, ''),
        'base64',
      )
        .toString()
        .split(':');
      const form = (request.body ?? {}) as Record<string, string>;
      const expected = sandboxCamaraClient(operator);
      if (form.grant_type !== 'client_credentials')
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      if (id !== expected.clientId || secret !== expected.clientSecret)
        return reply.code(401).send({ error: 'invalid_client' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { operator, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S };
    },
  );

  /** The bearer token, the rate and the request's shape; then the subscriber the number names. */
  async function guard(
    request: FastifyRequest<{ Params: { operator: McsOperator } }>,
    reply: FastifyReply,
    schema: z.ZodType<{ phoneNumber: string }>,
  ): Promise<{ subscriber: SandboxSubscriber; body: unknown } | null> {
    const { operator } = request.params;
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const held = tokens.get(token);
    if (!held || held.operator !== operator || held.expiresAt < Date.now()) {
      await reply
        .code(401)
        .send({ status: 401, code: 'UNAUTHENTICATED', message: 'Request not authenticated.' });
      return null;
    }
    if (!allow(operator)) {
      await reply.code(429).header('retry-after', '1').send({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Rejected due to request rate limit overpassed.',
      });
      return null;
    }
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) {
      await reply
        .code(400)
        .send({ status: 400, code: 'INVALID_ARGUMENT', message: 'Client specified an invalid argument.' });
      return null;
    }
    const subscriber = sandboxSubscriber(parsed.data.phoneNumber);
    if (subscriber.kind === 'slow')
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS).unref());
    if (subscriber.kind === 'error') {
      const { status, code, message } = subscriber;
      await reply.code(status).send({ status, code, message });
      return null;
    }
    return { subscriber, body: parsed.data };
  }

  const route = { config: { public: true }, schema: { hide: true, params: operatorParams } } as const;

  app.post(`/sandbox/camara/:operator${CAMARA_PATHS.simSwapCheck}`, route, async (request, reply) => {
    const held = await guard(request, reply, createCheckSimSwap);
    if (!held || held.subscriber.kind !== 'active') return reply;
    const { maxAge } = held.body as { maxAge: number };
    const ago = held.subscriber.changedHoursAgo;
    return { swapped: ago !== null && ago <= maxAge };
  });

  app.post(`/sandbox/camara/:operator${CAMARA_PATHS.simSwapDate}`, route, async (request, reply) => {
    const held = await guard(request, reply, createSimSwapDate);
    if (!held || held.subscriber.kind !== 'active') return reply;
    const { changedHoursAgo, dateGiven } = held.subscriber;
    if (!dateGiven || changedHoursAgo === null) return { latestSimChange: null, monitoredPeriod: 120 };
    return { latestSimChange: new Date(Date.now() - changedHoursAgo * 3_600_000).toISOString() };
  });

  app.post(
    `/sandbox/camara/:operator${CAMARA_PATHS.unconditionalCallForwarding}`,
    route,
    async (request, reply) => {
      if (!offersCallForwarding(request.params.operator))
        return reply
          .code(404)
          .send({ status: 404, code: 'NOT_FOUND', message: 'The specified resource is not found.' });
      const held = await guard(request, reply, createCallForwardingSignal);
      if (!held || held.subscriber.kind !== 'active') return reply;
      return { active: held.subscriber.forwarding };
    },
  );
};
