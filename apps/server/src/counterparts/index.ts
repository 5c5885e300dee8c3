// The gateway to the parties' own systems (exchange.md "One gateway"): packets pushed through the
// outbox as Standard Webhooks. Modules use it through this file only.
export { enqueuePacket, hasSystem, type PacketType, type WebhookPayload } from './packets.js';
export type { GatewayService } from './tables.js';
