// The gateway to the parties' own systems (exchange.md "One gateway"): packets pushed through the
// outbox as Standard Webhooks, their failures counted and reset, and the sandbox peers. Modules use
// it through this file only.
export { enqueuePacket, hasSystem, type PacketType, type WebhookPayload } from './packets.js';
export { failedPacketCounts, resetFailedPackets } from './failed-packets.js';
export { gatewayRoutes } from './gateway-routes.js';
export type { GatewayService } from './tables.js';
export { sandboxPeers } from './sandbox/plugin.js';
export { newWebhookSecret, sandboxBankUrl } from './sandbox/endpoints.js';
export { recordPacketGivenUp } from './given-up.js';
