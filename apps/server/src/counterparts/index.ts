// The gateway to the parties' own systems (exchange.md "One gateway"): packets pushed through the
// outbox as Standard Webhooks, their failures counted and reset, and the sandbox peers. Modules use
// it through this file only.
export { enqueuePacket } from './packets.js';
export { awaitPacketAttempt } from './packet-wait.js';
export { failedPacketCounts, resetFailedPackets } from './failed-packets.js';
export { gatewayRoutes } from './gateway-routes.js';
export { sandboxPeers } from './sandbox/plugin.js';
export {
  newWebhookSecret,
  sandboxBankCciUrl,
  sandboxBankUrl,
  sandboxPoliceUrl,
} from './sandbox/endpoints.js';
export { syncCall } from './sync-call.js';
export { recordPacketGivenUp } from './given-up.js';
export { gatewayHousekeeping } from './housekeeping.js';
export { sendTestPacket, type TestPacketOutcome } from './test-packet.js';
export { serviceEndpoints } from './tables.js';
export { CamaraCallFailed, CamaraClient, type McsConfig } from './camara/index.js';
export { gatewayCallLog } from './call-log.js';
