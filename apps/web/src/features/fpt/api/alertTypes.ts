import type { ApiAnswer, ApiRow } from '../../../api/contract';

// The answers of the FPT alert routes, from the types generated from the server's OpenAPI document
// (docs/decisions/0030-typed-contract.md): a field renamed on the server breaks this feature's build.

/** A row of /outbound/list and /inbound/list. */
export type AlertListRow = ApiRow<'/api/fpt/v2/outbound/list'>;
/** The page and its counters (money in UAH; null when a group mixes currencies). */
export type AlertListAnswer = ApiAnswer<'/api/fpt/v2/outbound/list'> & ApiAnswer<'/api/fpt/v2/inbound/list'>;

/** /outbound/get and /inbound/get. */
export type AlertView = ApiAnswer<'/api/fpt/v2/outbound/get'>;
export type AlertTransaction = AlertView['trans_in'][number];
/** One step of the chain the money took. */
export type FundsFlowNode = AlertView['funds_flow'][number];

/** /outbound/history and /inbound/history: 0 info, 1 message, 2 status, 3 error. */
export type AlertHistoryAnswer = ApiAnswer<'/api/fpt/v2/outbound/history'>;
export type AlertEvent = AlertHistoryAnswer['list'][number];

/** /card_block/status/available: advised ones first. */
export type AvailableStatusAnswer = ApiAnswer<'/api/fpt/v2/card_block/status/available'>;
export type AvailableStatus = AvailableStatusAnswer['list'][number];

/** /alert/set_status and the messages. */
export type AlertChanged = ApiAnswer<'/api/fpt/v2/alert/set_status'>;
/** /alert/create_incident. */
export type AlertIncidentAnswer = ApiAnswer<'/api/fpt/v2/alert/create_incident'>;

/** GET /great_reset: 'accepted for execution' and how many packets go again. */
export type GreatResetAnswer = ApiAnswer<'/api/fpt/v2/great_reset', 'get'>;
