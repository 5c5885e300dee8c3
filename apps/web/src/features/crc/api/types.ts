import type { ApiAnswer, ApiRow } from '../../../api/contract';

// The answers of the Crime Check bank-side routes, from the types generated from the server's
// OpenAPI document (docs/decisions/0030-typed-contract.md): a field renamed on the server breaks
// this feature's build.

/** A row of /alert/list. */
export type CrcListRow = ApiRow<'/api/crc/v1/alert/list'>;
/** The page and its counters: 'n new' (4 and 5) and the failed packets of Reset transport. */
export type CrcListAnswer = ApiAnswer<'/api/crc/v1/alert/list'>;

/** /alert/get. */
export type CrcRequest = ApiAnswer<'/api/crc/v1/alert/get'>;
/** A transaction: the FPT domain's full shape (spec 2 §3.13). */
export type CrcTransaction = CrcRequest['fraud_transactions'][number];
/** The issuer's reply or rejection as stored. */
export type CrcIssuerReply = NonNullable<CrcRequest['issuer_reply']>;
/** A mobile-app authorisation place of a reply. */
export type CrcGeodataPoint = CrcIssuerReply['last_authorization_geodata'][number];

/** /alert/history: 0 info, 1 message, 2 status, 3 error. */
export type CrcHistoryAnswer = ApiAnswer<'/api/crc/v1/alert/history'>;
export type CrcEvent = CrcHistoryAnswer['list'][number];

/** /alert/create_incident. */
export type CrcIncidentAnswer = ApiAnswer<'/api/crc/v1/alert/create_incident'>;

/** GET /great_reset: 'accepted for execution' and how many packets go again. */
export type CrcGreatResetAnswer = ApiAnswer<'/api/crc/v1/great_reset', 'get'>;
