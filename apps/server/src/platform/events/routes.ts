import type { ServerResponse } from 'node:http';
import { storableString } from '@afx/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/caller.js';
import { LIVENESS_TTL_MS } from '../auth/token-liveness.js';
import { errorResponses } from '../http/api.js';
import { isFor } from './matches.js';
import type { EventBus, PushedEvent } from './types.js';

const HEARTBEAT_MS = 25_000;
/** How often an open stream asks whether its token still stands: as often as a revocation is seen. */
const RECHECK_MS = LIVENESS_TTL_MS;

const sseFrame = (event: PushedEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api/events: a server-sent-events stream of the signed-in user's events (counter badges);
 * POST /api/events/test: pushes a test event to the caller's own streams, to prove the channel.
 */
export function eventRoutes(bus: EventBus): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<ServerResponse>();
    // Open streams would hold the server's close forever: end them first.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    app.get(
      '/api/events',
      {
        // A HEAD would open a stream with no body that never ends, holding the client's connection.
        exposeHeadRoute: false,
        schema: {
          tags: ['events'],
          description:
            "text/event-stream of the caller's events: `event: counter` {counter, new_count}, `event: notification` {id}, `event: test`.",
          response: {
            200: {
              description: 'The event stream',
              content: { 'text/event-stream': { schema: z.string() } },
            },
            ...errorResponses,
          },
        },
      },
      (request, reply) => {
        const user = callerOf(request);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': String(request.id),
        });
        res.write('retry: 5000\n: connected\n\n');
        open.add(res);
        const unsubscribe = bus.subscribe((envelope) => {
          if (isFor(user, envelope.to)) res.write(sseFrame(envelope.event));
        });
        const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        // A stream outlives its token: after a logout, an ended session, a blocked user or the token's
        // expiry it ends, and the web app reconnects with its current token (or stays signed out).
        // A check that fails (the database away) keeps the stream: it is not a refusal.
        const recheck = setInterval(() => {
          void request.stillAuthenticated?.().then(
            (still) => {
              if (!still) res.end();
            },
            () => undefined,
          );
        }, RECHECK_MS);
        res.on('close', () => {
          clearInterval(heartbeat);
          clearInterval(recheck);
          unsubscribe();
          open.delete(res);
        });
      },
    );

    app.post(
      '/api/events/test',
      {
        schema: {
          tags: ['events'],
          body: z.object({ message: storableString().trim().min(1, { error: 'required_field' }).max(200) }),
          response: { 202: z.object({ delivered: z.literal(true) }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = callerOf(request);
        await bus.publish({
          to: { userId: user.user_id },
          event: { type: 'test', message: request.body.message, at: new Date().toISOString() },
        });
        return reply.status(202).send({ delivered: true as const });
      },
    );
  };
}
