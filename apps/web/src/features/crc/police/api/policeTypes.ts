import type { ApiAnswer, ApiRow } from '../../../../api/contract';

// The police side's answers, from the types generated from the server's OpenAPI document
// (docs/decisions/0030-typed-contract.md): a field renamed on the server breaks this feature's build.

/** A row of /police/request/list: the unit's own requests. */
export type PoliceRequestRow = ApiRow<'/api/crc/v1/police/request/list'>;

/** /police/request/get: the request as filed, its reply, and its history. */
export type PoliceRequestView = ApiAnswer<'/api/crc/v1/police/request/get'>;

export type IncriminatedArticle = PoliceRequestView['incriminated_articles'][number];
export type IssuerReply = NonNullable<PoliceRequestView['issuer_reply']>;
export type GeodataPoint = IssuerReply['last_authorization_geodata'][number];
/** One event of a request's history: 0 info, 1 message, 2 status, 3 error. */
export type CrcHistoryEvent = PoliceRequestView['history'][number];

/** /police/request/create's answer: the issued id and the status the request was routed to. */
export type FiledRequest = ApiAnswer<'/api/crc/v1/police/request/create'>;

export type ReceiverKind = PoliceRequestRow['recipient_type'];
