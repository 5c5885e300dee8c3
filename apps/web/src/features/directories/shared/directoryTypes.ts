/** A payment system of GET /card_system/list. */
export interface CardSystem {
  id: number;
  name: string;
}

/** `{ count }`: how many records a delete or a group action touched. */
export interface CountAnswer {
  count: number;
}

/** `{ list }` of codes or keys: BIDs, ICAs, BINs or terminal ids. */
export interface CodeList {
  list: string[];
  total_count: number;
}
