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

/** What a BIN and an acquirer ID share: the payment system, the owning organisation, notes, rights. */
export interface CardSystemRecord {
  card_system_id: number;
  card_system_name: string;
  org_id: number;
  org_name: string;
  org_country_id: string;
  org_country_name: string;
  /** The organisation's monitoring e-mail, the dialog's read-only contact. */
  monitoring_email: string | null;
  notes: string | null;
  /** The user may change or delete it. */
  mutable: boolean;
  update_dt: string;
}

/** An organisation of a directory's /organization/list picker. */
export interface OrganisationPick {
  id: number;
  name: string;
  monitoring_email: string | null;
}
