import type { ApiAnswer, ApiRow } from '../../../api/contract';

// What the directories' answers share, from the server's OpenAPI document (api/contract.ts).

/** A payment system of GET /card_system/list. */
export type CardSystem = ApiRow<'/api/dcb/v1/card_system/list', 'get'>;

/** `{ count }`: how many records a delete or a group action touched. */
export type CountAnswer = ApiAnswer<'/api/dcb/v1/delete'>;

/** `{ list }` of codes or keys: BIDs, ICAs, BINs or terminal ids. */
export type CodeList = ApiAnswer<'/api/dcb/v1/bid/list'>;

/** An organisation of a directory's /organization/list picker. */
export type OrganisationPick = ApiRow<'/api/dcb/v1/organization/list'>;
