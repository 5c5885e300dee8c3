import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepRawJson, sandboxParams, signedPacketReceiver, webhookHeaders } from './signed-packet.js';

/**
 * The packets a police unit's system takes: what the banks did with its Crime Check requests, and the
 * administrator's test packet.
 */
const POLICE_PACKET_TYPES = /^(?:crc\.request\.|afx\.test$)/;

/**
 * A sandbox police system (exchange.md "Sandbox peers", decision 0041): it receives its unit's Crime
 * Check packets (taken into processing, replies, rejections, comments) at /sandbox/police/{orgId}/crc,
 * verifies their Standard Webhooks signature and drops a repeated webhook id. It only takes them, as
 * an investigator's case system would file them; the cabinet shows the same reply.
 */
export const sandboxPoliceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const log = app.log.child({ component: 'sandbox-police' });
  keepRawJson(app);
  app.post(
    '/sandbox/police/:orgId/crc',
    {
      config: { public: true },
      schema: { hide: true, params: sandboxParams, headers: webhookHeaders, body: z.string() },
    },
    signedPacketReceiver(db, log, 'crc', {
      accept: (packet) => POLICE_PACKET_TYPES.test(packet.type),
      act: (orgId, packet) => log.info({ org_id: orgId, type: packet.type }, 'sandbox police: packet filed'),
    }),
  );
};
